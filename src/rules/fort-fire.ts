// HR-5 the coastal batteries card: the forts fire, at once. The source gives no rule for how a fort
// fires, so every step below is a house interpretation (SD-177, SD-178, SD-179) built from the ship
// rules it borrows: FP-1.2 / SD-1 range from the fort's centre, FP-6.1 bands, FP-4.1 / FP-4.2 the
// Abilità roll and its gunfire columns, FP-6.3 / D-16 damage on the hull.
import { abilitaScore, shotResult, type AbilitaScore } from './abilita.js';
import { currentBf, dcLost, NO_DAMAGE } from './damage.js';
import { diceTotal, toDice3, type Dice3 } from './dice.js';
import { RuleError } from './errors.js';
import { bandFor, mastToMastRange } from './geometry/range.js';
import type { ShipPlacement } from './geometry/ship-shape.js';
import { broadsideDamage, type DamageResult } from './gunnery.js';
import type { ShipProfile } from './ship.js';
import type { ShotResult } from './tables/abilita.js';
import type { RangeBand } from './tables/gunnery.js';
import type { Scale } from './tables/ships.js';

/** A fort as the card sees it: its place, side, class and crew, hull damage points and fires. */
export interface FiringFort extends ShipPlacement {
  id: string;
  side: string;
  profile: ShipProfile;
  /** Damage points on its one hull track (D-3). */
  hullDamage: number;
  /** Hull fires burning in it (FP-4.1 -1 each). */
  fires: number;
}

/** A ship the fort may fire at (the caller leaves out ships no longer on the table). */
export interface FortTargetShip extends ShipPlacement {
  id: string;
  side: string;
}

export interface FortTarget {
  id: string;
  /** FP-1.2 / SD-1 from the fort's centre to the ship's nearest mast. */
  rangeMm: number;
  band: RangeBand;
}

/** What the fort's roll did: FP-4.2 result, or no enemy within long range (the roll is still made). */
export type FortShotResult = ShotResult | 'noTarget';

export interface FortFire {
  fortId: string;
  target: FortTarget | null;
  dice: Dice3;
  abilita: AbilitaScore;
  /** The fort's current BF (FP-2.2 with its one hull track). */
  bf: number;
  result: FortShotResult;
  /** Hull damage to the target, whole points (FP-6.3 / D-16); null when nothing hits. */
  damage: DamageResult | null;
}

function fortDamage(fort: FiringFort) {
  if (!(Number.isInteger(fort.hullDamage) && fort.hullDamage >= 0))
    throw new RuleError(`a fort's hull damage must be a whole number >= 0, got ${fort.hullDamage}`);
  // D-3 a fort's single hull track is the core's port track.
  return { ...NO_DAMAGE, port: fort.hullDamage };
}

/**
 * SD-177 the fort fires all round from its footprint centre (SD-1) at the nearest enemy ship, the
 * range taken to the ship's nearest mast (FP-1.2), within long range (FP-6.1, D-10 a boundary belongs
 * to the shorter band); at equal range the ship whose id sorts first. Null when no enemy is in range.
 */
export function fortTarget(
  fort: FiringFort,
  ships: readonly FortTargetShip[],
  scale: Scale = 1200,
): FortTarget | null {
  if (!fort.profile.isFortification) throw new RuleError(`"${fort.id}" is not a fortification`);
  let best: FortTarget | null = null;
  for (const ship of ships) {
    if (ship.side === fort.side) continue;
    const rangeMm = mastToMastRange(fort, ship);
    const band = bandFor(rangeMm, scale);
    if (band === 'out') continue;
    if (
      !best ||
      rangeMm < best.rangeMm ||
      (rangeMm === best.rangeMm && ship.id.localeCompare(best.id) < 0)
    )
      best = { id: ship.id, rangeMm, band };
  }
  return best;
}

/**
 * SD-178 / SD-179 what a fort's score does at the target's band: the FP-4.2 column decides; a hit or
 * a well laid shot does `bf` x the hull multiplier (FP-6.3, no rake, D-16), an unlucky one nothing.
 */
export function fortShot(
  score: number,
  band: FortTarget['band'],
  bf: number,
): { result: ShotResult; damage: DamageResult | null } {
  const result = shotResult(score, band);
  if (result !== 'hit' && result !== 'wellLaid') return { result, damage: null };
  return { result, damage: broadsideDamage({ bf, band, aim: 'hull' }) };
}

/**
 * HR-5 one fort's fire on the coastal batteries card. SD-178 its own 3d6 (faces in), modified as
 * FP-4.1 for its crew, hull DCs lost and fires (a fort is never hove to and has no rudder); the
 * FP-4.2 column of the target's band decides; a hit does the fort's current BF x the hull multiplier
 * (FP-6.3, no rake, D-16). SD-179 a well laid shot is a plain hit and an unlucky shot a plain miss:
 * the FP-6.5 / FP-6.6 criticals are a ship's, not rolled for a fort.
 */
export function fortFire(
  fort: FiringFort,
  ships: readonly FortTargetShip[],
  faces: readonly unknown[],
  scale: Scale = 1200,
): FortFire {
  const dice = toDice3(faces);
  const damageNow = fortDamage(fort);
  if (!(Number.isInteger(fort.fires) && fort.fires >= 0))
    throw new RuleError(`a fort's fires must be a whole number >= 0, got ${fort.fires}`);
  const target = fortTarget(fort, ships, scale);
  const abilita = abilitaScore(diceTotal(dice), {
    crew: fort.profile.crew,
    dcLost: dcLost(fort.profile, damageNow).hull,
    fires: fort.fires,
    hoveTo: false,
    rudderDamaged: false,
    contacts: 0,
  });
  const bf = currentBf(fort.profile, damageNow, 'port');
  const base = { fortId: fort.id, target, dice, abilita, bf };
  if (!target) return { ...base, result: 'noTarget', damage: null };
  return { ...base, ...fortShot(abilita.score, target.band, bf) };
}
