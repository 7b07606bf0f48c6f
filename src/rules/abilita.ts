// FP-4.1 the Abilità score, FP-4.2 the table lookup, FP-4.3 who suffers the unlucky shot and who
// scores the well laid shot when one roll serves several ships.
import { RuleError } from './errors.js';
import { assertTotal3d6 } from './dice.js';
import { modifier, sumModifiers, type Modifier } from './modifiers.js';
import { packedMap } from './packed-map.js';
import { ABILITA_TABLE, type AbilitaRow, type ShotResult } from './tables/abilita.js';
import type { RangeBand } from './tables/gunnery.js';
import { CREW_TABLE, type CrewQuality } from './tables/ships.js';

export const MIN_SCORE = 3;
export const MAX_SCORE = 18;

export interface AbilitaConditions {
  crew: CrewQuality;
  /** DCs lost, hull and rigging, repaired rigging included (FP-2.5, D-4). */
  dcLost: number;
  /** Fires on board; a lit fireship's own fire does not count (FP-6.7). */
  fires: number;
  hoveTo: boolean;
  rudderDamaged: boolean;
  /** Ships touching this one after a collision (FP-4.1, FP-5.8). */
  contacts: number;
}

export const CALM_CONDITIONS: Readonly<AbilitaConditions> = Object.freeze({
  crew: 'average',
  dcLost: 0,
  fires: 0,
  hoveTo: false,
  rudderDamaged: false,
  contacts: 0,
});

function checkCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0)
    throw new RuleError(`${name} must be a whole number >= 0, got ${n}`);
}

/** FP-4.1 the modifiers of one ship, in the digest's order. */
export function abilitaModifiers(c: AbilitaConditions): Modifier[] {
  checkCount('DCs lost', c.dcLost);
  checkCount('fires', c.fires);
  checkCount('contacts', c.contacts);
  const mods: Modifier[] = [];
  const crew = CREW_TABLE[c.crew];
  if (!crew) throw new RuleError(`unknown crew quality "${String(c.crew)}"`);
  if (crew.abilita !== 0) mods.push(modifier('crew', `${c.crew} crew`, crew.abilita, 'FP-4.1'));
  if (c.dcLost > 0) mods.push(modifier('dcLost', 'DCs lost', -c.dcLost, 'FP-4.1'));
  if (c.fires > 0) mods.push(modifier('fires', 'fires on board', -c.fires, 'FP-4.1'));
  // A collision makes the ship hove to (FP-5.8); being hove to for another reason adds nothing more.
  if (c.hoveTo || c.contacts > 0) mods.push(modifier('hoveTo', 'hove to', -1, 'FP-4.1'));
  if (c.rudderDamaged) mods.push(modifier('rudder', 'rudder damaged', -1, 'FP-4.1'));
  if (c.contacts > 1)
    mods.push(modifier('contacts', 'further ships in contact', -(c.contacts - 1), 'FP-5.8'));
  return mods;
}

export function clampScore(n: number): number {
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, n));
}

export interface AbilitaScore {
  roll: number;
  modifiers: Modifier[];
  /** Roll plus modifiers before clamping. */
  unclamped: number;
  /** FP-4.1: clamped to 3..18, fixed for the turn. */
  score: number;
}

/** FP-4.1 one shared 3d6 total modified for one ship. */
export function abilitaScore(rollTotal: number, c: AbilitaConditions): AbilitaScore {
  assertTotal3d6(rollTotal);
  const modifiers = abilitaModifiers(c);
  const unclamped = rollTotal + sumModifiers(modifiers);
  return { roll: rollTotal, modifiers, unclamped, score: clampScore(unclamped) };
}

/** FP-4.2 the table row for a modified score. */
export function abilitaRow(score: number): AbilitaRow {
  const row = ABILITA_TABLE[score];
  if (!row) throw new RuleError(`Abilità score must be an integer 3-18, got ${score}`);
  return row;
}

export function shotResult(score: number, band: RangeBand): ShotResult {
  return abilitaRow(score)[band];
}

/** One broadside that a ship was ordered to fire and did fire this turn. */
export interface FiredBroadside {
  shipId: string;
  side: 'port' | 'starboard';
  score: number;
  band: RangeBand;
  /** Mast-to-mast distance to the target actually fired at. */
  rangeMm: number;
}

export interface CriticalAssignment {
  /** FP-4.3/FP-6.5: the broadside whose unlucky shot takes effect, or null. */
  unlucky: FiredBroadside | null;
  /** FP-4.3/FP-6.6: the broadside whose well laid shot takes effect, or null. */
  wellLaid: FiredBroadside | null;
  /** Every broadside's effective result: other U become misses, other W plain hits (SD-3). */
  effective: ShotResult[];
}

/**
 * FP-4.3 among broadsides resolved on one roll: only the lowest-scoring ship that drew U suffers
 * it, only the highest-scoring ship that drew W, nearest its target, scores it. Ties: nearer
 * target, then the order given (SD-3). A ship that fired both sides suffers U on the side that
 * fired at the nearer target (FP-6.5).
 */
export function assignCriticals(broadsides: readonly FiredBroadside[]): CriticalAssignment {
  // packedMap: resolveShots reads these lists in the sim's hot loop (packed-map.ts says why).
  const raw = packedMap(broadsides, (b) => {
    if (!(Number.isFinite(b.rangeMm) && b.rangeMm >= 0))
      throw new RuleError(`range must be >= 0 mm, got ${b.rangeMm}`);
    return shotResult(b.score, b.band);
  });
  let unluckyIdx = -1;
  let wellLaidIdx = -1;
  raw.forEach((r, i) => {
    const b = broadsides[i]!;
    if (r === 'unlucky') {
      const cur = unluckyIdx >= 0 ? broadsides[unluckyIdx]! : null;
      if (!cur || b.score < cur.score || (b.score === cur.score && b.rangeMm < cur.rangeMm))
        unluckyIdx = i;
    } else if (r === 'wellLaid') {
      const cur = wellLaidIdx >= 0 ? broadsides[wellLaidIdx]! : null;
      if (!cur || b.score > cur.score || (b.score === cur.score && b.rangeMm < cur.rangeMm))
        wellLaidIdx = i;
    }
  });
  const effective = packedMap(raw, (r, i): ShotResult => {
    if (r === 'unlucky' && i !== unluckyIdx) return 'miss';
    if (r === 'wellLaid' && i !== wellLaidIdx) return 'hit';
    return r;
  });
  return {
    unlucky: unluckyIdx >= 0 ? broadsides[unluckyIdx]! : null,
    wellLaid: wellLaidIdx >= 0 ? broadsides[wellLaidIdx]! : null,
    effective,
  };
}

/** FP-4.3 X: every ship of the player whose score is 3 must bear away one point at once. */
export function hasCriticalCourseFailure(score: number): boolean {
  return abilitaRow(score).changeCourse === 'critical';
}
