// FP-4.4 / D-7 / D-21 fires not put out take their toll at the end of the owner's part, and pass by
// contact (to the ships touched, and through a ship a burning one ran into this turn to those touching
// it); FP-6.7 lit fireships burn one RDC each later turn; D-6 a ship losing its last RDC while on fire explodes.
// FP-8.3 victory points. Pure.
import {
  RuleError,
  applyRiggingDamage,
  dcLost,
  endOfPartFire,
  fireshipTurn,
  isDismasted,
  isSinking,
  pointsToLoseBoxes,
  trackState,
  victoryPoints,
  type VictoryScoring,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type {
  EndOfPartCard,
  EndOfPartEntry,
  SummaryCard,
  SummaryShip,
} from '../chat/card-data-melee-morale.js';
import type { ShipRef } from '../chat/card-data-common.js';
import type { TableShipData } from './melee.js';
import { withBurntOutExplosion } from './explosion.js';
import type { EffectPlanData } from './plans.js';
import type { RosterEntry } from './turn-state.js';

const L = (key: string, data?: Record<string, unknown>) => ({
  key: `SCA.Turn.Effect.${key}`,
  data,
});

function litFireship(s: ShipSystemSource): boolean {
  return s.fireship.isFireship && s.fireship.lit;
}

function burning(s: ShipSystemSource): boolean {
  return s.fires.hull + s.fires.rigging > 0 || litFireship(s);
}

/** For a 'spread' entry: this ship's actor id and the burning ship's current data (null: it is gone). */
export interface SpreadSource {
  selfId: string;
  from: ShipSystemSource | null;
}

/**
 * The fire toll of one entry on the ship's current data (null: nothing happens). A 'spread' entry
 * (FP-4.4 fire reaches the rigging of ships in contact) passes a rigging fire only while the other
 * ship still burns and still touches this one, and only to a ship not already burning.
 */
export function endOfPartPlan(
  entry: Pick<EndOfPartEntry, 'cause'>,
  s: ShipSystemSource,
  spread?: SpreadSource,
): EffectPlanData | null {
  const profile = profileFromSource(s);
  if (entry.cause === 'spread') {
    if (!spread?.from) throw new RuleError('the burning ship is gone');
    if (!burning(spread.from) || !spread.from.contacts.some((c) => c.actorId === spread.selfId))
      return null;
    if (burning(s)) return null;
    return { changes: { fires: { ...s.fires, rigging: 1 } }, label: L('FireCaught') };
  }
  if (entry.cause === 'fireship') {
    if (!litFireship(s)) throw new RuleError('that ship is not a lit fireship');
    const lost = trackState(profile, damageOf(s), 'rigging').lost;
    if (lost >= profile.rdc) return null;
    const burn = fireshipTurn(profile.rdc, lost);
    const damage = applyRiggingDamage(
      profile,
      damageOf(s),
      pointsToLoseBoxes(profile, damageOf(s), 'rigging', burn.rdcLost - lost),
    ).damage;
    return { changes: { damage }, label: L(burn.burntOut ? 'FireshipBurntOut' : 'FireshipBurns') };
  }
  const out = endOfPartFire(profile, damageOf(s), s.fires, { fireship: litFireship(s) });
  const changes: Record<string, unknown> = {};
  if (JSON.stringify(out.damage) !== JSON.stringify(damageOf(s))) changes.damage = out.damage;
  if (JSON.stringify(out.fires) !== JSON.stringify(s.fires)) changes.fires = out.fires;
  if (out.explodes) changes.status = { ...s.status, exploded: true };
  if (Object.keys(changes).length === 0) return null;
  const key = out.explodes
    ? 'FireExplodes'
    : out.riggingLost > 0
      ? 'FireBurnsRigging'
      : 'FireSpreads';
  return { changes: withBurntOutExplosion(s, changes), label: L(key, { lost: out.riggingLost }) };
}

/** Whether the entry's toll would blow the ship up now (D-6), to list the ships the blast reaches. */
export function wouldExplode(entry: Pick<EndOfPartEntry, 'cause'>, s: ShipSystemSource): boolean {
  const plan = endOfPartPlan(entry, s);
  return !!plan && (plan.changes.status as { exploded?: boolean } | undefined)?.exploded === true;
}

/**
 * FP-4.4 / FP-6.7 / SD-17 the ships of `side` whose fires take their toll at the end of its part; a fireship
 * lit this turn starts burning next turn. `neighbours` lists the ships within short range of a ship.
 */
export function buildEndOfPartCard(input: {
  turn: number;
  side: string;
  ships: readonly TableShipData[];
  litThisTurn: (actorUuid: string) => boolean;
  neighbours: (actorUuid: string) => ShipRef[];
}): EndOfPartCard {
  const entries: EndOfPartEntry[] = [];
  const caught = new Set<string>();
  const spreadTo = (target: TableShipData | undefined, from: TableShipData) => {
    if (
      !target ||
      target.system.status.exploded ||
      burning(target.system) ||
      caught.has(target.actorUuid)
    )
      return;
    caught.add(target.actorUuid);
    entries.push({
      actorUuid: target.actorUuid,
      name: target.name,
      cause: 'spread',
      from: { actorUuid: from.actorUuid, name: from.name },
      neighbours: [],
    });
  };
  const byId = (id: string) => input.ships.find((o) => o.id === id);
  for (const ship of input.ships) {
    const s = ship.system;
    if (s.side !== input.side || s.status.exploded || !burning(s)) continue;
    // FP-4.4 the fire reaches the rigging of every ship this one touches (once for each ship).
    for (const c of s.contacts) spreadTo(byId(c.actorId), ship);
  }
  for (const ship of input.ships) {
    const s = ship.system;
    if (s.side !== input.side || s.status.exploded || !burning(s)) continue;
    // FP-4.4 a burning ship that made a contact this turn (its contact record says it moved into it) sets fire
    // to the ship it touched and, through it, to the ships already touching that one.
    for (const c of s.contacts.filter((r) => r.mover && r.turn === input.turn)) {
      const hit = byId(c.actorId);
      if (!hit || hit.system.status.exploded) continue;
      for (const d of hit.system.contacts)
        if (d.actorId !== ship.id) spreadTo(byId(d.actorId), hit);
    }
  }
  for (const ship of input.ships) {
    const s = ship.system;
    if (s.side !== input.side || s.status.exploded) continue;
    if (litFireship(s)) {
      if (input.litThisTurn(ship.actorUuid) || isDismasted(profileFromSource(s), damageOf(s)))
        continue;
      entries.push({
        actorUuid: ship.actorUuid,
        name: ship.name,
        cause: 'fireship',
        neighbours: [],
      });
    } else if (s.fires.hull + s.fires.rigging > 0) {
      const entry: EndOfPartEntry = {
        actorUuid: ship.actorUuid,
        name: ship.name,
        cause: 'fire',
        neighbours: [],
      };
      if (wouldExplode(entry, s)) entry.neighbours = input.neighbours(ship.actorUuid);
      entries.push(entry);
    }
  }
  return { kind: 'endOfPart', turn: input.turn, side: input.side, entries };
}

/** FP-8.3 the fate of a ship for the victory count. */
export function fateOf(s: ShipSystemSource, originalSide: string): SummaryShip['fate'] {
  const profile = profileFromSource(s);
  if (s.status.captured && s.side !== originalSide) return 'captured';
  // A burnt-out fireship is removed from the table: destroyed (FP-6.7).
  if (
    s.status.exploded ||
    isSinking(profile, damageOf(s)) ||
    (litFireship(s) && isDismasted(profile, damageOf(s)))
  )
    return 'destroyed';
  if (s.status.struck || s.status.abandoned) return 'struck';
  return 'afloat';
}

export function summaryShips(
  ships: readonly TableShipData[],
  roster: readonly RosterEntry[],
): SummaryShip[] {
  return roster.flatMap((r) => {
    const ship = ships.find((s) => s.actorUuid === r.actorUuid);
    if (!ship) return [];
    const profile = profileFromSource(ship.system);
    return [
      {
        actorUuid: ship.actorUuid,
        name: ship.name,
        side: ship.system.side,
        originalSide: r.originalSide,
        fate: fateOf(ship.system, r.originalSide),
        dcLost: dcLost(profile, damageOf(ship.system)).total,
        initialBf: profile.bf,
      },
    ];
  });
}

/** FP-8.3 each side's points: its enemies are the ships that started on another side. */
export function victoryTally(
  ships: readonly SummaryShip[],
  sides: readonly string[],
  scoring: VictoryScoring,
) {
  return sides.map((id) => {
    const enemies = ships
      .filter((s) => s.originalSide !== id)
      // A ship captured by a third side is not this side's prize.
      .map((s) => ({
        initialBf: s.initialBf,
        dcLost: s.dcLost,
        fate: s.fate === 'captured' && s.side !== id ? ('afloat' as const) : s.fate,
      }));
    const { points, exact } = victoryPoints(enemies, scoring);
    return { id, points, exact };
  });
}

export function buildSummaryCard(
  turn: number,
  ships: SummaryShip[],
  sides: readonly string[],
  scoring: VictoryScoring,
  fleetMoraleLoser: string | null = null,
): SummaryCard {
  return {
    kind: 'summary',
    turn,
    side: '',
    scoring,
    sides: victoryTally(ships, sides, scoring),
    ships,
    // HR-4 the first fleet to break loses.
    ...(fleetMoraleLoser ? { fleetMoraleLoser } : {}),
  };
}
