// The two rulers. Dragging a ship token: the label gives the distance in mm and what is left of the
// ship's allowance this turn, and the path past the allowance is drawn in another colour. The plain
// measuring ruler from one ship to another: the mast-to-mast range and its band (FP-1.2, FP-6.1).
// Label contexts are built by pure functions (rulerLabel, rangeLabel); the classes are thin
// subclasses of Foundry's TokenRuler / Ruler, made at init from the classes Foundry provides.
import type { Scale, Wind } from '../../rules/index.js';
import { templatePath } from '../constants.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import {
  formatMm,
  movementAllowance,
  type Allowance,
  rangeBetweenPoints,
  rulerReading,
  type RangeReading,
  type RulerReading,
} from './allowance.js';
import { sceneRules, tableShipsInView, viewedScene, type TokenDocLike } from './scene-ships.js';
import { mmPerPixel, pxToMm } from './table-ships.js';
import { canvasI18n } from './ui.js';
import { shipAllowanceNow } from './segment-move.js';
import { shipDataOf } from '../models/access.js';

/**
 * Core's waypoint label template (TokenRuler and Ruler, v13 and v14): the system's label templates
 * render it as a partial wherever they add nothing (other tokens, the open-sea measure), so core's
 * action icon, segment delta, cost and elevation stay. Foundry registers a template as a partial under
 * its path when it is loaded.
 */
export const CORE_WAYPOINT_LABEL_TEMPLATE = 'templates/hud/waypoint-label.hbs';

/** The templates the two rulers render, core's partial included: loaded at init. */
export function rulerTemplates(): string[] {
  return [
    CORE_WAYPOINT_LABEL_TEMPLATE,
    templatePath('canvas/ruler-label.hbs'),
    templatePath('canvas/range-label.hbs'),
  ];
}

/** The colour of a path past the allowance (and of a blocked ship's path). */
export const OVER_ALLOWANCE_COLOUR = 0xd35400;

export interface ShipRulerLabel {
  distance: string;
  allowance: string;
  remaining: string;
  over: boolean;
  overBy: string;
  /** Why the ship may not move at all, localised; null when it may. */
  blocked: string | null;
  halfSpeed: boolean;
}

/** The drag label of a ship that has moved `distanceMm` this turn along the ruler's path. */
export function rulerLabel(
  system: ShipSystemSource,
  wind: Wind | null,
  scale: Scale,
  distanceMm: number,
  toleranceMm: number,
  i18n: { lang: string; localize(key: string): string },
  now: Allowance | null = null,
): { reading: RulerReading; label: ShipRulerLabel } {
  // OR-3 in a two-segment battle the ruler measures against the segment's move (`now`).
  const allowance = now ?? movementAllowance(system, wind, scale);
  const reading = rulerReading(distanceMm, allowance, toleranceMm);
  const lang = i18n.lang;
  return {
    reading,
    label: {
      distance: formatMm(reading.distanceMm, lang),
      allowance: formatMm(reading.allowanceMm, lang),
      remaining: formatMm(reading.remainingMm, lang),
      over: reading.over,
      overBy: formatMm(reading.overMm, lang),
      blocked: reading.blockedBy
        ? i18n.localize(`SCA.Canvas.Allowance.Blocked.${reading.blockedBy}`)
        : null,
      halfSpeed: allowance.halfSpeed,
    },
  };
}

export interface RangeLabel {
  range: string;
  band: string;
  bandKey: RangeReading['band'];
  from: string;
  to: string;
}

/** The measuring ruler's label between two ships, or null when either end is not on a ship. */
export function rangeLabel(
  tokens: { get(id: string): { name: string } | undefined },
  reading: RangeReading | null,
  i18n: { lang: string; localize(key: string): string },
): RangeLabel | null {
  if (!reading) return null;
  return {
    range: formatMm(reading.rangeMm, i18n.lang),
    band: i18n.localize(`SCA.Canvas.Band.${reading.band}`),
    bandKey: reading.band,
    from: tokens.get(reading.fromId)?.name ?? '',
    to: tokens.get(reading.toId)?.name ?? '',
  };
}

interface Waypoint {
  x: number;
  y: number;
  next: unknown;
  measurement: { distance: number };
}
type LabelContext = Record<string, unknown>;
type SegmentStyle = { width: number; color?: unknown; alpha?: number };

/** The parts of Foundry's TokenRuler the subclass relies on. */
export interface TokenRulerBase {
  token: { document: unknown };
  _getWaypointLabelContext(waypoint: Waypoint, state: object): LabelContext | undefined;
  _getSegmentStyle(waypoint: Waypoint): SegmentStyle;
}
/** Foundry's TokenRuler class: made for one token placeable. */
export type TokenRulerClass = new (token: { document: unknown }) => TokenRulerBase;

/** A ship token's drag label, or null for other tokens or without a viewed scene. */
function shipDragLabel(
  tokenDocument: unknown,
  distanceMm: number,
): (ShipRulerLabel & { over: boolean }) | null {
  const token = tokenDocument as TokenDocLike;
  if (token.actor?.type !== 'ship') return null;
  const scene = viewedScene();
  if (!scene) return null;
  const rules = sceneRules(scene);
  const system = shipDataOf(token.actor);
  return rulerLabel(
    system,
    rules.wind,
    rules.scale,
    distanceMm,
    mmPerPixel(rules.grid),
    canvasI18n(),
    shipAllowanceNow(token, system, rules).allowance,
  ).label;
}

export function makeShipTokenRuler(Base: TokenRulerClass) {
  class ShipTokenRuler extends Base {
    static WAYPOINT_LABEL_TEMPLATE = templatePath('canvas/ruler-label.hbs');

    override _getWaypointLabelContext(waypoint: Waypoint, state: object): LabelContext | undefined {
      const context = super._getWaypointLabelContext(waypoint, state);
      if (!context) return context;
      const sca = shipDragLabel(this.token.document, waypoint.measurement.distance);
      return sca ? { ...context, sca } : context;
    }

    override _getSegmentStyle(waypoint: Waypoint): SegmentStyle {
      const style = super._getSegmentStyle(waypoint);
      const sca = shipDragLabel(this.token.document, waypoint.measurement.distance);
      return sca?.over ? { ...style, color: OVER_ALLOWANCE_COLOUR } : style;
    }
  }
  return ShipTokenRuler;
}

/** The parts of Foundry's measuring Ruler the subclass relies on. */
export interface RulerBase {
  path: ReadonlyArray<{ x: number; y: number }>;
  _getWaypointLabelContext(waypoint: Waypoint, state: object): LabelContext | undefined;
}
export type RulerClass = new () => RulerBase;

export function makeRangeRuler(Base: RulerClass) {
  class ShipRangeRuler extends Base {
    static WAYPOINT_LABEL_TEMPLATE = templatePath('canvas/range-label.hbs');

    override _getWaypointLabelContext(waypoint: Waypoint, state: object): LabelContext | undefined {
      const context = super._getWaypointLabelContext(waypoint, state);
      const origin = this.path[0];
      if (!context || waypoint.next || !origin) return context;
      const scene = viewedScene();
      if (!scene) return context;
      const rules = sceneRules(scene);
      const reading = rangeBetweenPoints(
        tableShipsInView(scene, rules.scale),
        pxToMm(origin, rules.grid),
        pxToMm(waypoint, rules.grid),
        rules.scale,
      );
      const sca = rangeLabel(scene.tokens, reading, canvasI18n());
      return sca ? { ...context, sca } : context;
    }
  }
  return ShipRangeRuler;
}
