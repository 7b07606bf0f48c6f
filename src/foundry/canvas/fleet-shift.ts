// FP-1.4 the table edge: when the fleets near an edge, the GM shifts every ship token by the same
// distance (the sea moves, not the ships). The shift is taken in whole canvas pixels so every token
// moves by exactly the same amount; the core's shiftAll moves the ships.
import { RuleError, shiftAll, type Pose } from '../../rules/index.js';
import { JUDGED_MOVE } from './moves.js';
import { sceneRules, sceneTableShips, type SceneLike } from './scene-ships.js';
import { pixelsPerMm, tokenPlacementForPose, type SceneGrid } from './table-ships.js';

export interface ShiftPlan {
  /** The shift actually applied, in mm east and north (rounded to whole pixels). */
  dxMm: number;
  dyMm: number;
  updates: Array<{ _id: string; x: number; y: number }>;
}

/** FP-1.4 token updates moving every ship by (dx east, dy north) mm. */
export function shiftPlan(
  ships: ReadonlyArray<{ id: string; pose: Pose }>,
  sizes: ReadonlyMap<string, { width: number; height: number }>,
  grid: SceneGrid,
  dxMm: number,
  dyMm: number,
): ShiftPlan {
  if (!(Number.isFinite(dxMm) && Number.isFinite(dyMm)))
    throw new RuleError(`a shift must be finite, got (${dxMm}, ${dyMm})`);
  const k = pixelsPerMm(grid);
  const dx = Math.round(dxMm * k) / k;
  const dy = Math.round(dyMm * k) / k;
  const moved = shiftAll(
    ships.map((s) => ({ id: s.id, x: s.pose.x, y: s.pose.y, headingDeg: s.pose.headingDeg })),
    dx,
    dy,
  );
  const updates = moved.map((p) => {
    const size = sizes.get(p.id);
    if (!size) throw new RuleError(`no token size for ${p.id}`);
    const { x, y } = tokenPlacementForPose(p, size, grid);
    return { _id: p.id, x, y };
  });
  return { dxMm: dx, dyMm: dy, updates };
}

/** Reads a submitted shift form (mm east, mm north); bad input is a localised error. */
export function parseShiftForm(
  data: Record<string, unknown>,
  i18n: { localize(key: string): string },
): { dxMm: number; dyMm: number } {
  const read = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const dxMm = read(data.dx);
  const dyMm = read(data.dy);
  if (!Number.isFinite(dxMm) || !Number.isFinite(dyMm))
    throw new RuleError(i18n.localize('SCA.Canvas.Shift.BadNumber'));
  if (dxMm === 0 && dyMm === 0) throw new RuleError(i18n.localize('SCA.Canvas.Shift.Nothing'));
  return { dxMm, dyMm };
}

/** GM: FP-1.4 shift every ship token of the scene in one update. */
export async function shiftFleet(
  scene: SceneLike,
  dxMm: number,
  dyMm: number,
  i18n: { localize(key: string): string },
): Promise<ShiftPlan> {
  if (!game.user!.isGM) throw new RuleError(i18n.localize('SCA.Canvas.GMOnly'));
  const rules = sceneRules(scene);
  const ships = sceneTableShips(scene, rules.scale);
  const sizes = new Map(
    ships.map((s) => {
      const t = scene.tokens.get(s.id)!;
      return [s.id, { width: t.width, height: t.height }] as const;
    }),
  );
  const plan = shiftPlan(ships, sizes, rules.grid, dxMm, dyMm);
  if (plan.updates.length)
    await scene.updateEmbeddedDocuments('Token', plan.updates, {
      animate: false,
      [JUDGED_MOVE]: true,
    });
  return plan;
}
