// The v13 ruler surfaces the system overrides (TokenRuler, the measuring Ruler), with waypoints as
// Foundry builds them: cumulative distances in scene units, linked previous / next.
import type { FakeDocument } from './documents.js';
import type { FakeTokenDocument } from './canvas-embedded.js';

type Data = Record<string, unknown>;

/** The v13 TokenRuler surface the system overrides: label context and segment style per waypoint. */
export class FakeTokenRuler {
  static WAYPOINT_LABEL_TEMPLATE = 'templates/hud/waypoint-label.hbs';
  constructor(
    readonly token: { document: FakeTokenDocument; actor: FakeDocument | null; id: string },
  ) {}
  /** No label at the first waypoint; otherwise the core's context (distances in scene units). */
  _getWaypointLabelContext(waypoint: FakeWaypoint, _state: Data): Data | undefined {
    if (!waypoint.previous) return;
    return {
      action: { label: 'TOKEN.MOVEMENT.ACTIONS.walk.label', icon: 'fa-solid fa-person-walking' },
      cssClass: waypoint.next ? '' : 'last',
      secret: false,
      units: 'mm',
      uiScale: 1,
      position: { x: waypoint.x, y: waypoint.y },
      ...measurementContext(waypoint),
      cost: {
        total: waypoint.measurement.distance.toFixed(2),
        units: 'mm',
        delta: segmentDelta(waypoint),
      },
    };
  }
  _getSegmentStyle(_waypoint: FakeWaypoint): { width: number; color: number; alpha: number } {
    return { width: 4, color: 0xffffff, alpha: 1 };
  }
}

/** The v13 measuring Ruler: a path of points and a label context per waypoint. */
export class FakeRuler {
  static WAYPOINT_LABEL_TEMPLATE = 'templates/hud/waypoint-label.hbs';
  path: Array<{ x: number; y: number; elevation: number }> = [];
  _getWaypointLabelContext(waypoint: FakeWaypoint, _state: Data): Data | undefined {
    if (!waypoint.previous) return;
    return {
      cssClass: '',
      units: 'mm',
      uiScale: 1,
      position: { x: waypoint.x, y: waypoint.y },
      ...measurementContext(waypoint),
    };
  }
  _getSegmentStyle(_waypoint: FakeWaypoint): { width: number; color: number; alpha: number } {
    return { width: 4, color: 0xffffff, alpha: 1 };
  }
}

/** The segment's own length ("+12.50"), shown by core when the path has more than one segment. */
function segmentDelta(waypoint: FakeWaypoint): string | undefined {
  const previous = waypoint.previous;
  if (!previous?.previous) return undefined;
  return `+${(waypoint.measurement.distance - previous.measurement.distance).toFixed(2)}`;
}

/** The core label context's distance (total and segment delta) and elevation (flat sea: hidden). */
function measurementContext(waypoint: FakeWaypoint): Data {
  return {
    distance: { total: waypoint.measurement.distance.toFixed(2), delta: segmentDelta(waypoint) },
    elevation: { total: 0, icon: 'fa-solid fa-arrows-up-down', hidden: true, delta: undefined },
  };
}

export interface FakeWaypoint {
  index: number;
  x: number;
  y: number;
  previous: FakeWaypoint | null;
  next: FakeWaypoint | null;
  measurement: { distance: number };
}

/** Waypoints of a straight multi-point path, with cumulative distances in scene units. */
export function waypointsFor(
  points: Array<{ x: number; y: number }>,
  unitsPerPixel: number,
  alreadyMoved = 0,
): FakeWaypoint[] {
  const out: FakeWaypoint[] = [];
  let total = alreadyMoved;
  points.forEach((p, index) => {
    const prev = out[index - 1] ?? null;
    if (prev) total += Math.hypot(p.x - prev.x, p.y - prev.y) * unitsPerPixel;
    const w: FakeWaypoint = {
      index,
      x: p.x,
      y: p.y,
      previous: prev,
      next: null,
      measurement: { distance: total },
    };
    if (prev) prev.next = w;
    out.push(w);
  });
  return out;
}
