// OR-2 what a battle's scene remembers between turns and from its set-up (SD-62): the last start-of-turn
// wind roll (the two-consecutive-turns rule compares with it) and each side's refusals of the scenario.
// A scene flag, not the battle's Combat: refusals and the set-up come before the battle is begun.
import { MAX_REFUSALS, NORTH_EDGES, type NorthEdge } from '../rules/index.js';
import { SYSTEM_ID } from './constants.js';

export const OR2_FLAG = 'or2';

export interface Or2SceneState {
  /** The set-up roll's north edge (SD-57: it seats the roller for the deployment roll). */
  northEdge: NorthEdge | null;
  /** The last start-of-turn wind roll (3d6 total) and the battle turn it was rolled for. */
  lastWindRoll: { turn: number; total: number } | null;
  /** Refusals of the scenario per side (a list: document updates expand dotted keys). */
  refusals: Array<{ side: string; count: number }>;
  /** The deployment roll's second deployer (it chooses to play first or second every turn). */
  secondDeployer?: string | null;
  /** The second deployer's choice for a turn (SD-106): it plays first or second. */
  orderChoice?: { turn: number; side: string; play: 'first' | 'second' } | null;
}

interface FlagHolder {
  getFlag(scope: string, key: string): unknown;
  setFlag(scope: string, key: string, value: unknown): Promise<unknown>;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The scene's OR-2 memory; anything malformed reads as nothing remembered. */
export function or2State(scene: FlagHolder | null | undefined): Or2SceneState {
  const v = scene?.getFlag(SYSTEM_ID, OR2_FLAG) as Record<string, unknown> | undefined;
  const last = v?.lastWindRoll as Record<string, unknown> | null | undefined;
  const lastWindRoll =
    last && isInt(last.turn, 1, 1e6) && isInt(last.total, 3, 18)
      ? { turn: last.turn, total: last.total }
      : null;
  const refusals = Array.isArray(v?.refusals)
    ? (v.refusals as Array<Record<string, unknown>>).filter(
        (r): r is { side: string; count: number } =>
          typeof r?.side === 'string' && r.side !== '' && isInt(r.count, 0, MAX_REFUSALS),
      )
    : [];
  const northEdge = (NORTH_EDGES as readonly unknown[]).includes(v?.northEdge)
    ? (v!.northEdge as NorthEdge)
    : null;
  const secondDeployer =
    typeof v?.secondDeployer === 'string' && v.secondDeployer !== '' ? v.secondDeployer : null;
  const c = v?.orderChoice as Record<string, unknown> | null | undefined;
  const orderChoice =
    c &&
    isInt(c.turn, 1, 1e6) &&
    typeof c.side === 'string' &&
    (c.play === 'first' || c.play === 'second')
      ? { turn: c.turn, side: c.side, play: c.play as 'first' | 'second' }
      : null;
  return { northEdge, lastWindRoll, refusals, secondDeployer, orderChoice };
}

export async function setOr2State(scene: FlagHolder, patch: Partial<Or2SceneState>): Promise<void> {
  await scene.setFlag(SYSTEM_ID, OR2_FLAG, { ...or2State(scene), ...patch });
}

/** A side's refusals (0 when none were recorded). */
export function refusalsOf(state: Or2SceneState, side: string): number {
  return state.refusals.find((r) => r.side === side)?.count ?? 0;
}
