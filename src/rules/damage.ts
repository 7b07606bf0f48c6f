// FP-2.5 damage tracks: points fill DC boxes in order with carry-over; hull overflow to the other
// side; current BF per side; dismasting, sinking; D-4 rigging repair.
import { RuleError } from './errors.js';
import type { ShipProfile } from './ship.js';
import { REPAIR_MIN_SCORE } from './tables/abilita.js';

export type HullSide = 'port' | 'starboard';
export type Track = HullSide | 'rigging';

/** Damage points currently marked on each track, plus rigging boxes restored by repair (D-4). */
export interface ShipDamage {
  port: number;
  starboard: number;
  rigging: number;
  riggingRepaired: number;
}

export const NO_DAMAGE: Readonly<ShipDamage> = Object.freeze({
  port: 0,
  starboard: 0,
  rigging: 0,
  riggingRepaired: 0,
});

export interface TrackState {
  boxes: number;
  capacity: number;
  points: number;
  lost: number;
  /** Points in the first box not yet lost (0 when all are lost). */
  partial: number;
  remainingPoints: number;
}

export function boxesOf(profile: ShipProfile, track: Track): number {
  return track === 'rigging' ? profile.rdc : profile.hdc[track];
}

/** FP-2.5 a DC box is lost when its damage reaches its capacity. */
export function trackState(profile: ShipProfile, damage: ShipDamage, track: Track): TrackState {
  const boxes = boxesOf(profile, track);
  const capacity = profile.dcCapacity;
  const points = damage[track];
  const lost = Math.min(boxes, Math.floor(points / capacity));
  const partial = lost >= boxes ? 0 : points - lost * capacity;
  return { boxes, capacity, points, lost, partial, remainingPoints: boxes * capacity - points };
}

// trackState's `lost` alone, with nothing built: the simulation asks it several times a part.
function lostOn(profile: ShipProfile, damage: ShipDamage, track: Track): number {
  // Named reads, not damage[track]: the duel asks this many times a part (a keyed read is slower).
  const boxes =
    track === 'rigging' ? profile.rdc : track === 'port' ? profile.hdc.port : profile.hdc.starboard;
  const points =
    track === 'rigging' ? damage.rigging : track === 'port' ? damage.port : damage.starboard;
  return Math.min(boxes, Math.floor(points / profile.dcCapacity));
}

export function validateDamage(profile: ShipProfile, damage: ShipDamage): void {
  for (const track of ['port', 'starboard', 'rigging'] as const) {
    const v = damage[track];
    const max = boxesOf(profile, track) * profile.dcCapacity;
    if (!Number.isInteger(v) || v < 0 || v > max) {
      throw new RuleError(`${track} damage must be a whole number 0-${max}, got ${v}`);
    }
  }
  const r = damage.riggingRepaired;
  const standing = profile.rdc - trackState(profile, damage, 'rigging').lost;
  if (!Number.isInteger(r) || r < 0 || r > standing) {
    throw new RuleError(`repaired rigging DCs must be a whole number 0-${standing}, got ${r}`);
  }
}

export interface DcLost {
  port: number;
  starboard: number;
  /** Rigging boxes lost now (what speed sees). */
  rigging: number;
  /** D-4: restored boxes still standing; they still count as lost for Abilità (and for morale, SD-2). */
  riggingRepaired: number;
  hull: number;
  /** All DCs that penalise Abilità (FP-2.5). */
  total: number;
}

export function dcLost(profile: ShipProfile, damage: ShipDamage): DcLost {
  const port = lostOn(profile, damage, 'port');
  const starboard = lostOn(profile, damage, 'starboard');
  const rigging = lostOn(profile, damage, 'rigging');
  const hull = port + starboard;
  return {
    port,
    starboard,
    rigging,
    riggingRepaired: damage.riggingRepaired,
    hull,
    total: hull + rigging + damage.riggingRepaired,
  };
}

/** FP-2.2 current BF of a side = initial BF - HDC lost on that side, never below 0. */
export function currentBf(profile: ShipProfile, damage: ShipDamage, side: HullSide): number {
  if (profile.isFortification) return Math.max(0, profile.bf - lostOn(profile, damage, 'port'));
  return Math.max(0, profile.bf - lostOn(profile, damage, side));
}

/** FP-2.5 all RDC lost = dismasted (a ship without masts, a fort, is never "dismasted"). */
export function isDismasted(profile: ShipProfile, damage: ShipDamage): boolean {
  return profile.rdc > 0 && lostOn(profile, damage, 'rigging') >= profile.rdc;
}

/** FP-2.5 all HDC lost = sinking. */
export function isSinking(profile: ShipProfile, damage: ShipDamage): boolean {
  const hull = lostOn(profile, damage, 'port') + lostOn(profile, damage, 'starboard');
  return hull >= profile.hdc.port + profile.hdc.starboard;
}

export interface DamageApplication {
  damage: ShipDamage;
  /** Points that landed on each track. */
  applied: { port: number; starboard: number; rigging: number };
  /** Points beyond every box of the track(s): the ship had nothing left to take them. */
  excess: number;
  /** Boxes newly lost on each track by this application. */
  newlyLost: { port: number; starboard: number; rigging: number };
}

function checkPoints(points: number): void {
  if (!Number.isInteger(points) || points < 0)
    throw new RuleError(`damage points must be a whole number >= 0, got ${points}`);
}

/** FP-2.5 hull damage: fill the side; when it has no HDC left, carry to the other side. */
export function applyHullDamage(
  profile: ShipProfile,
  damage: ShipDamage,
  side: HullSide,
  points: number,
): DamageApplication {
  checkPoints(points);
  const cap = profile.dcCapacity;
  const first: HullSide = profile.isFortification ? 'port' : side;
  const other: HullSide = first === 'port' ? 'starboard' : 'port';
  const room = (t: HullSide, d: ShipDamage) => profile.hdc[t] * cap - d[t];
  const next = { ...damage };
  const onFirst = Math.min(points, room(first, next));
  next[first] += onFirst;
  const onOther = Math.min(points - onFirst, room(other, next));
  next[other] += onOther;
  const applied = { port: 0, starboard: 0, rigging: 0 };
  applied[first] += onFirst;
  applied[other] += onOther;
  return {
    damage: next,
    applied,
    excess: points - onFirst - onOther,
    newlyLost: lostDelta(profile, damage, next),
  };
}

export function applyRiggingDamage(
  profile: ShipProfile,
  damage: ShipDamage,
  points: number,
): DamageApplication {
  checkPoints(points);
  const room = profile.rdc * profile.dcCapacity - damage.rigging;
  const onRigging = Math.min(points, room);
  const next = { ...damage, rigging: damage.rigging + onRigging };
  // D-4: the restored box is the next one to fill, so a newly lost box uses up a repair first.
  const newlyLostRigging =
    trackState(profile, next, 'rigging').lost - trackState(profile, damage, 'rigging').lost;
  next.riggingRepaired = Math.max(0, damage.riggingRepaired - newlyLostRigging);
  return {
    damage: next,
    applied: { port: 0, starboard: 0, rigging: onRigging },
    excess: points - onRigging,
    newlyLost: lostDelta(profile, damage, next),
  };
}

export function applyDamage(
  profile: ShipProfile,
  damage: ShipDamage,
  track: Track,
  points: number,
): DamageApplication {
  return track === 'rigging'
    ? applyRiggingDamage(profile, damage, points)
    : applyHullDamage(profile, damage, track, points);
}

/** Points needed to lose exactly `boxes` more boxes of a track from its current state ("lose 1 HDC"). */
export function pointsToLoseBoxes(
  profile: ShipProfile,
  damage: ShipDamage,
  track: Track,
  boxes: number,
): number {
  const st = trackState(profile, damage, track);
  const target = Math.min(st.boxes, st.lost + boxes) * st.capacity;
  return Math.max(0, target - st.points);
}

function lostDelta(profile: ShipProfile, before: ShipDamage, after: ShipDamage) {
  const b = dcLost(profile, before);
  const a = dcLost(profile, after);
  return {
    port: a.port - b.port,
    starboard: a.starboard - b.starboard,
    rigging: a.rigging - b.rigging,
  };
}

/** D-4 whether a ship may still repair rigging: one RDC in all, once (a restored box still standing, or one lost again, closes it). */
export function mayRepairRigging(damage: ShipDamage, alreadyRepaired = false): boolean {
  return !alreadyRepaired && damage.riggingRepaired === 0;
}

/**
 * FP-2.5 / D-4 repair rigging: with a modified Abilità of 6 or more, one lost RDC box is restored
 * (its points removed) while the -1 Abilità for it remains (riggingRepaired + 1). At most one RDC in
 * all, once: `alreadyRepaired` (the ship's record that it has repaired) refuses any further repair.
 */
export function repairRigging(
  profile: ShipProfile,
  damage: ShipDamage,
  score: number,
  opts: { alreadyRepaired?: boolean } = {},
): { repaired: boolean; damage: ShipDamage } {
  if (!(Number.isInteger(score) && score >= 3 && score <= 18))
    throw new RuleError(`Abilità score must be 3-18, got ${score}`);
  const lost = trackState(profile, damage, 'rigging').lost;
  if (score < REPAIR_MIN_SCORE || lost === 0 || !mayRepairRigging(damage, opts.alreadyRepaired))
    return { repaired: false, damage };
  return {
    repaired: true,
    damage: {
      ...damage,
      rigging: damage.rigging - profile.dcCapacity,
      riggingRepaired: damage.riggingRepaired + 1,
    },
  };
}
