// FP-4.2 the Abilità table, transcribed row by row from the digest.

export type OrderResult = 'ok' | 'fail';
export type CourseResult = 'ok' | 'fail' | 'critical';
export type ShotResult = 'hit' | 'miss' | 'unlucky' | 'wellLaid';
/** Unf column: fail, A (friendly collision), AE (+enemy collision), AEB (+boarding), all. */
export type UnfoulResult = 'fail' | 'A' | 'AE' | 'AEB' | 'all';
/** Damage of a failed extinguish attempt, in percent of one DC ("-1 DC" = 100). */
export type ExtinguishDamagePct = 0 | 10 | 20 | 50 | 100 | 200;

export interface AbilitaRow {
  extinguish: OrderResult;
  extinguishDamagePct: ExtinguishDamagePct;
  unfoul: UnfoulResult;
  increaseSail: OrderResult;
  decreaseSail: OrderResult;
  changeCourse: CourseResult;
  short: ShotResult;
  medium: ShotResult;
  long: ShotResult;
  boarding: OrderResult;
}

export const ABILITA_COLUMNS = [
  'extinguish',
  'unfoul',
  'increaseSail',
  'decreaseSail',
  'changeCourse',
  'short',
  'medium',
  'long',
  'boarding',
] as const;
export type AbilitaColumn = (typeof ABILITA_COLUMNS)[number];

function row(
  extinguish: OrderResult,
  extinguishDamagePct: ExtinguishDamagePct,
  unfoul: UnfoulResult,
  increaseSail: OrderResult,
  decreaseSail: OrderResult,
  changeCourse: CourseResult,
  short: ShotResult,
  medium: ShotResult,
  long: ShotResult,
  boarding: OrderResult,
): AbilitaRow {
  return {
    extinguish,
    extinguishDamagePct,
    unfoul,
    increaseSail,
    decreaseSail,
    changeCourse,
    short,
    medium,
    long,
    boarding,
  };
}

const CALM = row('ok', 0, 'all', 'ok', 'ok', 'ok', 'hit', 'hit', 'hit', 'ok');

/**
 * FP-4.2, indexed by modified score 3..18. Row 6 keeps the source's oddity:
 * increase sail succeeds while decrease sail fails.
 */
export const ABILITA_TABLE: Readonly<Record<number, AbilitaRow>> = {
  3: row('fail', 200, 'fail', 'fail', 'fail', 'critical', 'unlucky', 'unlucky', 'unlucky', 'fail'),
  4: row('fail', 100, 'fail', 'fail', 'fail', 'fail', 'unlucky', 'unlucky', 'unlucky', 'fail'),
  5: row('fail', 50, 'fail', 'fail', 'fail', 'fail', 'miss', 'miss', 'miss', 'fail'),
  6: row('fail', 20, 'fail', 'ok', 'fail', 'ok', 'hit', 'miss', 'miss', 'fail'),
  7: row('fail', 10, 'A', 'ok', 'ok', 'ok', 'hit', 'miss', 'miss', 'ok'),
  8: row('fail', 0, 'AE', 'ok', 'ok', 'ok', 'hit', 'hit', 'miss', 'ok'),
  9: row('fail', 0, 'AEB', 'ok', 'ok', 'ok', 'hit', 'hit', 'miss', 'ok'),
  10: CALM,
  11: CALM,
  12: CALM,
  13: CALM,
  14: CALM,
  15: CALM,
  16: row('ok', 0, 'all', 'ok', 'ok', 'ok', 'wellLaid', 'hit', 'hit', 'ok'),
  17: row('ok', 0, 'all', 'ok', 'ok', 'ok', 'wellLaid', 'wellLaid', 'hit', 'ok'),
  18: row('ok', 0, 'all', 'ok', 'ok', 'ok', 'wellLaid', 'wellLaid', 'wellLaid', 'ok'),
};

/** FP-4.2 "repair rigging" (D-4 / FP-2.5): needs a modified Abilità of 6 or more. */
export const REPAIR_MIN_SCORE = 6;

/**
 * Dice modifier used by the melee (FP-7.5), morale (FP-8.2) and rigging-damage (OR-9) tests:
 * 3-6 -2, 7-10 -1, 11-14 +1, 15-18 +2.
 */
export const TEST_DICE_MODIFIER: ReadonlyArray<{ min: number; max: number; value: number }> = [
  { min: 3, max: 6, value: -2 },
  { min: 7, max: 10, value: -1 },
  { min: 11, max: 14, value: 1 },
  { min: 15, max: 18, value: 2 },
];
