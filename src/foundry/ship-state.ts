// Translation from a ship actor's stored data to the rules core's inputs. Every card, sheet and
// canvas tool reads a ship through these, so the translation exists once.
import {
  dcLost,
  type AbilitaConditions,
  type MeleeParty,
  type MoraleConditions,
  type ShipDamage,
} from '../rules/index.js';
import { profileFromSource, type ShipSystemSource } from './models/ship-model.js';
import { wreckDown } from './ship-wreck.js';

export function damageOf(s: Pick<ShipSystemSource, 'damage'>): ShipDamage {
  return {
    port: s.damage.port,
    starboard: s.damage.starboard,
    rigging: s.damage.rigging,
    riggingRepaired: s.damage.riggingRepaired,
  };
}

/** FP-4.1 the Abilità conditions of a ship; a lit fireship's own fire does not count (FP-6.7). */
export function abilitaConditionsOf(s: ShipSystemSource): AbilitaConditions {
  const profile = profileFromSource(s);
  const fires = s.fireship.isFireship && s.fireship.lit ? 0 : s.fires.hull + s.fires.rigging;
  return {
    crew: s.crew,
    dcLost: dcLost(profile, damageOf(s)).total,
    fires,
    // OR-9 rigging down to the test: hove to for Abilità until jury-rigged.
    hoveTo: s.hoveTo || s.sail === 'furled' || wreckDown(s),
    rudderDamaged: s.rudderDamaged,
    contacts: s.contacts.length,
  };
}

/** FP-8.2 the standing conditions of a morale test; per-turn counts come from the turn record. */
export function moraleConditionsOf(
  s: ShipSystemSource,
  turn: { hits: number; bowRakes: number; sternRakes: number; refusalBonus?: number },
): MoraleConditions {
  const profile = profileFromSource(s);
  const lost = dcLost(profile, damageOf(s));
  return {
    dcCapacity: profile.dcCapacity,
    onFire: s.fires.hull + s.fires.rigging > 0,
    hoveTo: s.hoveTo || s.sail === 'furled' || s.contacts.length > 0 || wreckDown(s),
    rudderDamaged: s.rudderDamaged,
    // SD-2: repaired rigging boxes still count as lost.
    rdcLost: lost.rigging + lost.riggingRepaired,
    hdcLost: lost.hull,
    hits: turn.hits,
    previousTests: s.moraleTests.length,
    bowRakes: turn.bowRakes,
    sternRakes: turn.sternRakes,
    // OR-2 the opponent's refusals of the scenario, until the first strike (set on the list).
    ...(turn.refusalBonus ? { refusalBonus: turn.refusalBonus } : {}),
  };
}

/** FP-7.5 one side of a melee: initial BF, crew and all DCs lost. */
export function meleePartyOf(s: ShipSystemSource, supports: number): MeleeParty {
  const profile = profileFromSource(s);
  return {
    crew: s.crew,
    initialBf: profile.bf,
    dcLost: dcLost(profile, damageOf(s)).total,
    supports,
  };
}
