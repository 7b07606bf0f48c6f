// OR-9 rigging damage test: when it is taken, the score and the damage, and what a lost RDC does
// until it is jury-rigged (the jury rig itself: jury-rig.ts).
import type { HullSide } from './damage.js';
import { RuleError } from './errors.js';
import { modifier, sumModifiers, type Modifier } from './modifiers.js';
import { navWindOf, type NavWindCondition } from './navigation.js';
import { relativeToWind } from './sailing.js';
import {
  RIGGING_DAMAGE_PCT_PER_POINT,
  RIGGING_TEST_PASSES_AT,
  RIGGING_TEST_BASE,
  RIGGING_TEST_MODIFIERS as M,
  type NavWind,
} from './tables/navigation.js';
import type { SailSetting, WindStrength } from './tables/sailing.js';
import { CREW_QUALITIES, type CrewQuality } from './tables/ships.js';
import { testDiceModifier } from './tests-dice.js';

/** Why a ship takes the test (OR-9, OR-5, OR-2); the card names it. */
export const RIGGING_TEST_CAUSES = [
  'tackFailure',
  'forbiddenHeading',
  'illegalCourseOrder',
  'fullSailStrongWind',
  'storm',
  'collision',
  'grounding',
] as const;
export type RiggingTestCause = (typeof RIGGING_TEST_CAUSES)[number];

export type RiggingCollision = 'ship' | 'rock' | 'sand';
export type RiggingSail = 'easy' | 'full' | 'hove-to';

export interface RiggingTestInput {
  /** The crew that kept the ship (a prize's original crew, OR-9). */
  crew: CrewQuality;
  /** The 3d6 total. */
  roll: number;
  sail: RiggingSail;
  wind: NavWind;
  rdcLost?: number;
  /** A collision with a ship, or a collision or grounding on rock or sand. */
  collision?: RiggingCollision;
  /** Rates of difference against this ship in a collision with a ship (0 or more). */
  rateDiff?: number;
  /** Boarding parties ready in a collision with a ship. */
  partiesReady?: boolean;
}

export interface RiggingTestResult {
  roll: number;
  modifiers: Modifier[];
  score: number;
  damage: boolean;
  /** Rigging damage in percent of one DC (|score| x 10), 0 when the test is passed. */
  damagePctDc: number;
  /** Whose DC the percentage is of: the other ship's in a collision with a ship (OR-9). */
  dcOf: 'own' | 'other';
}

/**
 * OR-9 the test: base by crew, the 3d6 dice modifier, then the circumstances. A result of 0 or
 * more passes; a negative result costs |result| x 10% of one DC in rigging damage (the other
 * ship's DC in a collision with a ship). Hove to takes -1 and no sail modifier (SD-30: hove to is
 * the setting below easy sail, not easy sail with a penalty). A collision with a ship has no fixed
 * modifier: the -5 / -3 are for striking or grounding on rock or sand (SD-31), a ship collision
 * takes the rate difference and the boarding parties.
 */
export function riggingTest(i: RiggingTestInput): RiggingTestResult {
  if (!(CREW_QUALITIES as readonly string[]).includes(i.crew))
    throw new RuleError(`unknown crew quality "${String(i.crew)}"`);
  const rdcLost = i.rdcLost ?? 0;
  if (!Number.isInteger(rdcLost) || rdcLost < 0)
    throw new RuleError(`RDC lost must be a whole number 0 or more, got ${rdcLost}`);
  if (i.rateDiff !== undefined) {
    if (i.collision !== 'ship')
      throw new RuleError('a rate difference counts only in a collision with a ship');
    if (!Number.isInteger(i.rateDiff) || i.rateDiff < 0)
      throw new RuleError(
        `rates of difference must be a whole number 0 or more, got ${i.rateDiff}`,
      );
  }
  if (i.partiesReady && i.collision !== 'ship')
    throw new RuleError('boarding parties count only in a collision with a ship');
  const mods: Modifier[] = [
    modifier('crew', `${i.crew} crew`, RIGGING_TEST_BASE[i.crew], 'OR-9'),
    modifier('dice', `3d6 ${i.roll}`, testDiceModifier(i.roll), 'OR-9'),
  ];
  if (i.partiesReady)
    mods.push(modifier('partiesReady', 'boarding parties ready', M.partiesReady, 'OR-9'));
  if (i.collision === 'rock')
    mods.push(modifier('rock', 'collision or grounding on rock', M.rock, 'OR-9'));
  if (i.collision === 'sand')
    mods.push(modifier('sand', 'collision or grounding on sand', M.sand, 'OR-9'));
  if (i.rateDiff)
    mods.push(
      modifier('rateDiff', `${i.rateDiff} rates against`, M.perRateAgainst * i.rateDiff, 'OR-9'),
    );
  if (i.sail === 'hove-to') mods.push(modifier('hoveTo', 'hove to', M.hoveTo, 'OR-9'));
  else if (i.sail === 'easy' || i.sail === 'full')
    mods.push(modifier('sail', `${i.sail} sail`, M.sail[i.sail], 'OR-9'));
  else throw new RuleError(`unknown sail "${String(i.sail)}" (easy, full or hove-to)`);
  if (rdcLost > 0)
    mods.push(modifier('rdcLost', `${rdcLost} RDC lost`, M.perRdcLost * rdcLost, 'OR-9'));
  const windMod = M.wind[i.wind];
  if (windMod === undefined) throw new RuleError(`unknown wind "${String(i.wind)}"`);
  mods.push(modifier('wind', i.wind, windMod, 'OR-9'));
  const score = sumModifiers(mods);
  const damage = score < RIGGING_TEST_PASSES_AT;
  return {
    roll: i.roll,
    modifiers: mods,
    score,
    damage,
    damagePctDc: damage ? -score * RIGGING_DAMAGE_PCT_PER_POINT : 0,
    dcOf: i.collision === 'ship' ? 'other' : 'own',
  };
}

/** The test's sail from a ship's Fast Play sail setting (furled = hove to). */
export function riggingSailOf(sail: SailSetting): RiggingSail {
  return sail === 'furled' ? 'hove-to' : sail;
}

/**
 * OR-9 a ship at full sail in a strong wind takes the test every turn until it reduces sail; OR-2
 * in a storm every ship above easy sail takes it (with Fast Play's three settings: full sail). In
 * any other wind (light airs, calm) no test is due.
 */
export function riggingTestDue(i: {
  sail: SailSetting;
  wind: NavWind | NavWindCondition | WindStrength;
}): boolean {
  if (i.sail !== 'full') return false;
  const reading = navWindOf(i.wind);
  return reading.storm || reading.wind === 'strong-wind';
}

/** The cause of a due end-of-part test, for the card. */
export function dueTestCause(wind: NavWind | NavWindCondition | WindStrength): RiggingTestCause {
  return navWindOf(wind).storm ? 'storm' : 'fullSailStrongWind';
}

/**
 * OR-9 the wreckage falls on the lee side (the side away from the wind); null when the wind is dead
 * ahead or dead astern: the side is random (the caller rolls, e.g. odd port, even starboard).
 */
export function leeSide(heading: number, wind: number): HullSide | null {
  const { tack } = relativeToWind(heading, wind);
  if (tack === 'none') return null;
  return tack === 'port' ? 'starboard' : 'port';
}

/** OR-9 a random lee side from one die, when head or stern to wind: odd port, even starboard (SD-32). */
export function randomLeeSide(face: number): HullSide {
  if (!Number.isInteger(face) || face < 1 || face > 6)
    throw new RuleError(`a die face is 1-6, got ${face}`);
  return face % 2 === 1 ? 'port' : 'starboard';
}

/** OR-9 firing from the side the wreckage fell on: -1 (a core modifier for the fire card). */
export function wreckageFireModifier(
  firingSide: HullSide,
  wreckageSide: HullSide | null,
): Modifier | null {
  if (wreckageSide === null || firingSide !== wreckageSide) return null;
  return modifier('wreckage', 'wreckage over the side', -1, 'OR-9');
}

/**
 * OR-9 / SD-76 a broadside fired from the side the wreckage fell on: -1 to the firer's Abilità score
 * for that broadside only, within 3..18 (as OR-7's +1 for an entangled target, SD-72).
 */
export function wreckageFireScore(
  score: number,
  firingSide: HullSide,
  wreckageSide: HullSide | null,
): { score: number; modifier: Modifier | null } {
  if (!(Number.isInteger(score) && score >= 3 && score <= 18))
    throw new RuleError(`an Abilità score is 3 to 18, got ${score}`);
  const mod = wreckageFireModifier(firingSide, wreckageSide);
  return { score: mod ? Math.max(3, score + mod.value) : score, modifier: mod };
}

export interface LostRdcEffects {
  /** No luff, bear-away or tack until jury-rigged. */
  mayManoeuvre: boolean;
  /** No more sail until jury-rigged (reducing stays allowed). */
  mayRaiseSail: boolean;
  /** Counts as hove to for Abilità and morale (FP-4.1 / FP-8 modifiers). */
  hoveToForAbilitaAndMorale: boolean;
  /** The sail the speed is read for: one step lower per RDC down, at most two (OR-9). */
  speedSail: SailSetting;
  /** The side the wreckage fell on (null: none down, or random when head or stern to wind). */
  wreckageSide: HullSide | null;
}

/**
 * OR-9 a ship with RDC lost to the test and not yet jury-rigged: no manoeuvre nor more sail, hove
 * to for Abilità and morale, speed one sail step lower (two or more down: two steps, "in practice
 * the ship cannot move"), -1 to fire from the lee side. With Fast Play's three settings one step
 * below easy sail is hove to: the ship drifts (SD-33). Fire at the ship still reads its actual sail.
 */
export function lostRdcEffects(i: {
  rdcDown: number;
  sail: SailSetting;
  heading: number;
  wind: number;
}): LostRdcEffects {
  if (!Number.isInteger(i.rdcDown) || i.rdcDown < 0)
    throw new RuleError(`RDC down must be a whole number 0 or more, got ${i.rdcDown}`);
  if (i.rdcDown === 0)
    return {
      mayManoeuvre: true,
      mayRaiseSail: true,
      hoveToForAbilitaAndMorale: false,
      speedSail: i.sail,
      wreckageSide: null,
    };
  return {
    mayManoeuvre: false,
    mayRaiseSail: false,
    hoveToForAbilitaAndMorale: true,
    speedSail: sailStepsLower(i.sail, Math.min(i.rdcDown, 2)),
    wreckageSide: leeSide(i.heading, i.wind),
  };
}

const SAIL_STEPS: readonly SailSetting[] = ['furled', 'easy', 'full'];

/** A sail setting `steps` lower, no lower than furled (hove to). */
export function sailStepsLower(sail: SailSetting, steps: number): SailSetting {
  const at = SAIL_STEPS.indexOf(sail);
  if (at < 0) throw new RuleError(`unknown sail "${String(sail)}"`);
  return SAIL_STEPS[Math.max(0, at - steps)]!;
}

/** The less of two sail settings (furled < easy < full). */
export function lowerSail(a: SailSetting, b: SailSetting): SailSetting {
  return SAIL_STEPS.indexOf(a) <= SAIL_STEPS.indexOf(b) ? a : b;
}
