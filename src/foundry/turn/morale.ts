// FP-8.1 which ships must test morale at the end of a side's part, FP-8.2 the test and the strike.
// Pure.
import {
  RuleError,
  dcLost,
  diceTotal,
  moraleTest,
  mustTestMorale,
  toDice3,
  type MoraleResult,
  type RakeKind,
  type Scale,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf, moraleConditionsOf } from '../ship-state.js';
import type { Faces } from '../chat/card-data-common.js';
import type {
  MoraleCard,
  MoraleListCard,
  MoraleListEntry,
} from '../chat/card-data-melee-morale.js';
import type { GunneryRecord } from './criticals.js';
import { resolveGunnery } from './gunnery.js';
import type { TableShipData } from './melee.js';
import type { EffectPlanData } from './plans.js';

/** One broadside hit that was applied to a ship this turn. */
export interface HitRecord {
  targetUuid: string;
  firerUuid: string;
  /** Side whose part it was fired in (the firer's side). */
  side: string;
  rake: RakeKind | null;
}

/**
 * The hits of the turn's gunnery cards whose damage was applied (and not undone), one per receiving
 * ship; `applied(actorUuid, key)` tells whether the damage key was applied to that ship.
 */
export function hitsOfTurn(
  records: readonly GunneryRecord[],
  scale: Scale,
  applied: (actorUuid: string, key: string) => boolean,
): HitRecord[] {
  const hits: HitRecord[] = [];
  for (const { messageId, card } of records) {
    const res = resolveGunnery(card, scale);
    res.recipients.forEach((rec, i) => {
      if (!applied(rec.actorUuid, `${messageId}:${i}`)) return;
      const rake =
        card.aim === 'hull'
          ? (card.candidates.find((c) => c.actorUuid === rec.actorUuid)?.rake ?? null)
          : null;
      hits.push({ targetUuid: rec.actorUuid, firerUuid: card.firerUuid, side: card.side, rake });
    });
  }
  return hits;
}

export function dcLostTotal(s: ShipSystemSource): number {
  return dcLost(profileFromSource(s), damageOf(s)).total;
}

/** Ships that can still take a morale test: afloat, not struck, not blown up or burnt out. */
export function mayTestMorale(s: ShipSystemSource): boolean {
  return !s.status.struck && !s.status.exploded && !s.status.abandoned;
}

/**
 * FP-8.1 / SD-16 the ships (of either side) that must test at the end of `side`'s part: raked in this
 * part, or a DC lost in this part that reaches the deck threshold. Hits and rakes counted for FP-8.2
 * are the whole turn's, and only those whose damage was applied.
 */
export function buildMoraleList(input: {
  turn: number;
  side: string;
  ships: readonly TableShipData[];
  partStart: Record<string, number>;
  turnHits: readonly HitRecord[];
  /** OR-2 the morale bonus of each side for the opponent's refusals of the scenario. */
  refusalBonus?: Readonly<Record<string, number>>;
  /**
   * HR-5 / SD-119 / SD-187 the card-driven turn is one part for every side, and each side posts its
   * list: a side's list holds its own ships only (raked by any fire of the turn), so no ship is on two.
   */
  onePart?: boolean;
}): MoraleListCard {
  const entries: MoraleListEntry[] = [];
  for (const ship of input.ships) {
    if (!mayTestMorale(ship.system)) continue;
    if (input.onePart && ship.system.side !== input.side) continue;
    const mine = input.turnHits.filter((h) => h.targetUuid === ship.actorUuid);
    const rakedThisPart = mine.some((h) => h.rake && (input.onePart || h.side === input.side));
    const trigger = mustTestMorale({
      decks: profileFromSource(ship.system).decks,
      dcLostBefore: input.partStart[ship.actorUuid] ?? 0,
      dcLostNow: dcLostTotal(ship.system),
      raked: rakedThisPart,
    });
    if (!trigger.must) continue;
    entries.push({
      actorUuid: ship.actorUuid,
      name: ship.name,
      reasons: trigger.reasons,
      // FP-8.2 "per enemy ship that hit it this turn": distinct firers of another side (friendly fire does not count).
      hits: new Set(mine.filter((h) => h.side !== ship.system.side).map((h) => h.firerUuid)).size,
      bowRakes: mine.filter((h) => h.rake === 'bow').length,
      sternRakes: mine.filter((h) => h.rake === 'stern').length,
      ...((input.refusalBonus?.[ship.system.side] ?? 0) > 0
        ? { refusalBonus: input.refusalBonus![ship.system.side]! }
        : {}),
    });
  }
  return { kind: 'moraleList', turn: input.turn, side: input.side, entries };
}

export function buildMoraleCard(
  list: MoraleListCard,
  listMessageId: string,
  index: number,
  ship: ShipSystemSource,
  faces: readonly number[],
): MoraleCard {
  const entry = list.entries[index];
  if (!entry) throw new RuleError(`no morale test ${index} on that list`);
  return {
    kind: 'morale',
    turn: list.turn,
    side: list.side,
    listMessageId,
    ship: { actorUuid: entry.actorUuid, name: entry.name },
    faces: [...toDice3(faces)] as Faces,
    conditions: moraleConditionsOf(ship, entry),
  };
}

export function moraleResult(card: MoraleCard): MoraleResult {
  return moraleTest(diceTotal(toDice3(card.faces)), card.conditions);
}

/**
 * FP-8.2 record the test on the ship and strike its colours on 0 or less. Re-validation: the card's
 * conditions are the ship's current ones with the list's counts of hits and rakes.
 */
export function moralePlan(
  card: MoraleCard,
  entry: MoraleListEntry,
  ship: ShipSystemSource,
): EffectPlanData {
  if (entry.actorUuid !== card.ship.actorUuid)
    throw new RuleError('the morale test is not for that ship');
  const expected = moraleConditionsOf(ship, entry);
  if (JSON.stringify(expected) !== JSON.stringify(card.conditions))
    throw new RuleError(`${card.ship.name}: the ship changed since this morale test was rolled`);
  const r = moraleResult(card);
  const changes: Record<string, unknown> = {
    moraleTests: [
      ...ship.moraleTests,
      { turn: card.turn, roll: r.roll, score: r.score, struck: r.struck },
    ],
  };
  // FP-6.7 a fireship's crew that fails abandons it (it drifts on unsteered) instead of striking.
  const fireship = ship.fireship.isFireship;
  if (r.struck)
    changes.status = fireship
      ? { ...ship.status, abandoned: true }
      : { ...ship.status, struck: true };
  const key = !r.struck ? 'MoralePassed' : fireship ? 'Abandoned' : 'Struck';
  return { changes, label: { key: `SCA.Turn.Effect.${key}`, data: { score: r.score } } };
}
