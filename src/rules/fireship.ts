// FP-6.7 fireships.
import { abilitaRow } from './abilita.js';
import { RuleError } from './errors.js';
import type { Rate } from './tables/ships.js';
import type { Vec2 } from './geometry/vec.js';

/** FP-6.7 only a 6th rate may be a fireship (one per squadron). */
export function mayBeFireship(rate: Rate): boolean {
  return rate === '6th';
}

export function checkFireshipsPerSquadron(fireshipsInSquadron: number): void {
  if (fireshipsInSquadron > 1) throw new RuleError('only one fireship per squadron (FP-6.7)');
}

/**
 * FP-6.7 / SD-25 a fireship starts off the line on its own side, farthest from the enemy: its distance
 * to the nearest enemy ship is at least that of every other ship of its side (base centres, table mm).
 * Without enemies on the table there is nothing to compare.
 */
export function fireshipStartsFarthest(
  fireship: Vec2,
  own: readonly Vec2[],
  enemies: readonly Vec2[],
): boolean {
  if (enemies.length === 0) return true;
  const nearestEnemy = (p: Vec2) =>
    Math.min(...enemies.map((e) => Math.hypot(e.x - p.x, e.y - p.y)));
  const mine = nearestEnemy(fireship);
  return own.every((p) => nearestEnemy(p) <= mine + 1e-9);
}

/** FP-6.7 lighting is resolved on the S column: H lights it; W too (SD-9); U and m do not. */
export function lightFireship(score: number): boolean {
  const r = abilitaRow(score).short;
  return r === 'hit' || r === 'wellLaid';
}

/**
 * FP-6.7 a lit fireship loses 1 RDC each later turn (no Abilità penalty for its own fire, and the
 * fire cannot be put out); on contact its crew abandon it and it stops; when its last RDC is gone
 * it is removed without exploding. An explosion within short range or a well laid shot lights it.
 */
export const FIRESHIP_RDC_PER_TURN = 1;
export const FIRESHIP_UNFOUL_NEEDS = 'all' as const;

export interface FireshipBurn {
  /** Rigging boxes after this turn's burn. */
  rdcLost: number;
  /** FP-6.7 burnt to the waterline: remove it from the table (it never explodes). */
  burntOut: boolean;
}

/** FP-6.7 each turn after lighting a fireship loses one RDC; with the last one gone it is removed. */
export function fireshipTurn(rdc: number, rdcLostBefore: number): FireshipBurn {
  if (!Number.isInteger(rdc) || rdc < 1)
    throw new RuleError(`a fireship has at least one RDC, got ${rdc}`);
  if (!Number.isInteger(rdcLostBefore) || rdcLostBefore < 0 || rdcLostBefore > rdc)
    throw new RuleError(`RDC lost must be 0-${rdc}, got ${rdcLostBefore}`);
  const rdcLost = Math.min(rdc, rdcLostBefore + FIRESHIP_RDC_PER_TURN);
  return { rdcLost, burntOut: rdcLost >= rdc };
}
