// The tracker's guide (pure): a checklist per ship of the part (ordered / rolled / moved / fired /
// tested) from facts the glue reads off the battle's real state (tracker-data.ts: the ships' orders,
// the GM-posted cards, the referee's move record), and the "what now" line for the viewer: what their
// side must still do, or for the GM who is being waited on.
import {
  isLastFireStep,
  reached as reachedIn,
  type PartPosition,
  type Step,
} from './turn-state.js';

/** A step of a Fast Play part, or a position in a part (OR-3: with its segment). */
export type At = Step | PartPosition;

function positionOf(at: At): PartPosition {
  return typeof at === 'string' ? { step: at } : at;
}

/** What the battle's state says about one ship in the current part (never a flag a player writes). */
export interface TrackerShipFacts {
  actorUuid: string;
  name: string;
  side: string;
  /** Players (not GMs) who command the ship. */
  ownerIds: string[];
  /** FP-3 it may be given some order at all (not sinking, not struck). */
  mayAct: boolean;
  /** Orders written for this turn (the ship's orders field, turn stamped). */
  ordersWritten: boolean;
  /** FP-3 on an Abilità card of this part (the GM-posted roll). */
  rolled: boolean;
  /** FP-6.2 broadsides ordered on that card, and those with a broadside card posted. */
  broadsidesOrdered: number;
  broadsidesFired: number;
  /** FP-3 step 3: a course change or tack ordered on that card. */
  courseOrdered: boolean;
  /** FP-5 its straight move is not blocked (dismasted, furled, in contact...). */
  mayMove: boolean;
  /** The referee's record of its straight move this turn (OR-3: in this segment). */
  moved: boolean;
  /** FP-7.2 boarding parties ready. */
  partiesReady: boolean;
  /** FP-8.1 on this part's morale list (null: the list is not posted yet). */
  moraleDue: boolean | null;
  /** A morale card posted for it from that list. */
  moraleTested: boolean;
  /** HR-5 the card in play of a card-driven turn is for this ship: its squadron's movement, its fleet's boarding. */
  cardAsks?: 'moveFire' | 'boarding' | null;
}

export type CheckState = 'done' | 'todo' | 'none' | 'later';
export const CHECKS = ['ordered', 'rolled', 'moved', 'fired', 'tested'] as const;
export type Check = (typeof CHECKS)[number];

/** Done; else not needed; else still to do now, or later in the part. */
function check(done: boolean, needed: boolean, dueNow: boolean): CheckState {
  if (done) return 'done';
  if (!needed) return 'none';
  return dueNow ? 'todo' : 'later';
}

/** One ship's checklist at `step` of the part (OR-3: the move is that of the current segment). */
export function checklistOf(f: TrackerShipFacts, at: At): Record<Check, CheckState> {
  const p = positionOf(at);
  const reached = (s: Step) => reachedIn(p, s);
  // Past the Abilità step, orders not given or not rolled are void (FP-3: no roll, no action).
  const rollOver = reached('abilita') && p.step !== 'abilita';
  const ordered = check(f.ordersWritten || f.rolled, f.mayAct && !rollOver, true);
  const rolled = check(f.rolled, f.mayAct && !rollOver, f.ordersWritten);
  // HR-5 in the draws, a ship's move and fire are due on its squadron's card.
  const moveDue = p.step === 'cards' ? f.cardAsks === 'moveFire' : reached('moveFire');
  // OR-3 the move of a segment is due in its movement step (and done, once made, until the next).
  const moved = check(f.moved, f.mayAct && f.mayMove, moveDue);
  // OR-3 SD-47 an ordered broadside is owed by the end of segment 2 (it may fire in either segment).
  const fired = check(
    f.broadsidesOrdered > 0 && f.broadsidesFired >= f.broadsidesOrdered,
    f.broadsidesOrdered > 0 || (!f.rolled && !rollOver),
    f.broadsidesOrdered > 0 && (p.twoSegment ? isLastFireStep(p) : moveDue),
  );
  const tested = f.moraleDue === null ? 'later' : check(f.moraleTested, f.moraleDue, true);
  return { ordered, rolled, moved, fired, tested };
}

/** A "what now" line: a localisation key and its data. */
export interface GuideLine {
  key: string;
  ship?: string;
  count?: number;
  names?: string;
  side?: string;
}

const G = 'SCA.Turn.Tracker.Guide';

/** HR-5 the acting side of a card-driven turn's one part: every side ('' is no side's name). */
export const EVERY_SIDE = '';

/** Whether a ship of `side` acts in the part of `acting` (HR-5: every ship in a card-driven turn). */
function actsIn(side: string, acting: string): boolean {
  return acting === EVERY_SIDE || side === acting;
}

/** "HMS Prince" or "HMS Prince and 2 more". */
function shipsLine(key: string, ships: TrackerShipFacts[]): GuideLine {
  return ships.length > 1
    ? { key: `${G}.${key}More`, ship: ships[0]!.name, count: ships.length - 1 }
    : { key: `${G}.${key}`, ship: ships[0]!.name };
}

/** The checks a ship still owes in this step, in the order they are done. */
export function owedNow(f: TrackerShipFacts, at: At): Check[] {
  const c = checklistOf(f, at);
  const { step } = positionOf(at);
  const wanted: Check[] =
    step === 'orders' || step === 'abilita'
      ? ['ordered', 'rolled']
      : step === 'moveFire'
        ? ['moved', 'fired']
        : step === 'morale'
          ? ['tested']
          : step === 'course'
            ? ['fired']
            : // HR-5 the draws: what the card in play asks of this ship.
              step === 'cards' && f.cardAsks === 'moveFire'
              ? ['moved', 'fired']
              : [];
  return wanted.filter((k) => c[k] === 'todo');
}

/** The lines for a set of ships (the viewer's side, or one commander's ships). */
function linesFor(ships: TrackerShipFacts[], at: At): GuideLine[] {
  const p = positionOf(at);
  const step = p.step;
  const owing = (k: Check) => ships.filter((s) => owedNow(s, at).includes(k));
  const lines: GuideLine[] = [];
  if (step === 'orders' || step === 'abilita') {
    const unordered = owing('ordered');
    if (unordered.length) lines.push(shipsLine('GiveOrders', unordered));
    else if (owing('rolled').length) lines.push(shipsLine('Roll', owing('rolled')));
  } else if (step === 'course') {
    // FP-3 step 3: the course changes come from the Abilità card (the referee turns the rest);
    // OR-3 SD-49 at the end of segment 1.
    const turning = ships.filter((s) => s.rolled && s.courseOrdered);
    if (turning.length && p.segment !== 2) lines.push(shipsLine('Course', turning));
    if (owing('fired').length) lines.push(shipsLine('NotFired', owing('fired')));
  } else if (
    step === 'moveFire' ||
    (step === 'cards' && ships.some((s) => s.cardAsks === 'moveFire'))
  ) {
    if (owing('moved').length) lines.push(shipsLine('NotMoved', owing('moved')));
    if (owing('fired').length) lines.push(shipsLine('NotFired', owing('fired')));
  } else if (step === 'boarding' || step === 'cards') {
    // HR-5 on a fleet's boarding card, that fleet's ships with parties ready.
    const ready = ships.filter(
      (s) => s.partiesReady && s.mayAct && (step === 'boarding' || s.cardAsks === 'boarding'),
    );
    if (ready.length) lines.push(shipsLine('Board', ready));
  } else if (owing('tested').length) lines.push(shipsLine('Test', owing('tested')));
  return lines;
}

export interface TrackerViewer {
  isGM: boolean;
  userId: string;
}

/**
 * The "what now" line for this viewer. A player: what their side (or their ships on a morale list)
 * must do now, else whom they wait for. The GM: the commanders being waited on, else ready to go on.
 */
export function whatNow(
  ships: TrackerShipFacts[],
  at: At,
  actingSide: { id: string; userIds: string[] },
  viewer: TrackerViewer,
  userName: (id: string) => string,
): GuideLine[] {
  const { step } = positionOf(at);
  if (viewer.isGM) {
    // The commanders owing something now; ships no player commands are the GM's own ('').
    const waiting = new Set<string>();
    for (const s of ships) {
      if (!actsIn(s.side, actingSide.id) && step !== 'morale') continue;
      if (owedNow(s, at).length === 0) continue;
      for (const id of s.ownerIds.length ? s.ownerIds : ['']) waiting.add(id);
    }
    if (waiting.size === 0) return [{ key: `${G}.GmReady` }];
    const players = [...waiting].filter((id) => id !== '').map(userName);
    if (!players.length) return [{ key: `${G}.GmOwnShips` }];
    return [
      { key: waiting.has('') ? `${G}.WaitingAndYou` : `${G}.Waiting`, names: players.join(', ') },
    ];
  }
  const mySide = actingSide.userIds.includes(viewer.userId);
  const every = actingSide.id === EVERY_SIDE;
  const mine = ships.filter(
    (s) => s.ownerIds.includes(viewer.userId) || (mySide && !every && s.side === actingSide.id),
  );
  const relevant = step === 'morale' ? mine : mine.filter((s) => actsIn(s.side, actingSide.id));
  const lines = linesFor(relevant, at);
  if (lines.length) return lines;
  return mySide || every
    ? [{ key: `${G}.NothingLeft` }]
    : [{ key: `${G}.OtherSide`, side: actingSide.id }];
}

const NOTHING_TO_DO: Record<Check, CheckState> = {
  ordered: 'none',
  rolled: 'none',
  moved: 'none',
  fired: 'none',
  tested: 'none',
};

/** The checklist rows the tracker shows: the acting side's ships, and others called to test morale. */
export function checklistRows(ships: TrackerShipFacts[], step: At, actingSide: string) {
  return ships
    .filter((s) => actsIn(s.side, actingSide) || s.moraleDue === true)
    .map((s) => {
      const acts = actsIn(s.side, actingSide);
      // A ship of another side is only called to test morale in this part.
      const c = acts
        ? checklistOf(s, step)
        : { ...NOTHING_TO_DO, tested: checklistOf(s, step).tested };
      return {
        name: s.name,
        side: s.side,
        otherSide: !acts,
        owes: acts ? owedNow(s, step).length > 0 : c.tested === 'todo',
        checks: CHECKS.map((k) => ({
          check: k,
          state: c[k],
          labelKey: `SCA.Turn.Tracker.Check.${k}`,
          stateKey: `SCA.Turn.Tracker.CheckState.${c[k]}`,
        })),
      };
    });
}
