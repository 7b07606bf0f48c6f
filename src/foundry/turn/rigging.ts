// OR-9 the rigging damage test card, pure: its builder from a ship and the wind, its result (the
// core's riggingTest over the card's inputs and dice) and the damage it does. The referee's posting and
// the end-of-part trigger: rigging-post.ts.
import {
  RuleError,
  applyRiggingDamage,
  diceTotal,
  navWindOf,
  pctOfDc,
  riggingSailOf,
  riggingTest,
  sailStepsLower,
  trackState,
  type NavWindCondition,
  type RiggingCollision,
  type RiggingTestCause,
  type RiggingTestResult,
  type WindStrength,
} from '../../rules/index.js';
import {
  AFLOAT,
  isAground,
  profileFromSource,
  type ShipSystemSource,
} from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { Faces, ShipRef } from '../chat/card-data-common.js';
import type { RiggingTestCard } from '../chat/card-data-sailing.js';
import type { TableShipData } from './melee.js';
import type { EffectPlanData } from './plans.js';
import { wreckAfterTest } from '../ship-wreck.js';

/** What a caller knows beyond the ship: a collision or grounding, and the wind if not the scene's. */
export interface RiggingTestExtra {
  collision?: RiggingCollision;
  /** Rates of difference against the ship in a collision with a ship. */
  rateDiff?: number;
  partiesReady?: boolean;
  /** The other ship of a collision (its DC measures the damage). */
  other?: ShipRef;
  /** OR-2 strengths (light airs, storm) or Fast Play's; default: the scene's wind. */
  wind?: NavWindCondition | WindStrength;
  /** The once-only key of what caused the test (a wind change and token). */
  trigger?: string;
}

/** RDC boxes the ship has lost now (restored boxes are lost again only when damaged again). */
function rdcLostOf(s: ShipSystemSource): number {
  return trackState(profileFromSource(s), damageOf(s), 'rigging').lost;
}

/**
 * OR-9 the card of one test: the crew that kept the ship (a prize's original crew), its sail (hove to
 * when furled or hove to), the RDC lost now and the wind, read as the OR-5 table does (SD-26: light
 * airs as a light breeze, a storm as a strong wind). No test in a calm.
 */
export function buildRiggingTestCard(input: {
  turn: number;
  side: string;
  ship: TableShipData;
  cause: RiggingTestCause;
  faces: Faces;
  wind: NavWindCondition | WindStrength;
  extra?: RiggingTestExtra;
}): RiggingTestCard {
  const s = input.ship.system;
  const extra = input.extra ?? {};
  const reading = navWindOf(input.wind);
  if (reading.wind === null) throw new RuleError('no rigging damage test in a calm');
  if (extra.collision === 'ship' && !extra.other)
    throw new RuleError(
      'a collision with a ship needs the other ship (its DC measures the damage)',
    );
  const card: RiggingTestCard = {
    kind: 'riggingTest',
    turn: input.turn,
    side: input.side,
    ship: { actorUuid: input.ship.actorUuid, name: input.ship.name },
    cause: input.cause,
    faces: input.faces,
    crew: s.originalCrew || s.crew,
    sail: s.hoveTo ? 'hove-to' : riggingSailOf(s.sail),
    wind: reading.wind,
    storm: reading.storm,
    rdcLost: rdcLostOf(s),
    collision: extra.collision ?? null,
    rateDiff: extra.rateDiff ?? null,
    partiesReady: extra.partiesReady ?? false,
    other: extra.collision === 'ship' && extra.other ? { ...extra.other } : null,
    ...(extra.trigger ? { trigger: extra.trigger } : {}),
  };
  riggingTestOf(card); // refuses impossible inputs before the card is posted
  return card;
}

/** OR-9 the card's result, recomputed from its stored inputs and dice. */
export function riggingTestOf(card: RiggingTestCard): RiggingTestResult {
  return riggingTest({
    crew: card.crew,
    roll: diceTotal(card.faces),
    sail: card.sail,
    wind: card.wind,
    rdcLost: card.rdcLost,
    ...(card.collision ? { collision: card.collision } : {}),
    ...(card.rateDiff !== null ? { rateDiff: card.rateDiff } : {}),
    partiesReady: card.partiesReady,
  });
}

/**
 * OR-9 the damage of a failed test on the ship's current data: |score| x 10% of one DC (the other
 * ship's DC capacity in a collision with a ship), on the rigging. Null when the test is passed.
 */
export function riggingDamagePlan(
  card: RiggingTestCard,
  s: ShipSystemSource,
  otherDcCapacity: number | null,
): EffectPlanData | null {
  const r = riggingTestOf(card);
  // HR-3 / SD-132 a grounding's test passed: the ship slides off (it drifts this turn, half speed next).
  if (!r.damage && card.cause === 'grounding')
    return isAground(s)
      ? {
          changes: { grounded: { ...AFLOAT }, hoveTo: true, halfSpeed: false },
          label: { key: 'SCA.Turn.Effect.OffTheBottom', data: {} },
        }
      : null;
  if (!r.damage) return null;
  const profile = profileFromSource(s);
  if (r.dcOf === 'other' && otherDcCapacity === null)
    throw new RuleError('the other ship of the collision is gone');
  const dc = r.dcOf === 'other' ? otherDcCapacity! : profile.dcCapacity;
  const points = pctOfDc(dc, r.damagePctDc);
  const damage = applyRiggingDamage(profile, damageOf(s), points).damage;
  // OR-9 the RDC it costs are recorded (with the lee side) until jury-rigged; undo puts the record back.
  const lost = trackState(profile, damage, 'rigging').lost - rdcLostOf(s);
  const wreck = wreckAfterTest(s, lost, card.leeSide ?? null);
  return {
    changes: wreck ? { damage, wreck } : { damage },
    label: { key: 'SCA.Turn.Effect.RiggingDamage', data: { points, pct: r.damagePctDc } },
  };
}

/**
 * OR-9 the RDC the test costs (or cost, once applied): boxes lost now beyond those lost at the test,
 * from the plan's damage when not yet applied.
 */
export function rdcLostToTest(
  card: RiggingTestCard,
  s: ShipSystemSource,
  plan: EffectPlanData | null,
  applied: boolean,
): number {
  const profile = profileFromSource(s);
  if (applied) return Math.max(0, rdcLostOf(s) - card.rdcLost);
  if (!plan?.changes.damage) return 0;
  const after = trackState(profile, plan.changes.damage as ReturnType<typeof damageOf>, 'rigging');
  return Math.max(0, after.lost - rdcLostOf(s));
}

/** OR-9 what the lost RDC do until jury-rigged, for the card: how many, and the sail the speed reads. */
export function lostRdcNote(s: ShipSystemSource, rdcDown: number) {
  if (rdcDown === 0) return null;
  return { rdcDown, speedSail: sailStepsLower(s.sail, Math.min(rdcDown, 2)) };
}
