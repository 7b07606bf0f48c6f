// FP-4.4 fire: fighting fires, failed-attempt damage (D-5), rigging fires and hull fire spread
// (D-7), explosions (D-6), spread by contact.
import { RuleError } from './errors.js';
import { abilitaRow } from './abilita.js';
import { pctOfDc } from './ship.js';
import type { ShipProfile } from './ship.js';
import {
  applyDamage,
  isDismasted,
  pointsToLoseBoxes,
  trackState,
  type HullSide,
  type ShipDamage,
  type Track,
} from './damage.js';

export interface Fires {
  hull: number;
  rigging: number;
}

export const NO_FIRES: Readonly<Fires> = Object.freeze({ hull: 0, rigging: 0 });

export function fireCount(f: Fires): number {
  return f.hull + f.rigging;
}

export function checkFires(f: Fires): void {
  for (const n of [f.hull, f.rigging]) {
    if (!Number.isInteger(n) || n < 0)
      throw new RuleError(`fires must be whole numbers >= 0, got ${n}`);
  }
}

export interface ExtinguishOutcome {
  success: boolean;
  fires: Fires;
  damage: ShipDamage;
  /** Where the failed attempt's damage went and how many points, or null. */
  penalty: { track: Track; points: number; pct: number } | null;
}

/**
 * FP-4.4 one fire-fighting attempt on the Ext column: a success puts out every fire; a failure
 * deals the column's damage, to the rigging if a rigging fire burns, else to the hull side the
 * owner picks (D-5). "-1 DC" / "-2 DC" are one / two full DC capacities of points.
 */
export function extinguish(
  profile: ShipProfile,
  damage: ShipDamage,
  fires: Fires,
  score: number,
  hullSide: HullSide = 'port',
): ExtinguishOutcome {
  checkFires(fires);
  const row = abilitaRow(score);
  if (fireCount(fires) === 0) return { success: true, fires, damage, penalty: null };
  if (row.extinguish === 'ok')
    return { success: true, fires: { hull: 0, rigging: 0 }, damage, penalty: null };
  const pct = row.extinguishDamagePct;
  const track: Track = fires.rigging > 0 ? 'rigging' : hullSide;
  const points = pctOfDc(profile.dcCapacity, pct);
  const applied = points > 0 ? applyDamage(profile, damage, track, points).damage : damage;
  return {
    success: false,
    fires,
    damage: applied,
    penalty: pct > 0 ? { track, points, pct } : null,
  };
}

export interface EndOfPartFire {
  fires: Fires;
  damage: ShipDamage;
  /** Rigging boxes burnt this part. */
  riggingLost: number;
  /** D-6: the last RDC went while on fire. */
  explodes: boolean;
}

/**
 * FP-4.4 / D-21 / D-7 at the end of the owner's part: each rigging fire not put out costs 1 RDC (two
 * rigging fires, two RDC a turn: D-21); then a hull fire not put out spreads to the rigging (SD-6).
 * A ship that loses its last RDC while on fire explodes (D-6; a lit fireship burns out instead, FP-6.7).
 */
export function endOfPartFire(
  profile: ShipProfile,
  damage: ShipDamage,
  fires: Fires,
  opts: { fireship?: boolean } = {},
): EndOfPartFire {
  checkFires(fires);
  let next = damage;
  let riggingLost = 0;
  let explodes = false;
  if (fires.rigging > 0 && profile.rdc > 0 && !isDismasted(profile, damage)) {
    const before = trackState(profile, damage, 'rigging').lost;
    next = applyDamage(
      profile,
      damage,
      'rigging',
      pointsToLoseBoxes(profile, damage, 'rigging', fires.rigging),
    ).damage;
    riggingLost = trackState(profile, next, 'rigging').lost - before;
    explodes = !opts.fireship && isDismasted(profile, next);
  }
  const spread =
    fires.hull > 0 && fires.rigging === 0 && profile.rdc > 0 && !isDismasted(profile, next);
  return { fires: spread ? { ...fires, rigging: 1 } : fires, damage: next, riggingLost, explodes };
}

/** D-6 losing the last RDC: on fire it explodes, otherwise (gunfire alone) it is dismasted. */
export function lastRdcOutcome(
  onFire: boolean,
  fireship = false,
): 'explodes' | 'dismasted' | 'burntOut' {
  if (fireship) return 'burntOut';
  return onFire ? 'explodes' : 'dismasted';
}

export interface ContactFireInput {
  id: string;
  burning: boolean;
}

/**
 * FP-4.4 fire on contact: a ship touched by a burning ship, or touching one, catches a rigging fire;
 * a burning ship that makes contact with another burning ship gains a new fire (the mover only, not
 * the ship it touched); the fire also reaches the ships already touching the one that was hit.
 * Returns the rigging fires to add per ship id.
 */
export function fireSpreadOnContact(
  mover: ContactFireInput,
  touched: ContactFireInput,
  touchedNeighbours: readonly ContactFireInput[],
): Record<string, number> {
  const add: Record<string, number> = {};
  const bump = (id: string) => (add[id] = (add[id] ?? 0) + 1);
  if (mover.burning && touched.burning) {
    bump(mover.id);
    return add;
  }
  if (!mover.burning && !touched.burning) return add;
  const victim = mover.burning ? touched : mover;
  bump(victim.id);
  if (mover.burning)
    for (const n of touchedNeighbours) if (!n.burning && n.id !== mover.id) bump(n.id);
  return add;
}

/** FP-4.4 an explosion sets a fire (a rigging fire, SD-7) on every ship within short range. */
export const EXPLOSION_FIRE: keyof Fires = 'rigging';
