// The fake canvas's Regions (see canvas.ts): shape types per generation, behaviours checked like
// embedded documents, and a shape's outline in pixels.
import type { FakeUser } from './documents.js';
import { angle, type Data, FakeEmbedded, fail, HEX, num } from './canvas-embedded.js';
import { deepClone, randomID } from './utils.js';
import { FakeCollection } from './world.js';

const SHAPES_V13 = ['circle', 'ellipse', 'polygon', 'rectangle'];
const SHAPES_V14 = [...SHAPES_V13, 'cone', 'ring', 'line', 'emanation'];
const SHAPE_FIELDS: Record<string, string[]> = {
  circle: ['type', 'x', 'y', 'radius', 'hole'],
  ellipse: ['type', 'x', 'y', 'radiusX', 'radiusY', 'rotation', 'hole'],
  polygon: ['type', 'points', 'hole'],
  rectangle: ['type', 'x', 'y', 'width', 'height', 'rotation', 'anchorX', 'anchorY', 'hole'],
  cone: ['type', 'x', 'y', 'radius', 'angle', 'rotation', 'curvature', 'gridBased', 'hole'],
  ring: ['type', 'x', 'y', 'radius', 'innerWidth', 'outerWidth', 'gridBased', 'hole'],
  line: ['type', 'x', 'y', 'length', 'width', 'rotation', 'gridBased', 'hole'],
  emanation: ['type', 'x', 'y', 'radius', 'base', 'gridBased', 'hole'],
};

export class FakeRegionDocument extends FakeEmbedded {
  static override documentName = 'Region';
  static clean(data: Data, generation: number): Data {
    const out = {
      name: '',
      color: '#ffffff',
      shapes: [],
      visibility: 0,
      locked: false,
      displayMeasurements: false,
      behaviors: [],
      ...deepClone(data),
    } as Data;
    const failures: string[] = [];
    if (!HEX.test(String(out.color))) failures.push('color must be a #rrggbb colour');
    if (![0, 1, 2].includes(out.visibility as number))
      failures.push('visibility must be a REGION_VISIBILITY value');
    const allowed = generation >= 14 ? SHAPES_V14 : SHAPES_V13;
    if (!Array.isArray(out.shapes)) failures.push('shapes must be an array');
    else {
      out.shapes = (out.shapes as Data[]).map((shape, i) => {
        const type = String(shape.type);
        if (!allowed.includes(type)) {
          failures.push(`shapes.${i}.type "${type}" is not a shape type in v${generation}`);
          return shape;
        }
        // Unknown keys are dropped by the data model's cleaning.
        const cleaned = Object.fromEntries(
          Object.entries(shape).filter(([k]) => SHAPE_FIELDS[type]!.includes(k)),
        );
        if (type === 'polygon') {
          const p = cleaned.points;
          if (!Array.isArray(p) || p.length < 6 || p.length % 2 || !p.every(num))
            failures.push(`shapes.${i}.points must be at least 3 x,y pairs`);
        } else {
          for (const k of ['x', 'y'])
            if (!num(cleaned[k])) failures.push(`shapes.${i}.${k} must be a finite number`);
        }
        if (type === 'cone' || type === 'circle') {
          if (!num(cleaned.radius) || (cleaned.radius as number) <= 0)
            failures.push(`shapes.${i}.radius must be positive`);
        }
        if (type === 'cone') {
          if (
            !num(cleaned.angle) ||
            (cleaned.angle as number) <= 0 ||
            (cleaned.angle as number) > 360
          )
            failures.push(`shapes.${i}.angle must be in (0, 360]`);
          if (!num(cleaned.rotation)) failures.push(`shapes.${i}.rotation must be a finite number`);
          else cleaned.rotation = angle(cleaned.rotation as number);
          if (!['flat', 'round', 'semicircle'].includes(String(cleaned.curvature ?? 'round')))
            failures.push(`shapes.${i}.curvature is not a cone curvature`);
        }
        return cleaned;
      });
    }
    out.behaviors = cleanBehaviors(out.behaviors, failures);
    fail('Region', failures);
    return out;
  }
  canUserModify(user: FakeUser): boolean {
    return user.isGM;
  }
  get shapes(): Data[] {
    return this.source.shapes as Data[];
  }
  /** The embedded RegionBehavior documents (type, system data, disabled), as a collection. */
  get behaviors(): FakeCollection<FakeRegionBehavior> {
    const out = new FakeCollection<FakeRegionBehavior>();
    for (const b of this.source.behaviors as Data[]) {
      const behavior = new FakeRegionBehavior(b);
      out.set(behavior.id, behavior);
    }
    return out;
  }
  /**
   * RegionDocument#polygons: the region's area in canvas pixels, one PIXI-like polygon per solid
   * shape and per hole (circles and ellipses as 64-gons, rectangles turned about their centre).
   * Foundry unions overlapping solid shapes with Clipper; the fake does not, so test regions keep
   * their solid shapes apart (a hole inside a solid shape reads right by the even-odd rule).
   */
  get polygons(): Array<{ points: number[] }> {
    return this.shapes.map((shape) => ({ points: shapePoints(shape) }));
  }
}

/** The core behaviour types a v13/v14 world knows, besides those registered in CONFIG. */
const CORE_BEHAVIOR_TYPES = [
  'adjustDarknessLevel',
  'displayScrollingText',
  'executeMacro',
  'executeScript',
  'pauseGame',
  'suppressWeather',
  'teleportToken',
  'toggleBehavior',
];

export class FakeRegionBehavior {
  id: string;
  name: string;
  type: string;
  disabled: boolean;
  system: Data;
  constructor(data: Data) {
    this.id = (data._id as string) ?? randomID();
    this.name = String(data.name ?? '');
    this.type = String(data.type);
    this.disabled = data.disabled === true;
    this.system = deepClone((data.system as Data) ?? {});
  }
}

/** Behaviours are checked like embedded documents: a known type, system data through its model. */
function cleanBehaviors(raw: unknown, failures: string[]): Data[] {
  if (!Array.isArray(raw)) {
    failures.push('behaviors must be an array');
    return [];
  }
  const models = ((
    globalThis as { CONFIG?: { RegionBehavior?: { dataModels?: Record<string, unknown> } } }
  ).CONFIG?.RegionBehavior?.dataModels ?? {}) as Record<
    string,
    { cleanData(d: Data): Data; validateSource(d: Data, p?: string): void }
  >;
  return (raw as Data[]).map((b, i) => {
    const type = String(b.type);
    const out: Data = {
      _id: (b._id as string) ?? randomID(),
      name: String(b.name ?? ''),
      type,
      disabled: b.disabled === true,
      system: deepClone((b.system as Data) ?? {}),
    };
    const model = models[type];
    if (model) {
      try {
        out.system = model.cleanData(out.system as Data);
        model.validateSource(out.system as Data, `behaviors.${i}.system`);
      } catch (e) {
        failures.push((e as Error).message);
      }
    } else if (!CORE_BEHAVIOR_TYPES.includes(type))
      failures.push(`behaviors.${i}.type "${type}" is not a RegionBehavior type`);
    return out;
  });
}

const n = (v: unknown, d = 0) => (typeof v === 'number' ? v : d);

/** A region shape's outline in pixels (flat x, y pairs). */
function shapePoints(shape: Data): number[] {
  const type = String(shape.type);
  if (type === 'polygon') return [...(shape.points as number[])];
  const rot = (n(shape.rotation) * Math.PI) / 180;
  if (type === 'rectangle') {
    const w = n(shape.width);
    const h = n(shape.height);
    const cx = n(shape.x) + w / 2;
    const cy = n(shape.y) + h / 2;
    return [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ].flatMap(([dx, dy]) => [
      cx + dx! * Math.cos(rot) - dy! * Math.sin(rot),
      cy + dx! * Math.sin(rot) + dy! * Math.cos(rot),
    ]);
  }
  const rx = type === 'ellipse' ? n(shape.radiusX) : n(shape.radius);
  const ry = type === 'ellipse' ? n(shape.radiusY) : n(shape.radius);
  const out: number[] = [];
  for (let k = 0; k < 64; k++) {
    const a = (2 * Math.PI * k) / 64;
    const dx = rx * Math.cos(a);
    const dy = ry * Math.sin(a);
    out.push(
      n(shape.x) + dx * Math.cos(rot) - dy * Math.sin(rot),
      n(shape.y) + dx * Math.sin(rot) + dy * Math.cos(rot),
    );
  }
  return out;
}
