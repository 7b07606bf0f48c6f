// OR-3 seven-dice Abilità: a common die plus a coloured pair per group of orders. Each group's
// score is common + pair + the FP-4.1 modifiers, clamped to 3..18; the table reads as usual.
import { abilitaScore, clampScore, type AbilitaConditions, type AbilitaScore } from './abilita.js';
import { isFace } from './dice.js';
import { RuleError } from './errors.js';
import type { OrderName } from './orders-available.js';
import type { AbilitaColumn } from './tables/abilita.js';

export const DICE_GROUPS = ['yellow', 'blue', 'red'] as const;
export type DiceGroup = (typeof DICE_GROUPS)[number];

/** OR-3 yellow for Ext/Unf, blue for Inc/Dec/Crs, red for gunfire, reload and Brd. */
export const DICE_GROUP_OF: Readonly<Record<AbilitaColumn | 'reload', DiceGroup>> = {
  extinguish: 'yellow',
  unfoul: 'yellow',
  increaseSail: 'blue',
  decreaseSail: 'blue',
  changeCourse: 'blue',
  short: 'red',
  medium: 'red',
  long: 'red',
  boarding: 'red',
  reload: 'red',
};

/**
 * The group each order reads. Tack is a course change; lighting a fireship reads the S column (FP-6.7),
 * so red; repairing rigging is not in OR-3's list: SD-39 the yellow "emergency" dice, with Ext/Unf.
 */
export const ORDER_DICE_GROUP: Readonly<Record<OrderName, DiceGroup>> = {
  extinguish: 'yellow',
  unfoul: 'yellow',
  increaseSail: 'blue',
  decreaseSail: 'blue',
  changeCourse: 'blue',
  tack: 'blue',
  firePort: 'red',
  fireStarboard: 'red',
  prepareBoarding: 'red',
  repairRigging: 'yellow',
  lightFireship: 'red',
  // OR-6 reload is in the red group (OR-3); SD-82 running out the guns is gunnery work, red too.
  runOutGuns: 'red',
  reloadPort: 'red',
  reloadStarboard: 'red',
  // OR-9 the jury rig reads the Unf column (SD-95), so the yellow dice, as SD-39's rigging repair.
  cutAwayWreck: 'yellow',
  juryRig: 'yellow',
};

/** The faces' positions: common, yellow pair, blue pair, red pair. */
const PAIR_AT: Readonly<Record<DiceGroup, readonly [number, number]>> = {
  yellow: [1, 2],
  blue: [3, 4],
  red: [5, 6],
};

/** OR-3 the 3-dice total of one group: the common die plus the group's pair. */
export function groupRoll(faces: readonly number[], group: DiceGroup): number {
  if (faces.length !== 7 || !faces.every(isFace))
    throw new RuleError(`seven dice must be seven faces 1-6, got ${JSON.stringify(faces)}`);
  const [a, b] = PAIR_AT[group];
  return faces[0]! + faces[a]! + faces[b]!;
}

/** OR-3 each group's Abilità score for one ship (FP-4.1 modifiers, clamped 3..18). */
export function sevenDiceScores(
  faces: readonly number[] /* common, y, y, b, b, r, r */,
  c: AbilitaConditions,
): Record<DiceGroup, AbilitaScore> {
  return {
    yellow: abilitaScore(groupRoll(faces, 'yellow'), c),
    blue: abilitaScore(groupRoll(faces, 'blue'), c),
    red: abilitaScore(groupRoll(faces, 'red'), c),
  };
}

/** Outcomes of seven d6: 6^7. */
export const SEVEN_DICE_OUTCOMES = 6 ** 7;

/** Ways (of 36) a pair of d6 makes each total 2..12. */
const PAIR_COUNTS: readonly number[] = (() => {
  const counts = new Array<number>(13).fill(0);
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) counts[a + b]! += 1;
  return counts;
})();

/** A condition on one group's (clamped) score; several on one group must all hold. */
export interface GroupCondition {
  group: DiceGroup;
  holds: (score: number) => boolean;
}

export interface JointOdds {
  /** Outcomes of the 6^7 where every condition holds. */
  count: number;
  probability: number;
}

/**
 * OR-3 exact joint odds that every condition holds, by enumerating the common die: given it, the
 * three pairs are independent, so the count is the sum over the common face of the product of
 * each group's pair count (36 for a group with no condition).
 */
export function sevenDiceJointOdds(
  conditions: readonly GroupCondition[],
  modifierTotal: number,
): JointOdds {
  if (!Number.isInteger(modifierTotal))
    throw new RuleError(`a modifier total must be a whole number, got ${modifierTotal}`);
  let count = 0;
  for (let common = 1; common <= 6; common++) {
    let product = 1;
    for (const group of DICE_GROUPS) {
      const mine = conditions.filter((c) => c.group === group);
      let ways = 0;
      for (let pair = 2; pair <= 12; pair++) {
        const score = clampScore(common + pair + modifierTotal);
        if (mine.every((c) => c.holds(score))) ways += PAIR_COUNTS[pair]!;
      }
      product *= ways;
    }
    count += product;
  }
  return { count, probability: count / SEVEN_DICE_OUTCOMES };
}

/** The same conditions on one shared 3d6 score (the Fast Play roll), for comparison on a card. */
export function oneRollJointOdds(
  conditions: readonly GroupCondition[],
  modifierTotal: number,
): JointOdds {
  return sevenDiceJointOdds(
    conditions.map((c) => ({ group: 'red', holds: c.holds })),
    modifierTotal,
  );
}

/** One order the dialog shows odds for: its name and when its (clamped) score carries it out. */
export interface OrderCondition {
  order: OrderName;
  holds: (score: number) => boolean;
}

/**
 * OR-3 / FP-4.2 exact odds that every given order is carried out on one roll: with seven dice each
 * order reads its group's score (ORDER_DICE_GROUP), otherwise all read one shared 3d6 score.
 */
export function ordersJointOdds(
  orders: readonly OrderCondition[],
  modifierTotal: number,
  sevenDice: boolean,
): JointOdds {
  const conditions = orders.map((o) => ({ group: ORDER_DICE_GROUP[o.order], holds: o.holds }));
  return sevenDice
    ? sevenDiceJointOdds(conditions, modifierTotal)
    : oneRollJointOdds(conditions, modifierTotal);
}

/**
 * The scores one ship carries on an Abilità card: the one shared score (FP-4.1), and with OR-3 seven
 * dice one per group (then `score` is the red group's, the roll gunfire reads: SD-90).
 */
export interface RolledScores {
  score: number;
  groupScores?: Readonly<Record<DiceGroup, number>> | undefined;
}

/** OR-3 / FP-4.1 the score a group of orders reads: its own with seven dice, else the one score. */
export function groupScore(entry: RolledScores, group: DiceGroup): number {
  return entry.groupScores ? entry.groupScores[group] : entry.score;
}

/** OR-3 / FP-4.1 the score an order is resolved on (ORDER_DICE_GROUP with seven dice). */
export function orderScore(entry: RolledScores, order: OrderName): number {
  return groupScore(entry, ORDER_DICE_GROUP[order]);
}

/** SD-91 the FP-4.3 X (critical course failure) is the Crs column's: the blue group reads it. */
export const CRITICAL_COURSE_GROUP: DiceGroup = 'blue';

/** OR-3 the three dice of one group (common die and the group's pair), as a 3d6 roll. */
export function groupDice(faces: readonly number[], group: DiceGroup): [number, number, number] {
  groupRoll(faces, group);
  const [a, b] = PAIR_AT[group];
  return [faces[0]!, faces[a]!, faces[b]!];
}
