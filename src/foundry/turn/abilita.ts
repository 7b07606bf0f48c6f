// FP-4 the Abilità card: one 3d6 for the chosen ships, each ship's modified score and the outcome of
// each of its orders on the FP-4.2 table; FP-4.3 critical course failures. Pure functions.
import {
  reloadResult,
  CREW_TABLE,
  RANGE_BANDS,
  REPAIR_MIN_SCORE,
  RuleError,
  abilitaRow,
  abilitaScore,
  clampScore,
  diceTotal,
  hasCriticalCourseFailure,
  lightFireship,
  mayRepairRigging,
  notInCommandModifiers,
  sumModifiers,
  toDice3,
  DICE_GROUPS,
  CRITICAL_COURSE_GROUP,
  groupDice,
  groupRoll,
  groupScore,
  orderScore,
  type DiceGroup,
  unfoulAtLeastA,
  type RangeBand,
  type ShotResult,
} from '../../rules/index.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf, damageOf } from '../ship-state.js';
import type { AbilitaCard, AbilitaShipEntry } from '../chat/card-data-fire.js';
import type { Faces } from '../chat/card-data-common.js';
import { orderedKeys, snapshotOrders, unfoulFreesAll, type OrderKey } from './orders.js';

export interface RollShipInput {
  actorUuid: string;
  name: string;
  system: ShipSystemSource;
  headingIndex: number | null;
}

/** OR-3 each group's clamped score: its three dice plus the ship's modifier total (FP-4.1). */
function groupScoresOf(seven: readonly number[], modifierTotal: number): Record<DiceGroup, number> {
  const out = {} as Record<DiceGroup, number>;
  for (const g of DICE_GROUPS) out[g] = clampScore(groupRoll(seven, g) + modifierTotal);
  return out;
}

function modifierTotal(mods: AbilitaShipEntry['modifiers']): number {
  return sumModifiers(mods.map((m) => ({ ...m, rule: 'FP-4.1' as const })));
}

/**
 * FP-3 / FP-4.1 one roll for several ships: the same total, modified ship by ship. OR-3 seven dice
 * (`sevenDice`, common then the yellow, blue and red pairs): the same seven dice for every ship of
 * the roll, each group's score kept per ship; `faces` and `score` are the red group's (SD-90).
 */
export function buildAbilitaCard(input: {
  turn: number;
  side: string;
  faces: readonly number[];
  wind: number | null;
  ships: RollShipInput[];
  /** OR-7 on: a ship in contact shows its -1 as "not in command" (SD-66, same value). */
  entanglement?: boolean;
  /** OR-3 seven dice: all seven faces (then `faces` is ignored). */
  sevenDice?: readonly number[];
}): AbilitaCard {
  const seven = input.sevenDice ? [...input.sevenDice] : null;
  const dice = toDice3(seven ? groupDice(seven, 'red') : input.faces);
  if (input.ships.length === 0) throw new RuleError('choose at least one ship to roll for');
  const total = diceTotal(dice);
  const ships: AbilitaShipEntry[] = input.ships.map((s) => {
    const score = abilitaScore(total, abilitaConditionsOf(s.system));
    const modifiers = input.entanglement
      ? notInCommandModifiers(score.modifiers, s.system.contacts.length)
      : score.modifiers;
    const groups = seven ? { groupScores: groupScoresOf(seven, sumModifiers(modifiers)) } : {};
    return {
      actorUuid: s.actorUuid,
      name: s.name,
      orders: snapshotOrders(s.system.orders),
      modifiers: modifiers.map((m) => ({
        key: m.key,
        label: m.label,
        value: m.value,
        rule: m.rule,
      })),
      score: score.score,
      headingIndex: s.headingIndex,
      tack: {
        phase: s.system.tack.phase,
        startHeading: s.system.tack.startHeading,
        rotation: s.system.tack.rotation,
      },
      ...groups,
    };
  });
  return {
    kind: 'abilita',
    turn: input.turn,
    side: input.side,
    faces: [...dice] as Faces,
    wind: input.wind,
    ships,
    ...(seven ? { sevenDice: seven } : {}),
  };
}

export type OrderOutcome =
  | {
      order: Exclude<OrderKey, 'firePort' | 'fireStarboard' | 'unfoul' | 'extinguish'>;
      success: boolean;
      result: string;
    }
  | { order: 'extinguish'; success: boolean; result: string; damagePct: number }
  | { order: 'unfoul'; success: boolean; result: string }
  | { order: 'firePort' | 'fireStarboard'; byBand: Array<{ band: RangeBand; result: ShotResult }> };

/**
 * FP-4.2 the outcome of each ordered action at a score, in the table's column order. Tack uses the
 * Crs column for this turn's step (FP-5.6); repair needs 6+ (D-4); a fireship lights on the S column.
 * OR-3 seven dice: each order reads its own group's score (orderScore).
 */
export function orderOutcomes(
  entry: Pick<AbilitaShipEntry, 'orders' | 'score' | 'groupScores'>,
  system: ShipSystemSource,
  /** OR-9 the ship was hit at short range the turn before the roll: no jury-rig repair (SD-97). */
  opts: { shortRangeHitLastTurn?: boolean } = {},
): OrderOutcome[] {
  // The switch covers every OrderKey, and TypeScript proves it: a missing case fails the callback's
  // declared return type (TS2366).
  // biome-ignore lint/suspicious/useIterableCallbackReturn: exhaustive switch, checked by tsc
  return orderedKeys(entry.orders).map((order): OrderOutcome => {
    const score = orderScore(entry, order);
    const row = abilitaRow(score);
    switch (order) {
      case 'extinguish':
        return {
          order,
          success: row.extinguish === 'ok',
          result: row.extinguish,
          damagePct: row.extinguishDamagePct,
        };
      case 'unfoul':
        return {
          order,
          success: row.unfoul !== 'fail' && unfoulFreesAll(row.unfoul, system),
          result: row.unfoul,
        };
      case 'increaseSail':
      case 'decreaseSail':
        return { order, success: row[order] === 'ok', result: row[order] };
      case 'changeCourse':
      case 'tack':
        return { order, success: row.changeCourse === 'ok', result: row.changeCourse };
      case 'firePort':
      case 'fireStarboard':
        return { order, byBand: RANGE_BANDS.map((band) => ({ band, result: row[band] })) };
      case 'prepareBoarding':
        return { order, success: row.boarding === 'ok', result: row.boarding };
      case 'repairRigging': {
        // D-4 repair needs a modified Abilità of 6 or more, and only one RDC is ever repaired.
        const ok =
          score >= REPAIR_MIN_SCORE && mayRepairRigging(damageOf(system), system.riggingRepairUsed);
        return { order, success: ok, result: ok ? 'ok' : 'fail' };
      }
      case 'lightFireship': {
        const lit = lightFireship(score);
        return { order, success: lit, result: lit ? 'ok' : 'fail' };
      }
      case 'runOutGuns':
        return { order, success: true, result: 'ok' };
      case 'reloadPort':
      case 'reloadStarboard': {
        // OR-6 the reload table on the ship's Abilità score; 16-18 is a perfect reload.
        const r = reloadResult(system.crew, score);
        return {
          order,
          success: r.reloaded,
          result: r.initial ? 'perfect' : r.reloaded ? 'ok' : 'fail',
        };
      }
      case 'cutAwayWreck':
      case 'juryRig': {
        // OR-9 cutting away, or a turn of repair: Unf >= A (SD-95); no repair after a short-range hit.
        if (order === 'juryRig' && opts.shortRangeHitLastTurn)
          return { order, success: false, result: 'hitAtShortRange' };
        const ok = unfoulAtLeastA(row.unfoul);
        return { order, success: ok, result: ok ? 'ok' : 'fail' };
      }
    }
  });
}

/** FP-4.3 X: the ships of this roll that must bear away one point at once (SD-91: the blue group). */
export function criticalCourseShips(card: AbilitaCard): number[] {
  return card.ships.flatMap((s, i) =>
    hasCriticalCourseFailure(groupScore(s, CRITICAL_COURSE_GROUP)) ? [i] : [],
  );
}

const PENALTY_KEYS = new Set(['dcLost', 'fires', 'hoveTo', 'rudder', 'contacts']);

/**
 * Re-validation of one ship of an Abilità card against the roll that came with it and the ship's
 * current data: the faces are the Roll's, the crew modifier is the ship's crew, every other modifier
 * is a known FP-4.1 penalty, and the score is the clamped sum (so a card cannot claim a better score).
 */
export function verifyAbilitaEntry(
  card: AbilitaCard,
  index: number,
  rollFaces: readonly number[],
  system: ShipSystemSource,
): AbilitaShipEntry {
  const entry = card.ships[index];
  if (!entry) throw new RuleError(`the Abilità card has no ship ${index}`);
  const faces = toDice3(card.faces);
  const seven = card.sevenDice ?? null;
  // OR-3 seven dice: the Rolls' seven faces are the card's, and `faces` is their red group (SD-90).
  const rolled = seven ?? faces;
  if (rollFaces.length !== rolled.length || rollFaces.some((f, i) => f !== rolled[i]))
    throw new RuleError('the Abilità card does not match its dice roll');
  if (seven && groupDice(seven, 'red').some((f, i) => f !== faces[i]))
    throw new RuleError('the Abilità card does not match its dice roll');
  if (!seven !== !entry.groupScores)
    throw new RuleError(`${entry.name}: the score on the card is not the roll plus its modifiers`);
  for (const m of entry.modifiers) {
    if (m.key === 'crew') {
      if (m.value !== CREW_TABLE[system.crew].abilita)
        throw new RuleError(`${entry.name}: the crew modifier does not match the ship`);
    } else if (!PENALTY_KEYS.has(m.key) || !(m.value < 0) || !Number.isInteger(m.value)) {
      throw new RuleError(`${entry.name}: unknown Abilità modifier "${m.key}"`);
    }
  }
  if (system.crew !== 'average' && !entry.modifiers.some((m) => m.key === 'crew'))
    throw new RuleError(`${entry.name}: the crew modifier is missing`);
  const mod = modifierTotal(entry.modifiers);
  const score = clampScore(diceTotal(faces) + mod);
  const groups = seven ? groupScoresOf(seven, mod) : null;
  if (
    score !== entry.score ||
    (groups && DICE_GROUPS.some((g) => groups[g] !== entry.groupScores?.[g]))
  )
    throw new RuleError(`${entry.name}: the score on the card is not the roll plus its modifiers`);
  return entry;
}
