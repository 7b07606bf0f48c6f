// Effect plans of the Abilità card's orders (FP-4.4 fire fighting, FP-4.5 unfouling, FP-5.1 sail,
// FP-5.6 tack, FP-7.2 boarding parties, D-4 repair, FP-6.7 fireships): what changes on the ship,
// re-derived from the card's score and the ship's current data through the core. Pure.
import {
  RuleError,
  abilitaRow,
  applyRiggingDamage,
  extinguish,
  isInIrons,
  lightFireship,
  pctOfDc,
  repairRigging,
  tackTurn,
  unfoulBreaks,
  type CourseResult,
  type HullSide,
  type TackState,
  type GunPhase,
  reloadRefusal,
  reloadSide,
  runOutGuns,
  runOutRefusal,
  orderScore,
  unfoulAtLeastA,
} from '../../rules/index.js';
import { gunsOf, gunsSource } from '../models/guns-field.js';
import {
  AFLOAT,
  isAground,
  profileFromSource,
  type ShipSystemSource,
} from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import { juryRigChanges } from '../ship-wreck.js';
import type { AbilitaShipEntry } from '../chat/card-data-fire.js';
import { withBurntOutExplosion } from './explosion.js';
import { inIronsPlan } from './irons.js';
import { groundedSail, isOrdered, type OrderKey } from './orders.js';
import { navigationTackChanges, type NavigationTurn } from './or5-tack.js';
import { sailChangeChanges } from './sail-change.js';

/** A change to a ship's system data (paths relative to `system`) and a localisable label. */
export interface EffectPlanData {
  changes: Record<string, unknown>;
  label: { key: string; data?: Record<string, unknown> };
}

export interface PoseChange {
  /** Compass index the ship turns to. */
  headingIndex: number;
  /**
   * D-8 course changes and tack steps pivot on the inside stern corner; a failed tack step puts the
   * ship back where the tack began (FP-5.6, SD-12), i.e. the exact pose before its first step.
   */
  pivot: 'stern' | 'tackStart';
  /** This turn is the first step of a tack (its "before" pose is where a failure returns to). */
  startsTack: boolean;
}

const L = (key: string, data?: Record<string, unknown>) => ({
  key: `SCA.Turn.Effect.${key}`,
  data,
});

export function tackStateOf(t: ShipSystemSource['tack']): TackState {
  if (t.phase === 'inStays')
    return {
      phase: 'inStays',
      startHeading: t.startHeading ?? 0,
      rotation: t.rotation === -1 ? -1 : 1,
    };
  return { phase: t.phase };
}

function tackFields(state: TackState): ShipSystemSource['tack'] {
  return state.phase === 'inStays'
    ? { phase: 'inStays', startHeading: state.startHeading, rotation: state.rotation }
    : { phase: state.phase, startHeading: null, rotation: 1 };
}

export interface OrderPlanInput {
  entry: AbilitaShipEntry;
  order: OrderKey;
  system: ShipSystemSource;
  wind: number | null;
  /** Whether a ship this one touches is burning (by actor id), for a failed unfoul (FP-4.4). */
  burning: (actorId: string) => boolean;
  hullSide?: HullSide;
  /** OR-5 on: the card's turn (a tack ends and fails the OR-5 way); absent or null: FP-5.6. */
  navigation?: NavigationTurn | null;
  /** OR-6 the phase of the Abilità roll (its turn, segment 1 under OR-3): reload and run out guns. */
  gunPhase?: GunPhase;
  /** OR-9 the ship was hit at short range the turn before the roll: no jury-rig repair (SD-97). */
  shortRangeHitLastTurn?: boolean;
}

/**
 * The actor part of an order's outcome, or null when the outcome changes nothing on the ship. D-6 a
 * burning ship whose last RDC goes (a failed fire-fighting roll, a failed tack) explodes.
 */
export function orderPlan(input: OrderPlanInput): EffectPlanData | null {
  const plan = rawOrderPlan(input);
  return plan && { ...plan, changes: withBurntOutExplosion(input.system, plan.changes) };
}

function rawOrderPlan(input: OrderPlanInput): EffectPlanData | null {
  const { entry, order, system: s } = input;
  if (!isOrdered(entry.orders, order))
    throw new RuleError(`${entry.name} was not given that order`);
  // OR-3 seven dice: the order reads its own group's score (the one score otherwise).
  const score = orderScore(entry, order);
  const row = abilitaRow(score);
  const profile = profileFromSource(s);
  switch (order) {
    case 'extinguish': {
      // FP-6.7 a lit fireship's fire cannot be put out.
      if (s.fireship.isFireship && s.fireship.lit) return null;
      const out = extinguish(profile, damageOf(s), s.fires, score, input.hullSide ?? 'port');
      if (out.success)
        return s.fires.hull + s.fires.rigging > 0
          ? { changes: { fires: out.fires }, label: L('FireOut') }
          : null;
      if (!out.penalty) return null;
      return {
        changes: { damage: out.damage },
        label: L('FireFightingFailed', { points: out.penalty.points }),
      };
    }
    case 'unfoul': {
      const contexts = (c: ShipSystemSource['contacts'][number]) => ({
        kind: c.kind,
        boardedNotRepelled: s.boarding.boardedNotRepelled,
        inMelee: s.boarding.inMelee,
      });
      const kept = s.contacts.filter((c) => !unfoulBreaks(row.unfoul, contexts(c)));
      // HR-3 / SD-131 off the bottom: it drifts this turn (hove to) and moves at half speed next
      // turn (the new turn frees a hove-to ship with no contact), as a ship another one unfouled from.
      const offTheBottom =
        isAground(s) &&
        unfoulBreaks(row.unfoul, {
          kind: 'grounding',
          groundedAtSail: groundedSail(s),
          boardedNotRepelled: s.boarding.boardedNotRepelled,
          inMelee: s.boarding.inMelee,
        });
      if (offTheBottom)
        return {
          changes: { contacts: kept, grounded: { ...AFLOAT }, hoveTo: true, halfSpeed: false },
          label: L('OffTheBottom'),
        };
      if (kept.length < s.contacts.length) {
        const changes: Record<string, unknown> = { contacts: kept, halfSpeed: true };
        if (kept.length === 0 && !isAground(s)) changes.hoveTo = false;
        return { changes, label: L('Unfouled') };
      }
      // FP-4.4 failing to unfoul from a burning ship starts a rigging fire (once).
      if (s.contacts.some((c) => input.burning(c.actorId))) {
        return {
          changes: { fires: { ...s.fires, rigging: s.fires.rigging + 1 } },
          label: L('CaughtFire'),
        };
      }
      return null;
    }
    case 'increaseSail':
    case 'decreaseSail': {
      if (row[order] !== 'ok') return null;
      const ladder = ['furled', 'easy', 'full'] as const;
      const i = ladder.indexOf(s.sail) + (order === 'increaseSail' ? 1 : -1);
      const sail = ladder[i];
      if (!sail) throw new RuleError(`${entry.name} cannot change sail that way`);
      // FP-5.2 coming out of hove to: half speed this turn (sail-change.ts).
      const changes: Record<string, unknown> = { ...sailChangeChanges(s, sail) };
      return { changes, label: L(`Sail.${sail}`) };
    }
    case 'changeCourse': {
      // A success turns the ship on the table (orderPose). FP-5.4 failing to bear away from irons (the heading
      // at the roll), other than in stays under a tack order, costs another 10% DC of rigging.
      if (
        row.changeCourse === 'ok' ||
        entry.headingIndex === null ||
        input.wind === null ||
        !isInIrons(entry.headingIndex, input.wind)
      )
        return null;
      return inIronsPlan({
        ...s,
        tack: entry.tack.phase === 'inStays' ? { ...s.tack, phase: 'inStays' } : s.tack,
      });
    }
    case 'tack': {
      // The step starts from the tack state at the roll; once applied the state has moved on.
      if (
        JSON.stringify(tackFields(tackStateOf(s.tack))) !==
        JSON.stringify(tackFields(tackStateOf(entry.tack)))
      ) {
        throw new RuleError(`${entry.name}: the tack has moved on since this roll`);
      }
      const step = tackTurnFor(input);
      if (input.navigation) {
        // OR-5 tackFailure: no fixed damage; a failed turn 2's OR-9 test is the referee's card.
        const nav = navigationTackChanges(
          entry,
          s,
          tackFields(step.state),
          step.returnToStart,
          input.navigation,
        );
        return {
          changes: nav.changes,
          label: L(step.returnToStart ? 'TackFailed' : 'TackStep'),
        };
      }
      // The whole tack object (its OR-5 end turn kept) so the history's undo compares like with like.
      const changes: Record<string, unknown> = {
        tack: { ...tackFields(step.state), lastEndTurn: s.tack.lastEndTurn ?? null },
      };
      if (step.riggingDamagePct > 0) {
        changes.damage = applyRiggingDamage(
          profile,
          damageOf(s),
          pctOfDc(profile.dcCapacity, step.riggingDamagePct),
        ).damage;
      }
      return { changes, label: L(step.returnToStart ? 'TackFailed' : 'TackStep') };
    }
    case 'prepareBoarding':
      return row.boarding === 'ok'
        ? { changes: { boarding: { ...s.boarding, partiesReady: true } }, label: L('PartiesReady') }
        : null;
    case 'repairRigging': {
      // D-4 one RDC in all, once: the repair is recorded so a box lost again does not reopen it.
      const r = repairRigging(profile, damageOf(s), score, {
        alreadyRepaired: s.riggingRepairUsed,
      });
      return r.repaired
        ? { changes: { damage: r.damage, riggingRepairUsed: true }, label: L('Repaired') }
        : null;
    }
    case 'lightFireship':
      return lightFireship(score)
        ? { changes: { fireship: { ...s.fireship, lit: true } }, label: L('FireshipLit') }
        : null;
    case 'firePort':
    case 'fireStarboard':
      return null; // gunnery cards
    case 'reloadPort':
    case 'reloadStarboard': {
      // OR-6 the reload table on the card's score; a failed reload changes nothing (the side stays fired).
      const side = order === 'reloadPort' ? 'port' : 'starboard';
      const guns = gunsOf(s.guns);
      if (!input.gunPhase || reloadRefusal(guns, side, input.gunPhase)) return null;
      const r = reloadSide(guns, side, input.gunPhase, s.crew, score);
      if (!r.result.reloaded) return null;
      return {
        changes: { guns: gunsSource(r.guns) },
        label: L(`${r.result.initial ? 'ReloadedPerfect' : 'Reloaded'}.${side}`),
      };
    }
    case 'runOutGuns': {
      // OR-6 every loaded side is run out: its next broadside is an initial one.
      const guns = gunsOf(s.guns);
      if (!input.gunPhase || runOutRefusal(guns, input.gunPhase)) return null;
      return {
        changes: { guns: gunsSource(runOutGuns(guns, input.gunPhase)) },
        label: L('GunsRunOut'),
      };
    }
    case 'cutAwayWreck':
    case 'juryRig':
      return juryRigPlan(input, row.unfoul);
  }
}

/** OR-9 / SD-95 a jury-rig order's change: sail reduced, wreckage cut away, or one RDC restored. */
function juryRigPlan(
  input: OrderPlanInput,
  unfoul: ReturnType<typeof abilitaRow>['unfoul'],
): EffectPlanData | null {
  const order = input.order === 'juryRig' ? 'juryRig' : 'cutAwayWreck';
  const r = juryRigChanges(input.system, order, unfoul, !!input.shortRangeHitLastTurn);
  if (!r?.changes) return null;
  const { step } = r;
  const next = step.state;
  if (order === 'juryRig')
    return next.phase === 'rigged'
      ? { changes: r.changes, label: L('JuryRigDone') }
      : { changes: r.changes, label: L('JuryRigRepaired', { left: next.rdcDown }) };
  const sailReduced = step.sailReduced;
  // A failed cut-away still brought the sail down (the first order): only that is applied.
  if (!unfoulAtLeastA(unfoul)) return { changes: r.changes, label: L('JuryRigSailReduced') };
  const key = next.phase === 'cutAway' ? 'JuryRigCutAwayMore' : 'JuryRigCutAway';
  return { changes: r.changes, label: L(sailReduced ? `${key}Sail` : key) };
}

/** FP-5.6 this turn's tack step from the card's score, the heading at the roll and the wind. */
export function tackTurnFor(input: Pick<OrderPlanInput, 'entry' | 'wind'>) {
  const { entry, wind } = input;
  if (entry.headingIndex === null || wind === null)
    throw new RuleError(`${entry.name} has no heading or wind to tack with`);
  const state = tackStateOf(entry.tack);
  if (state.phase === 'completed')
    throw new RuleError(`${entry.name} has already completed its tack`);
  return tackTurn(
    state,
    entry.headingIndex,
    wind,
    abilitaRow(orderScore(entry, 'tack')).changeCourse as CourseResult,
  );
}

/** FP-5.5 / FP-5.6 the new heading an order gives on the table, or null (no turn). */
export function orderPose(
  input: Pick<OrderPlanInput, 'entry' | 'order' | 'wind'>,
  courseTarget: number | null,
): PoseChange | null {
  const { entry, order } = input;
  const ok = abilitaRow(orderScore(entry, 'changeCourse')).changeCourse === 'ok';
  if (order === 'changeCourse')
    return ok && courseTarget !== null
      ? { headingIndex: courseTarget, pivot: 'stern', startsTack: false }
      : null;
  if (order === 'tack') {
    const step = tackTurnFor(input);
    if (step.returnToStart)
      return entry.tack.phase === 'inStays'
        ? { headingIndex: step.heading, pivot: 'tackStart', startsTack: false }
        : null;
    return { headingIndex: step.heading, pivot: 'stern', startsTack: entry.tack.phase === 'none' };
  }
  return null;
}

/** Whether an order's outcome has something to apply (a button on the card). */
export function orderHasEffect(input: OrderPlanInput, courseTarget: number | null): boolean {
  if (input.order === 'changeCourse' && orderPose(input, courseTarget) !== null) return true;
  if (input.order === 'tack') return true;
  try {
    return orderPlan(input) !== null;
  } catch {
    return false;
  }
}
