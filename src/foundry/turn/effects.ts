// The turn flow's effect kinds for the relay. Each computer runs on the applying client (the GM, or
// the ship's owner) and re-derives the change from the chat card and the ships' current data through
// the core: the card must be genuine (a system card whose author commands the source ship, dice equal
// to its Roll, scores equal to roll + modifiers), the requester must command the source ship, and the
// numbers are recomputed, never taken from the click.
import { shortRangeHitInTurn } from './jury-rig.js';
import { cardRollPhase } from './guns.js';
import { RuleError, cardForOrder, orderScore, type HullSide } from '../../rules/index.js';
import { orderOpenNow } from './card-turn.js';
import { turnServices } from './services.js';
import { registerEffect, type EffectComputer, type EffectPlan } from '../referee/relay.js';
import { ForgeryError } from '../referee/forgery.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { navigationTurn } from './or5-tack.js';
import { optionalRules, tableScale } from '../settings.js';
import { gunsOf } from '../models/guns-field.js';
import { authorOf, cardsOfKind, messageRollFaces, requireCard } from '../chat/messages.js';
import type { AbilitaCard, GunneryCard } from '../chat/card-data-fire.js';
import type { ShipRef } from '../chat/card-data-common.js';
import { cardOf } from '../chat/card-model.js';
import { verifyAbilitaEntry } from './abilita.js';
import { messageSevenDiceFaces } from '../chat/seven-dice-roll.js';
import {
  drawCriticals,
  explosionFirePlan,
  isMagazine,
  unluckyPlan,
  wellLaidPart,
  wellLaidPlan,
  type GunneryRecord,
} from './criticals.js';
import { endOfPartPlan } from './end-of-part.js';
import { checkFiringBf, damagePlan, orderedAim } from './gunnery.js';
import { checkMeleeParties, meleePlan } from './melee.js';
import { moralePlan } from './morale.js';
import { ORDER_KEYS, type OrderKey } from './orders.js';
import { orderPlan, type EffectPlanData } from './plans.js';
import { withBurntOutExplosion } from './explosion.js';
import { registerRiggingEffect } from './rigging-effect.js';
import { format, localize } from '../i18n.js';
import { shipDataOf, shipDataOrNull } from '../models/access.js';

export const EFFECTS = {
  order: 'sca.order',
  damage: 'sca.damage',
  unlucky: 'sca.unlucky',
  wellLaid: 'sca.wellLaid',
  explosionFire: 'sca.explosionFire',
  melee: 'sca.melee',
  morale: 'sca.morale',
  endOfPart: 'sca.endOfPart',
} as const;

type Doc = Actor.Implementation;

function sys(actor: Doc | null): ShipSystemSource {
  if (!actor) throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  return shipDataOf(actor);
}

function actorByUuid(uuid: string): Doc | null {
  return (fromUuidSync(uuid) as Doc | null) ?? null;
}

/** A user commands a ship when they own it or are a GM. */
export function commands(user: User.Implementation | null | undefined, actor: Doc | null): boolean {
  if (!user || !actor) return false;
  return user.isGM || actor.testUserPermission(user, 'OWNER');
}

function mustCommand(userId: string, actor: Doc | null, what: string): void {
  const user = game.users!.get(userId) as User.Implementation | undefined;
  if (!commands(user, actor))
    throw new ForgeryError(format('SCA.Turn.Error.NotYourShip', { ship: what }));
}

function cardAuthorCommands(
  message: ChatMessage.Implementation,
  actor: Doc | null,
  what: string,
): void {
  if (!commands(authorOf(message), actor))
    throw new ForgeryError(format('SCA.Turn.Error.NotGenuine', { ship: what }));
}

function label(plan: EffectPlanData): EffectPlan {
  return { changes: plan.changes, label: format(plan.label.key, plan.label.data) };
}

function required(plan: EffectPlanData | null): EffectPlan {
  if (!plan) throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  return label(plan);
}

/** The Abilità card behind another card, checked against its roll and the firing ship. */
function verifiedEntry(abilitaId: string, index: number, actor: Doc | null) {
  const { message, card } = requireCard(abilitaId, 'abilita');
  // OR-3 a seven-dice card is checked against its four Rolls.
  const rolled = card.sevenDice ? messageSevenDiceFaces(message) : messageRollFaces(message);
  const entry = verifyAbilitaEntry(card, index, rolled, sys(actor));
  if (entry.actorUuid !== actor!.uuid) throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  cardAuthorCommands(message, actor, entry.name);
  return { message, card, entry };
}

const orderComputer: EffectComputer = (req, { actor, message }) => {
  const index = Number(req.args?.index);
  const order = String(req.args?.order) as OrderKey;
  if (!(ORDER_KEYS as readonly string[]).includes(order))
    throw new RuleError(`unknown order "${order}"`);
  const { card, entry } = verifiedEntry(message?.id ?? '', index, actor);
  mustCommand(req.requesterId, actor, entry.name);
  // HR-5 a card-driven turn carries out extinguish, unfoul and sail change on their card only.
  if (!orderOpenNow(turnServices().battle.read(), card.turn, order))
    throw new RuleError(localize(`SCA.Deck.Error.OrderWaits.${cardForOrder(order)}`));
  const hullSide = req.args?.hullSide === 'starboard' ? 'starboard' : 'port';
  const burning = (actorId: string) => {
    const other = game.actors!.get(actorId) as Doc | undefined;
    const s = shipDataOrNull(other);
    return !!s && s.fires.hull + s.fires.rigging > 0;
  };
  return required(
    orderPlan({
      entry,
      order,
      system: sys(actor),
      wind: (card as AbilitaCard).wind,
      burning,
      hullSide: hullSide as HullSide,
      navigation: navigationTurn((card as AbilitaCard).turn),
      // OR-6 reload and run out guns belong to the roll's phase.
      gunPhase: cardRollPhase(card.turn),
      // OR-9 no jury-rig repair after a short-range hit the turn before the roll (SD-97).
      shortRangeHitLastTurn:
        order === 'juryRig' && shortRangeHitInTurn(entry.actorUuid, card.turn - 1, tableScale()),
    }),
  );
};

/** The gunnery card, its Abilità roll and its firer, all checked. */
function verifiedGunnery(messageId: string, requesterId: string) {
  const { message, card } = requireCard(messageId, 'gunnery');
  const firer = actorByUuid(card.firerUuid);
  const { card: abilita, entry } = verifiedEntry(card.abilitaMessageId, card.shipIndex, firer);
  cardAuthorCommands(message, firer, card.firerName);
  mustCommand(requesterId, firer, card.firerName);
  if (
    orderScore(entry, card.broadside === 'port' ? 'firePort' : 'fireStarboard') !== card.score ||
    orderedAim(abilita, card.shipIndex, card.broadside) !== card.aim
  )
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  checkFiringBf(card, sys(firer));
  // OR-6 a full-gunnery card only with the option, from a side the referee marked as fired this turn.
  if (card.fullGunnery && !firedThisTurn(sys(firer), card))
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  return { message, card, abilita, firer };
}

const damageComputer: EffectComputer = (req, { actor, message }) => {
  const { card } = verifiedGunnery(message?.id ?? '', req.requesterId);
  const recipient = Number(req.args?.recipient);
  return label(damagePlan(card, recipient, sys(actor), tableScale()));
};

function gunneryRecords(abilitaMessageId: string): GunneryRecord[] {
  return cardsOfKind('gunnery', (c) => c.abilitaMessageId === abilitaMessageId).map(
    ({ message, card }) => ({ messageId: message.id!, card }),
  );
}

/** The critical card, checked: its author commands the roll's ships and the draw is the core's. */
function verifiedCritical(messageId: string) {
  const { message, card } = requireCard(messageId, 'critical');
  const { message: abilitaMessage, card: abilita } = requireCard(card.abilitaMessageId, 'abilita');
  for (const s of abilita.ships) cardAuthorCommands(message, actorByUuid(s.actorUuid), s.name);
  cardAuthorCommands(
    abilitaMessage,
    actorByUuid(abilita.ships[0]!.actorUuid),
    abilita.ships[0]!.name,
  );
  const draw = drawCriticals(abilita, gunneryRecords(card.abilitaMessageId), tableScale());
  if (
    (draw.unlucky?.messageId ?? null) !== (card.unlucky?.gunneryMessageId ?? null) ||
    (draw.wellLaid?.messageId ?? null) !== (card.wellLaid?.gunneryMessageId ?? null)
  ) {
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  }
  let rollIndex = 0;
  const sameFaces = (faces: readonly number[]) => {
    const rolled = messageRollFaces(message, rollIndex++);
    if (rolled.some((f, i) => f !== faces[i]))
      throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  };
  if (card.unlucky) sameFaces(card.unlucky.faces);
  if (card.wellLaid) sameFaces(card.wellLaid.faces);
  return { message, card, abilita };
}

const unluckyComputer: EffectComputer = (req, { actor, message }) => {
  const { card } = verifiedCritical(message?.id ?? '');
  if (!card.unlucky || card.unlucky.firerUuid !== actor.uuid)
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  mustCommand(req.requesterId, actor, card.unlucky.firerName);
  return required(unluckyPlan(card, sys(actor)));
};

const wellLaidComputer: EffectComputer = (req, { actor, message }) => {
  const { card } = verifiedCritical(message?.id ?? '');
  const w = card.wellLaid;
  if (!w || w.targetUuid !== actor.uuid) throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  mustCommand(req.requesterId, actorByUuid(w.firerUuid), w.targetName);
  const { card: gunnery } = requireCard(w.gunneryMessageId, 'gunnery');
  const part = wellLaidPart(req.args);
  return label(wellLaidPlan(card, gunnery, sys(actor), tableScale(), part));
};

/** FP-4.4 fire from an explosion: the exploding ship must have blown up, and this ship be in reach. */
const explosionFireComputer: EffectComputer = (req, { actor, message }) => {
  const j = Number(req.args?.neighbour);
  const card = cardOf(message);
  let source: Doc | null;
  let neighbour: ShipRef | undefined;
  if (card?.kind === 'critical') {
    verifiedCritical(message!.id!);
    const w = card.wellLaid;
    if (!w || !isMagazine(w.faces)) throw new RuleError(localize('SCA.Turn.Error.NoExplosion'));
    source = actorByUuid(w.targetUuid);
    neighbour = w.neighbours[j];
    mustCommand(req.requesterId, actorByUuid(w.firerUuid), w.targetName);
  } else if (card?.kind === 'endOfPart') {
    const entry = card.entries[Number(req.args?.entry)];
    if (!entry) throw new RuleError(localize('SCA.Turn.Error.NoCard'));
    if (!authorOf(message!)?.isGM)
      throw new RuleError(format('SCA.Turn.Error.NotGenuine', { ship: entry.name }));
    source = actorByUuid(entry.actorUuid);
    neighbour = entry.neighbours[j];
    mustCommand(req.requesterId, source, entry.name);
  } else {
    throw new RuleError(localize('SCA.Turn.Error.NoCard'));
  }
  if (!sys(source).status.exploded) throw new RuleError(localize('SCA.Turn.Error.NoExplosion'));
  if (!neighbour || neighbour.actorUuid !== actor.uuid)
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  return label(explosionFirePlan(sys(actor)));
};

const meleeComputer: EffectComputer = (req, { actor, message }) => {
  const { message: m, card } = requireCard(message, 'melee');
  const role = req.args?.role === 'defender' ? 'defender' : 'attacker';
  const attacker = actorByUuid(card.attacker.actorUuid);
  const defender = actorByUuid(card.defender.actorUuid);
  if ((role === 'attacker' ? attacker : defender)?.uuid !== actor.uuid)
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  cardAuthorCommands(m, attacker, card.attacker.name);
  mustCommand(req.requesterId, attacker, card.attacker.name);
  if (card.faces && messageRollFaces(m).some((f, i) => f !== card.faces![i]))
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  checkMeleeParties(card, sys(attacker), sys(defender));
  const other = role === 'attacker' ? defender : attacker;
  // SD-242 the referee records whom she is locked with (the AI seat reads it).
  return label(meleePlan(card, role, sys(actor), sys(other), other?.id ?? ''));
};

const moraleComputer: EffectComputer = (req, { actor, message }) => {
  const { message: m, card } = requireCard(message, 'morale');
  const { card: list } = requireCard(card.listMessageId, 'moraleList');
  const entry = list.entries.find((e) => e.actorUuid === actor.uuid);
  if (!entry) throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  cardAuthorCommands(m, actor, entry.name);
  mustCommand(req.requesterId, actor, entry.name);
  if (messageRollFaces(m).some((f, i) => f !== card.faces[i]))
    throw new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  return label(moralePlan(card, entry, sys(actor)));
};

const endOfPartComputer: EffectComputer = (req, { actor, message }) => {
  const { message: m, card } = requireCard(message, 'endOfPart');
  const entry = card.entries[Number(req.args?.entry)];
  if (!entry || entry.actorUuid !== actor.uuid)
    throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  if (!authorOf(m)?.isGM)
    throw new RuleError(format('SCA.Turn.Error.NotGenuine', { ship: entry.name }));
  mustCommand(req.requesterId, actor, entry.name);
  const from = entry.from ? actorByUuid(entry.from.actorUuid) : null;
  const spread =
    entry.cause === 'spread' ? { selfId: actor.id!, from: from ? sys(from) : null } : undefined;
  return required(endOfPartPlan(entry, sys(actor), spread));
};

/** D-6 every change a turn effect makes to a burning ship may blow it up, whatever took its last RDC. */
function withExplosion(computer: EffectComputer): EffectComputer {
  return async (req, ctx) => {
    const plan = await computer(req, ctx);
    return ctx.actor.type === 'ship'
      ? { ...plan, changes: withBurntOutExplosion(sys(ctx.actor), plan.changes) }
      : plan;
  };
}

export function registerTurnEffects(): void {
  registerEffect(EFFECTS.order, withExplosion(orderComputer));
  registerEffect(EFFECTS.damage, withExplosion(damageComputer));
  registerEffect(EFFECTS.unlucky, withExplosion(unluckyComputer));
  registerEffect(EFFECTS.wellLaid, withExplosion(wellLaidComputer));
  registerEffect(EFFECTS.explosionFire, withExplosion(explosionFireComputer));
  registerEffect(EFFECTS.melee, withExplosion(meleeComputer));
  registerEffect(EFFECTS.morale, withExplosion(moraleComputer));
  registerEffect(EFFECTS.endOfPart, withExplosion(endOfPartComputer));
  registerRiggingEffect();
}

function firedThisTurn(s: ShipSystemSource, card: GunneryCard): boolean {
  return (
    optionalRules().fullGunnery && gunsOf(s.guns)[card.broadside].lastFired?.turn === card.turn
  );
}
