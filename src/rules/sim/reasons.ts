// Issue 13 (SD-203): the AI captain's reasons as data. Each decision carries a typed reason - an id from
// REASON_TEXT and its parameters - instead of an English sentence, so the CLI, tests and logs render it
// in English here (`reasonText`) and the Foundry glue renders it in the reader's language from
// `SCA.AI.Reason.<id>` (en and it). A parameter that is a word (a side, a sail setting, a heading, a
// turn, a range band, a rake, a navigation fault, a nested "why" reason) is an id too, never English.
// To add a reason: a template below, its parameter names in ReasonParams, the en and it strings (see
// CONTRIBUTING, "Add an AI captain reason").
import type { HullSide } from '../damage.js';
import type { CourseOrderFault } from '../navigation.js';
import { headingName } from '../sailing.js';
import type { Band, RakeKind } from '../tables/gunnery.js';
import type { SailSetting } from '../tables/sailing.js';

/** A turn onto a new heading, named by how it moves the bow against the wind. */
export const TURN_WORDS = ['bearAway', 'luff', 'gybe'] as const;
export type TurnWord = (typeof TURN_WORDS)[number];

/** Every parameter a reason may carry, by name: the name says what kind of value it is. */
export interface ReasonParamTypes {
  sail: SailSetting;
  side: HullSide;
  /** A compass index (0 = N). */
  heading: number;
  turn: TurnWord;
  band: Band;
  rake: RakeKind;
  fault: CourseOrderFault;
  /** Whole millimetres. */
  mm: number;
  /** Whole millimetres (a range, besides `mm` a distance into the move). */
  range: number;
  why: Reason;
  /** A whole percentage (0-100). */
  pct: number;
  /** A whole number of ships (1-99). */
  count: number;
  /** FP-7.5 melee modifiers (the core's keys; the label is the core's English). */
  mods: readonly ReasonModifier[];
}

/** A melee modifier as a reason carries it: the core's key (localised by the glue), English label, value. */
export interface ReasonModifier {
  key: string;
  label: string;
  value: number;
}

/** The keys of FP-7.5 / FP-7.6's melee modifiers (boarding.ts meleeModifiers). */
export const MELEE_MODIFIER_KEYS = [
  'betterCrew',
  'worseCrew',
  'enemyDcLost',
  'ownDcLost',
  'larger',
  'smaller',
  'ownSupport',
  'enemySupport',
] as const;

type P<N extends keyof ReasonParamTypes> = Pick<ReasonParamTypes, N>;
type None = Record<string, never>;

/** Each reason's parameters (by name, from ReasonParamTypes). */
export interface ReasonParams {
  // The duel captain (captain.ts).
  noFireOnBoard: None;
  cannotAct: None;
  fightFireFirst: None;
  makeSailToClose: P<'sail' | 'mm' | 'why'>;
  makeSailToOpen: P<'sail' | 'mm' | 'why'>;
  shortenSail: P<'sail'>;
  keepSail: P<'sail'>;
  rudderBearsAway: None;
  cannotManoeuvre: None;
  holdBroadside: P<'side'>;
  fireAtHull: P<'side'>;
  rangeBetterCrew: None;
  rangeAsGoodHeavier: None;
  rangeHerBroadsideHeavier: None;
  rangeHerCrewBetter: None;
  holdCourse: P<'heading'>;
  turnClear: P<'turn' | 'heading'>;
  turnToRake: P<'turn' | 'heading'>;
  turnToBear: P<'turn' | 'heading' | 'side'>;
  turnOutOfArc: P<'turn' | 'heading'>;
  turnKeepGauge: P<'turn' | 'heading'>;
  turnGainGauge: P<'turn' | 'heading'>;
  turnForRange: P<'turn' | 'heading' | 'why'>;
  // Where along the move a broadside fires (firing-point.ts).
  noTarget: P<'side'>;
  fireAtEndRake: P<'side' | 'rake' | 'band'>;
  fireIntoMoveRake: P<'side' | 'mm' | 'rake' | 'band'>;
  fireAtEnd: P<'side' | 'band' | 'range'>;
  fireIntoMove: P<'side' | 'mm' | 'band' | 'range'>;
  // Among several ships (fleet-captain.ts, battle-orders.ts).
  engageNearest: P<'mm'>;
  bearAwayInIrons: P<'heading'>;
  sailToBoard: P<'sail'>;
  layHerAboard: P<'heading'>;
  closeThePrize: P<'heading'>;
  holdForBoarding: None;
  takeTheStruck: P<'mm'>;
  // Under the optional rules (captain-options.ts).
  unfoulContact: None;
  unfoulAground: None;
  noTurnAground: None;
  tackOnInStays: None;
  noCourseWhileTacking: None;
  noMoveDismasted: None;
  juryRigMast: None;
  cutAwayWreck: None;
  noMoveUntilJuryRigged: None;
  notLoaded: P<'side'>;
  reloadAfterBroadside: None;
  reloadSide: P<'side'>;
  runOutGuns: None;
  navigationForbids: P<'fault'>;
  tackInstead: None;
  repairRigging: None;
  noSailWhileTacking: None;
  easySailJuryRigged: None;
  // Contacts and boarding (board-captain.ts, battle-orders.ts; SD-157).
  boardStruck: None;
  boardHer: P<'pct' | 'mods'>;
  holdBroadsideBoarding: P<'side'>;
  noCourseAlongside: None;
  noCourseHoveTo: None;
  stayHoveTo: None;
  noCourseInMelee: None;
  fightOn: None;
  unfoulOne: None;
  unfoulMany: P<'count'>;
  noCourseInContact: None;
  stayInContact: None;
  steerToLayAboard: P<'heading'>;
  engageToBoard: P<'why'>;
  // OR-3 the Foundry AI seat's segment 1 (part-segments.ts firesInSegmentOne; SD-212).
  waitForSegmentTwo: P<'side'>;
  // OR-5 full-game navigation in the battle (navigation-captain.ts, SD-225).
  tackTowardEnemy: P<'heading'>;
  // FP-A3 / OR-11 signals in the battle (battle-signals.ts, SD-40, SD-248).
  keepCourseAndSpeed: None;
  signalEngage: P<'count'>;
}

export type ReasonId = keyof ReasonParams;

/** A captain's reason: an id and its parameters, typed together. */
export type Reason = { [K in ReasonId]: { id: K; params: ReasonParams[K] } }[ReasonId];

/** The English templates; `{name}` is a parameter. The rule ids stay here (the CLI and logs show them). */
export const REASON_TEXT: Readonly<Record<ReasonId, string>> = {
  noFireOnBoard: 'no fire on board',
  cannotAct: 'no orders: she can no longer act',
  fightFireFirst: 'fight the fire first: it costs Abilità and may reach the magazine',
  makeSailToClose: 'make {sail} sail to close the range ({mm} mm): {why}',
  makeSailToOpen: 'make {sail} sail to open the range ({mm} mm): {why}',
  shortenSail: 'shorten to {sail} sail: handier within fighting range',
  keepSail: 'keep {sail} sail',
  rudderBearsAway: 'no course order: the damaged rudder bears her away',
  cannotManoeuvre: 'no course order: she cannot manoeuvre',
  holdBroadside: 'hold the {side} broadside: she will not bear',
  fireAtHull: 'fire {side} at the hull: every hull DC lost costs her guns and nerve',
  rangeBetterCrew: 'close to short range: better crew',
  rangeAsGoodHeavier: 'close to short range: as good a crew, a broadside as heavy or heavier',
  rangeHerBroadsideHeavier: 'keep to medium range: her broadside is the heavier',
  rangeHerCrewBetter: 'keep to medium range: her crew is the better',
  holdCourse: 'hold the course {heading}: no better heading',
  turnClear: '{turn} to {heading}: steer clear of her (no boarding)',
  turnToRake: '{turn} to {heading} to rake her',
  turnToBear: '{turn} to {heading} to bring the {side} broadside to bear',
  turnOutOfArc: '{turn} to {heading} to get out of her arc',
  turnKeepGauge: '{turn} to {heading} to keep the wind gauge',
  turnGainGauge: '{turn} to {heading} to gain the wind gauge',
  turnForRange: '{turn} to {heading}: {why}',
  noTarget: 'no target for the {side} broadside along the move',
  fireAtEndRake: 'fire {side} at the end of the move: {rake} rake at {band} range',
  fireIntoMoveRake: 'fire {side} {mm} mm into the move: {rake} rake at {band} range',
  fireAtEnd: 'fire {side} at the end of the move: {band} range, {range} mm',
  fireIntoMove: 'fire {side} {mm} mm into the move: {band} range, {range} mm',
  engageNearest: 'engage the nearest enemy ({mm} mm)',
  bearAwayInIrons: 'bear away to {heading}: the wind has shifted and she is in irons',
  sailToBoard: '{sail} sail: a deliberate contact to board her',
  layHerAboard: 'steer {heading} to lay her aboard: she has struck',
  closeThePrize: 'steer {heading} to close her: she has struck and is a prize for the taking',
  holdForBoarding: 'hold both broadsides: the crew is called away to board',
  takeTheStruck: 'take the struck enemy ({mm} mm), nearer than any enemy still fighting',
  unfoulContact: 'unfoul: she is held in contact (FP-5.8)',
  unfoulAground: 'unfoul: she is aground and must get off (HR-3)',
  noTurnAground: 'no course change: she cannot turn while aground (HR-3)',
  tackOnInStays: 'go on tacking: she is in stays (FP-5.6)',
  noCourseWhileTacking: 'no course change while tacking (FP-5.6)',
  noMoveDismasted: 'no sail made and no turn: she is dismasted (FP-2.5)',
  juryRigMast: 'jury-rig one mast: the wreckage is cut away (OR-9)',
  cutAwayWreck: 'cut away the wreckage: her rigging is down (OR-9)',
  noMoveUntilJuryRigged: 'no sail made and no turn until jury-rigged (OR-9)',
  notLoaded: 'no {side} broadside: those guns are not loaded (OR-6)',
  reloadAfterBroadside:
    'reload after this broadside: a ship that reloads does not fire (OR-6, SD-38)',
  reloadSide: 'reload {side}: those guns have fired (OR-6)',
  runOutGuns: 'run out the guns: nothing to fire at yet, ready for a first broadside (OR-6)',
  navigationForbids:
    'no course change: full-game navigation forbids it ({fault}; an illegal order costs a rigging test) (OR-5)',
  tackInstead: 'tack instead: she is beating and the heading she wants is on the other tack (OR-5)',
  repairRigging: 'repair the rigging: an RDC is lost and her one repair is unused (FP-2.5)',
  noSailWhileTacking: 'no sail change while tacking (OR-5)',
  easySailJuryRigged: 'no more than easy sail: three RDC or more are jury-rigged (OR-9)',
  boardStruck: 'take her with boarding parties: she has struck (no melee)',
  boardHer: 'board her: {pct}% to carry her in one melee ({mods})',
  holdBroadsideBoarding:
    'hold the {side} broadside: with boarding parties ready she fires one side only',
  noCourseAlongside: 'no course order: held alongside her to board',
  noCourseHoveTo: 'no course order: hove to until next turn',
  stayHoveTo:
    'stay hove to: the ship she touched unfouled from her; next turn she sails at half speed',
  noCourseInMelee: 'no course order: held in a melee, which she may not leave',
  fightOn: 'fight on: no unfouling while the melee lasts',
  unfoulOne: 'unfoul: held by one ship; once free she sails on at half speed',
  unfoulMany: 'unfoul: held by {count} ships; once free she sails on at half speed',
  noCourseInContact: 'no course order: held in contact',
  stayInContact: 'stay in contact: she cannot unfoul',
  steerToLayAboard: 'steer {heading} to lay her aboard',
  engageToBoard: '{why}, to board her',
  waitForSegmentTwo:
    'hold the {side} broadside for segment 2: no enemy worth a shot along this move (OR-3, SD-212)',
  tackTowardEnemy:
    'tack: her enemy lies to windward on the other tack, where {heading} points nearer to her (OR-5)',
  keepCourseAndSpeed:
    'no sail or course order: she keeps course and speed until she reads a signal (FP-A3, SD-40)',
  signalEngage:
    'signal to engage: {count} ships still keep course and speed (FP-A3, OR-11, SD-248)',
};

/** Builds a reason, its parameters checked against its id. */
export function reason<K extends ReasonId>(
  id: K,
  ...params: ReasonParams[K] extends None ? [] : [ReasonParams[K]]
): Reason {
  if (params.length > 0) return { id, params: params[0] } as Reason;
  // A reason without parameters is one shared frozen value (the captain gives several a part).
  let plain = PLAIN.get(id);
  if (!plain) {
    plain = Object.freeze({ id, params: Object.freeze({}) }) as Reason;
    PLAIN.set(id, plain);
  }
  return plain;
}

const PLAIN = new Map<ReasonId, Reason>();

/** The English words of the parameters that are words (the ids the templates showed before SD-203). */
const TURN_TEXT: Readonly<Record<TurnWord, string>> = {
  bearAway: 'bear away',
  luff: 'luff',
  gybe: 'gybe',
};

/** How to write each kind of parameter: the English below, or the glue's localised renderers. */
export type ReasonWords = {
  [N in Exclude<keyof ReasonParamTypes, 'why' | 'mm' | 'range'>]: (
    v: ReasonParamTypes[N],
  ) => string;
} & {
  /** A whole number of millimetres (`mm`, `range`). */
  mm: (v: number) => string;
  why: (v: Reason) => string;
};

/** One reason's parameters as text, each written by its kind's renderer. */
export function reasonParamText(r: Reason, words: ReasonWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(r.params) as [keyof ReasonParamTypes, unknown][]) {
    const kind = name === 'range' ? 'mm' : name;
    out[name] = (words[kind] as (v: unknown) => string)(value);
  }
  return out;
}

const ENGLISH_WORDS: ReasonWords = {
  sail: (v) => v,
  side: (v) => v,
  heading: (v) => headingName(v),
  turn: (v) => TURN_TEXT[v],
  band: (v) => v,
  rake: (v) => v,
  fault: (v) => v,
  mm: (v) => String(v),
  why: (v) => reasonText(v),
  pct: (v) => String(v),
  count: (v) => String(v),
  mods: (v) => modifiersText(v),
};

/** FP-7.5 the modifiers in English, as the core labels them. */
function modifiersText(mods: readonly ReasonModifier[]): string {
  return (
    mods.map((m) => `${m.label} ${m.value > 0 ? '+' : ''}${m.value}`).join(', ') || 'no modifier'
  );
}

/** Fills `{name}` slots of a template (a slot with no value stays as written). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** The reason in English, as the CLI, tests and logs show it. */
export function reasonText(r: Reason): string {
  return fillTemplate(REASON_TEXT[r.id], reasonParamText(r, ENGLISH_WORDS));
}

/** The `{name}` slots of a template, in order of first use. */
export function templateSlots(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
}

// A record, so that a fault added to navigation.ts fails to compile here until it is listed.
const COURSE_FAULTS: Readonly<Record<CourseOrderFault, true>> = {
  forbiddenHeading: true,
  notSpread: true,
  tackingTurn: true,
  tackAndTurn: true,
  rdcDown: true,
  notInTable: true,
};

const WORD_VALUES: Readonly<Record<string, readonly unknown[]>> = {
  sail: ['full', 'easy', 'furled'] satisfies SailSetting[],
  side: ['port', 'starboard'] satisfies HullSide[],
  turn: TURN_WORDS,
  band: ['short', 'medium', 'long', 'out'] satisfies Band[],
  rake: ['bow', 'stern'] satisfies RakeKind[],
  fault: Object.keys(COURSE_FAULTS),
};

const isWholeMm = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1e6;

const LABEL = /^[A-Za-z][A-Za-z ]{0,59}$/;

/** A list of at most 8 melee modifiers, each a known key, a plain English label and a small whole value. */
function isModifierList(v: unknown): boolean {
  if (!Array.isArray(v) || v.length > MELEE_MODIFIER_KEYS.length) return false;
  return v.every((m: unknown) => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return false;
    const { key, label, value, ...rest } = m as Record<string, unknown>;
    return (
      Object.keys(rest).length === 0 &&
      (MELEE_MODIFIER_KEYS as readonly unknown[]).includes(key) &&
      typeof label === 'string' &&
      LABEL.test(label) &&
      Number.isInteger(value) &&
      Math.abs(value as number) <= 20
    );
  });
}

/**
 * Whether `v` is a well-formed reason (stored data, e.g. a chat card, is checked with this): a known
 * id, exactly its template's parameters, each a value of its kind; a nested reason at most 2 deep.
 */
export function isReason(v: unknown, depth = 0): v is Reason {
  if (depth > 2 || !v || typeof v !== 'object' || Array.isArray(v)) return false;
  const { id, params, ...rest } = v as { id?: unknown; params?: unknown };
  if (Object.keys(rest).length > 0 || typeof id !== 'string' || !Object.hasOwn(REASON_TEXT, id))
    return false;
  if (!params || typeof params !== 'object' || Array.isArray(params)) return false;
  const slots = templateSlots(REASON_TEXT[id as ReasonId]);
  const given = Object.keys(params);
  if (given.length !== slots.length || !slots.every((s) => Object.hasOwn(params, s))) return false;
  return slots.every((name) => {
    const value = (params as Record<string, unknown>)[name];
    if (name === 'mm' || name === 'range') return isWholeMm(value);
    if (name === 'heading')
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) < 16;
    if (name === 'why') return isReason(value, depth + 1);
    if (name === 'pct')
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
    if (name === 'count')
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 99;
    if (name === 'mods') return isModifierList(value);
    return WORD_VALUES[name]?.includes(value) ?? false;
  });
}

/** A JSON.stringify replacer that writes each reason as its English text (logs, goldens). */
export function reasonsAsText(_key: string, value: unknown): unknown {
  return isReason(value) ? reasonText(value) : value;
}
