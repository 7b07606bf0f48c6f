// FP-7 boarding melee: who may board whom, the supporting ships of both sides picked from the ships
// in contact (FP-7.6), the melee test (FP-7.5), capture with a prize crew of the original quality,
// HR-1 melee damage. Pure.
import {
  RuleError,
  applyHullDamage,
  applyRiggingDamage,
  capture,
  diceTotal,
  meleeDamage,
  meleeTest,
  takenWithoutMelee,
  toDice3,
  type MeleeOutcome,
  type MeleeResult,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf, meleePartyOf } from '../ship-state.js';
import type { Faces, ShipRef } from '../chat/card-data-common.js';
import type { MeleeCard } from '../chat/card-data-melee-morale.js';
import { withBurntOutExplosion } from './explosion.js';
import { shipPermissions } from './orders.js';
import type { EffectPlanData } from './plans.js';

export interface TableShipData extends ShipRef {
  id: string;
  system: ShipSystemSource;
}

function touching(a: TableShipData, b: TableShipData): boolean {
  return (
    a.system.contacts.some((c) => c.actorId === b.id) ||
    b.system.contacts.some((c) => c.actorId === a.id)
  );
}

/** FP-7.2 pairs (boarding ship, enemy) the side may fight a melee with: parties ready and in contact. */
export function meleeOptions(
  side: string,
  ships: readonly TableShipData[],
): Array<{ attacker: TableShipData; defender: TableShipData }> {
  const out: Array<{ attacker: TableShipData; defender: TableShipData }> = [];
  for (const a of ships) {
    if (
      a.system.side !== side ||
      !a.system.boarding.partiesReady ||
      !shipPermissions(a.system, false).mayBoard
    )
      continue;
    for (const d of ships) {
      if (d.system.side === side || !touching(a, d) || d.system.status.exploded) continue;
      out.push({ attacker: a, defender: d });
    }
  }
  return out;
}

/** FP-7.6 the contact between two ships was made at full sail in `turn` (either ship's record says so). */
function contactedAtFullSailIn(a: TableShipData, b: TableShipData, turn: number): boolean {
  const records = [
    ...a.system.contacts.filter((c) => c.actorId === b.id),
    ...b.system.contacts.filter((c) => c.actorId === a.id),
  ];
  return records.some((c) => c.moverSail === 'full' && c.turn === turn);
}

/**
 * FP-7.6 / SD-18 supporters: ships of the same side as the ship they help, with boarding parties successfully
 * prepared (attackers and defenders alike), able to board, touching the enemy ship of the melee (the boarded
 * ship for the attackers, the boarding ship for the defenders); a ship whose contact with it was made at full
 * sail this turn takes the collision damage and supports only from the next turn.
 */
export function supporters(
  attacker: TableShipData,
  defender: TableShipData,
  ships: readonly TableShipData[],
  turn: number,
) {
  const supportsAgainst = (helped: TableShipData, enemy: TableShipData) =>
    ships.filter(
      (s) =>
        s.id !== helped.id &&
        s.system.side === helped.system.side &&
        s.system.boarding.partiesReady &&
        shipPermissions(s.system, false).mayBoard &&
        touching(s, enemy) &&
        !contactedAtFullSailIn(s, enemy, turn),
    );
  return {
    attackerSupports: supportsAgainst(attacker, defender),
    defenderSupports: supportsAgainst(defender, attacker),
  };
}

const ref = (s: TableShipData): ShipRef => ({ actorUuid: s.actorUuid, name: s.name });

/** FP-7.2 refuses a melee the side may not fight (checked before any dice are rolled). */
export function checkMayBoard(
  attacker: TableShipData,
  defender: TableShipData,
  ships: readonly TableShipData[],
): void {
  if (
    !meleeOptions(attacker.system.side, ships).some(
      (o) => o.attacker.id === attacker.id && o.defender.id === defender.id,
    )
  ) {
    throw new RuleError(
      `${attacker.name} cannot board ${defender.name} (parties ready and contact needed, FP-7.2)`,
    );
  }
}

export function buildMeleeCard(input: {
  turn: number;
  attacker: TableShipData;
  defender: TableShipData;
  ships: readonly TableShipData[];
  faces: readonly number[] | null;
  meleeDamage: boolean;
}): MeleeCard {
  const { attacker, defender } = input;
  checkMayBoard(attacker, defender, input.ships);
  const { attackerSupports, defenderSupports } = supporters(
    attacker,
    defender,
    input.ships,
    input.turn,
  );
  const withoutMelee = takenWithoutMelee(defender.system.status);
  if (!withoutMelee && !input.faces) throw new RuleError('a melee needs its 3d6');
  return {
    kind: 'melee',
    turn: input.turn,
    side: attacker.system.side,
    attacker: ref(attacker),
    defender: ref(defender),
    attackerSupports: attackerSupports.map(ref),
    defenderSupports: defenderSupports.map(ref),
    withoutMelee,
    faces: withoutMelee ? null : ([...toDice3(input.faces!)] as Faces),
    own: meleePartyOf(attacker.system, attackerSupports.length),
    enemy: meleePartyOf(defender.system, defenderSupports.length),
    meleeDamage: input.meleeDamage,
    defenderSide: defender.system.side,
  };
}

/** FP-7.5 the melee test of the card (null when the ship is taken without one, FP-7.2). */
export function meleeResult(card: MeleeCard): MeleeResult | null {
  if (card.withoutMelee) return null;
  if (!card.faces) throw new RuleError('the melee card has no dice');
  return meleeTest(diceTotal(toDice3(card.faces)), card.own, card.enemy);
}

export function meleeOutcomeOf(card: MeleeCard): MeleeOutcome {
  return meleeResult(card)?.outcome ?? 'captured';
}

/** Re-validation: the parties on the card are these ships (crew, size) and the supports listed. */
export function checkMeleeParties(
  card: MeleeCard,
  attacker: ShipSystemSource,
  defender: ShipSystemSource,
): void {
  const check = (name: string, party: MeleeCard['own'], s: ShipSystemSource, supports: number) => {
    if (
      party.crew !== s.crew ||
      party.initialBf !== profileFromSource(s).bf ||
      party.supports !== supports
    ) {
      throw new RuleError(`${name}: the melee card does not match the ship`);
    }
  };
  check(card.attacker.name, card.own, attacker, card.attackerSupports.length);
  check(card.defender.name, card.enemy, defender, card.defenderSupports.length);
}

const L = (key: string, data?: Record<string, unknown>) => ({
  key: `SCA.Turn.Effect.${key}`,
  data,
});

/** HR-1 10% DC hull (on the port side, SD-13) and 10% DC rigging. */
function hr1Damage(s: ShipSystemSource, points: { hullPoints: number; riggingPoints: number }) {
  const profile = profileFromSource(s);
  const hull = applyHullDamage(profile, damageOf(s), 'port', points.hullPoints).damage;
  return applyRiggingDamage(profile, hull, points.riggingPoints).damage;
}

/** The outcome on one of the two principal ships (FP-7.5; HR-1 when the card says so; D-6 explosion). */
export function meleePlan(
  card: MeleeCard,
  role: 'attacker' | 'defender',
  s: ShipSystemSource,
  other: ShipSystemSource,
  /** SD-242 the other ship's actor id, recorded as her melee partner while the melee goes on. */
  otherId = '',
): EffectPlanData {
  const plan = rawMeleePlan(card, role, s, other, otherId);
  return { ...plan, changes: withBurntOutExplosion(s, plan.changes) };
}

function rawMeleePlan(
  card: MeleeCard,
  role: 'attacker' | 'defender',
  s: ShipSystemSource,
  other: ShipSystemSource,
  otherId: string,
): EffectPlanData {
  const outcome = meleeOutcomeOf(card);
  const changes: Record<string, unknown> = {};
  const testing = role === 'attacker' ? s : other;
  const defending = role === 'attacker' ? other : s;
  if (card.meleeDamage && !card.withoutMelee) {
    const dmg = meleeDamage(
      outcome,
      { dcCapacity: profileFromSource(testing).dcCapacity },
      { dcCapacity: profileFromSource(defending).dcCapacity },
    );
    const mine = role === 'attacker' ? dmg.testing : dmg.defending;
    if (mine.hullPoints + mine.riggingPoints > 0) changes.damage = hr1Damage(s, mine);
  }
  if (role === 'attacker') {
    const inMelee = outcome === 'continues';
    changes.boarding = {
      ...s.boarding,
      inMelee,
      partiesReady: outcome === 'continues' ? s.boarding.partiesReady : false,
      meleeWith: inMelee ? otherId : '',
    };
    return { changes, label: L(`Melee.${outcome}`, { ship: card.defender.name }) };
  }
  if (outcome === 'captured') {
    if (s.side !== card.defenderSide)
      throw new RuleError(`${card.defender.name} is no longer on the side it was boarded on`);
    const taken = capture(
      {
        controller: s.side,
        crew: s.crew,
        originalCrew: s.originalCrew,
        captured: s.status.captured,
        struck: s.status.struck,
      },
      card.side,
    );
    changes.side = taken.controller;
    changes.crew = taken.crew;
    changes.status = { ...s.status, captured: taken.captured, struck: taken.struck };
    changes.boarding = {
      partiesReady: false,
      inMelee: false,
      boardedNotRepelled: false,
      meleeWith: '',
    };
    return { changes, label: L('Melee.taken', { side: card.side }) };
  }
  changes.boarding = {
    ...s.boarding,
    inMelee: outcome === 'continues',
    boardedNotRepelled: outcome === 'continues',
    meleeWith: outcome === 'continues' ? otherId : '',
  };
  return { changes, label: L(`Melee.${outcome}`, { ship: card.attacker.name }) };
}
