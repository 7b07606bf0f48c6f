// OR-6 rate of fire as a pure per-side state machine. A side is loaded, run out (loaded with the
// guns run out for an initial broadside), fired (needs a reload) or reloading. "A side may not fire
// in the segment it reloads; reload in one segment, fire the next": a ship that reloads either side
// in a segment fires neither in it, and one that fired does not reload in it. With OR-3 off the
// phase is the whole turn (SD-38: reload in one turn, fire the next).
import { RuleError } from './errors.js';
import { broadsideKind, reloadResult, type ReloadResult } from './full-gunnery.js';
import type { BroadsideKind } from './tables/full-gunnery.js';
import type { CrewQuality } from './tables/ships.js';

export type GunSideName = 'port' | 'starboard';
export type GunStatus = 'loaded' | 'runOut' | 'fired' | 'reloading';

/** A segment of a turn (OR-3), or the whole turn (`segment: null`, OR-3 off). */
export interface GunPhase {
  turn: number;
  segment: 1 | 2 | null;
}

export interface GunSide {
  status: GunStatus;
  /** The side has fired at least once this battle (no initial broadside from running out). */
  hasFired: boolean;
  /** The last reload was perfect (16-18): the next broadside is an initial one. */
  perfect: boolean;
  lastFired: GunPhase | null;
  lastReload: GunPhase | null;
}

export interface ShipGuns {
  port: GunSide;
  starboard: GunSide;
  /** The turn the guns were last run out (no firing or reloading in that turn). */
  runOutTurn: number | null;
}

export type GunRefusal =
  | 'notLoaded'
  | 'reloadingThisPhase'
  | 'firedThisPhase'
  | 'notFired'
  | 'runOutThisTurn'
  | 'firedOrReloadedThisTurn'
  | 'nothingLoaded';

const SIDES: readonly GunSideName[] = ['port', 'starboard'];

function freshSide(): GunSide {
  return { status: 'loaded', hasFired: false, perfect: false, lastFired: null, lastReload: null };
}

/** SD-38 a ship starts the battle with both sides loaded, guns not run out, no side fired. */
export function freshGuns(): ShipGuns {
  return { port: freshSide(), starboard: freshSide(), runOutTurn: null };
}

function checkPhase(p: GunPhase): void {
  if (!Number.isInteger(p.turn) || p.turn < 0 || ![1, 2, null].includes(p.segment))
    throw new RuleError(
      `a phase is a turn >= 0 and segment 1, 2 or none, got ${JSON.stringify(p)}`,
    );
}

/** Order of two phases: negative when a is earlier. */
export function comparePhases(a: GunPhase, b: GunPhase): number {
  return a.turn !== b.turn ? a.turn - b.turn : (a.segment ?? 0) - (b.segment ?? 0);
}

const same = (a: GunPhase | null, b: GunPhase): boolean => a !== null && comparePhases(a, b) === 0;

/** A side reloaded in an earlier phase is loaded now. */
export function settleGuns(g: ShipGuns, phase: GunPhase): ShipGuns {
  checkPhase(phase);
  const settle = (s: GunSide): GunSide =>
    s.status === 'reloading' && s.lastReload && comparePhases(s.lastReload, phase) < 0
      ? { ...s, status: 'loaded' }
      : s;
  return { ...g, port: settle(g.port), starboard: settle(g.starboard) };
}

/** OR-6 why a side may not fire now, or null. */
export function fireRefusal(g: ShipGuns, side: GunSideName, phase: GunPhase): GunRefusal | null {
  const s = settleGuns(g, phase);
  if (SIDES.some((n) => same(s[n].lastReload, phase))) return 'reloadingThisPhase';
  if (s.runOutTurn === phase.turn) return 'runOutThisTurn';
  if (s[side].status !== 'loaded' && s[side].status !== 'runOut') return 'notLoaded';
  return null;
}

/**
 * OR-6 a side that has fired and is not being reloaded (its reload failed, or none was ordered): it
 * cannot fire again before a new reload, so nothing it was ordered to fire in this part can be waited for.
 */
export function sideSpent(g: ShipGuns, side: GunSideName, phase: GunPhase): boolean {
  return settleGuns(g, phase)[side].status === 'fired';
}

/** OR-6 why a side may not reload now, or null. */
export function reloadRefusal(g: ShipGuns, side: GunSideName, phase: GunPhase): GunRefusal | null {
  const s = settleGuns(g, phase);
  if (SIDES.some((n) => same(s[n].lastFired, phase))) return 'firedThisPhase';
  if (s.runOutTurn === phase.turn) return 'runOutThisTurn';
  if (s[side].status !== 'fired') return 'notFired';
  return null;
}

/** OR-6 why the guns may not be run out this turn, or null. */
export function runOutRefusal(g: ShipGuns, phase: GunPhase): GunRefusal | null {
  const s = settleGuns(g, phase);
  const inTurn = (p: GunPhase | null) => p !== null && p.turn === phase.turn;
  if (SIDES.some((n) => inTurn(s[n].lastFired) || inTurn(s[n].lastReload)))
    return 'firedOrReloadedThisTurn';
  if (!SIDES.some((n) => s[n].status === 'loaded' || s[n].status === 'runOut'))
    return 'nothingLoaded';
  return null;
}

function refuse(reason: GunRefusal | null, what: string): void {
  if (reason) throw new RuleError(`${what} refused: ${reason} (OR-6)`);
}

/** OR-6 fire one side: which broadside it is, and the side now needs a reload. */
export function fireSide(
  g: ShipGuns,
  side: GunSideName,
  phase: GunPhase,
): { guns: ShipGuns; broadside: BroadsideKind } {
  refuse(fireRefusal(g, side, phase), `firing the ${side} side`);
  const s = settleGuns(g, phase);
  const cur = s[side];
  const broadside = broadsideKind({
    gunsRunOut: cur.status === 'runOut',
    sideHasFired: cur.hasFired,
    perfectReload: cur.perfect,
  });
  const next: GunSide = {
    ...cur,
    status: 'fired',
    hasFired: true,
    perfect: false,
    lastFired: phase,
  };
  return { guns: { ...s, [side]: next }, broadside };
}

/** OR-6 reload one side on the Abilità score: loaded from the next phase on, or still to reload. */
export function reloadSide(
  g: ShipGuns,
  side: GunSideName,
  phase: GunPhase,
  crew: CrewQuality,
  score: number,
): { guns: ShipGuns; result: ReloadResult } {
  refuse(reloadRefusal(g, side, phase), `reloading the ${side} side`);
  const result = reloadResult(crew, score);
  const s = settleGuns(g, phase);
  const next: GunSide = result.reloaded
    ? { ...s[side], status: 'reloading', perfect: result.initial, lastReload: phase }
    : { ...s[side], lastReload: phase };
  return { guns: { ...s, [side]: next }, result };
}

/** OR-6 the run out guns order: every loaded side is run out; no fire or reload this turn. */
export function runOutGuns(g: ShipGuns, phase: GunPhase): ShipGuns {
  refuse(runOutRefusal(g, phase), 'running out the guns');
  const s = settleGuns(g, phase);
  const out = (x: GunSide): GunSide => (x.status === 'loaded' ? { ...x, status: 'runOut' } : x);
  return { port: out(s.port), starboard: out(s.starboard), runOutTurn: phase.turn };
}
