// What a click on a card button does: `runCardAction(messageId, action, args)` for every data-action
// the card templates render. Changes to ships go through the relay (effects.ts computers re-derive
// them) or, for turning a ship's token, through the table (owner or GM); undo is the GM's.
import { RuleError, criticalBearAway, headingIndex } from '../../rules/index.js';
import { applyEffect, undoEffect, type ApplyOutcome } from '../effects/relay.js';
import { releaseContacts } from '../turn/contact-effects.js';
import { EFFECTS } from '../turn/effects.js';
import { actorByUuid, chooseGunneryTarget, fireBroadside, shipSystem, testMorale } from '../turn/flow.js';
import { orderPlan, orderPose } from '../turn/plans.js';
import { turnServices } from '../turn/services.js';
import { requireCard } from './messages.js';
import { resolveGunnery } from '../turn/gunnery.js';
import { tableScale } from '../settings.js';
import type { OrderKey } from '../turn/orders.js';

type Args = Record<string, unknown>;

const refused = (reason: string): ApplyOutcome => ({ status: 'refused', reason });

async function turnForOrder(messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'abilita');
  const index = Number(args.index);
  const entry = card.ships[index];
  if (!entry) return refused(game.i18n!.localize('SCA.Turn.Error.NoCard'));
  const order = String(args.order) as OrderKey;
  const key = `${messageId}:${index}:${order}`;
  const target = entry.orders.changeCourse ? headingIndex(entry.orders.changeCourse) : null;
  const pose = orderPose({ entry, order, wind: card.wind }, target);
  const table = turnServices().table;
  if (order === 'tack') {
    // FP-5.6 the ship's tack state (and rigging damage on a failure) with its turn on the table.
    const actor = actorByUuid(entry.actorUuid);
    const plan = actor ? orderPlan({ entry, order, system: shipSystem(actor), wind: card.wind, burning: () => false }) : null;
    if (pose) {
      const turned = await table.turnShip(entry.actorUuid, pose, { key, label: game.i18n!.localize('SCA.Turn.Order.tack') });
      if (turned.status === 'refused') return turned;
    }
    return plan ? applyEffect({ kind: EFFECTS.order, key, actorUuid: entry.actorUuid, messageId, args: { index, order } }) : refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
  }
  if (!pose) return refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
  return table.turnShip(entry.actorUuid, pose, { key, label: game.i18n!.format('SCA.Turn.Effect.Turned', { heading: entry.orders.changeCourse }) });
}

async function bearAway(messageId: string, args: Args): Promise<ApplyOutcome> {
  const { card } = requireCard(messageId, 'abilita');
  const index = Number(args.index);
  const entry = card.ships[index];
  if (!entry || entry.headingIndex === null || card.wind === null || entry.score !== 3) return refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
  const heading = Number(args.heading);
  // FP-4.3 X: one point away from the wind (the owner picks when two ways are equal, SD-4).
  if (!criticalBearAway(entry.headingIndex, card.wind).includes(heading)) return refused(game.i18n!.localize('SCA.Turn.Error.CardMismatch'));
  return turnServices().table.turnShip(entry.actorUuid, { headingIndex: heading, pivot: 'stern', startsTack: false }, {
    key: `${messageId}:${index}:bearAway`,
    label: game.i18n!.localize('SCA.Turn.Effect.BearAway'),
  });
}

function recipientUuid(messageId: string, recipient: number): string {
  const { card } = requireCard(messageId, 'gunnery');
  const rec = resolveGunnery(card, tableScale()).recipients[recipient];
  if (!rec) throw new RuleError(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
  return rec.actorUuid;
}

/** Runs one card button for the current user; refusals come back as outcomes, not exceptions. */
export async function runCardAction(messageId: string, action: string, args: Args = {}): Promise<ApplyOutcome | { status: 'done' }> {
  try {
    switch (action) {
      case 'applyOrder': {
        const { card } = requireCard(messageId, 'abilita');
        const index = Number(args.index);
        const entry = card.ships[index];
        if (!entry) return refused(game.i18n!.localize('SCA.Turn.Error.NoCard'));
        const actor = actorByUuid(entry.actorUuid);
        const before = actor ? [...shipSystem(actor).contacts] : [];
        const outcome = await applyEffect({ kind: EFFECTS.order, key: `${messageId}:${index}:${String(args.order)}`, actorUuid: entry.actorUuid, messageId, args });
        // FP-5.8 the ships it unfouled from drop their record of the contact too.
        if (args.order === 'unfoul' && outcome.status === 'applied' && actor) await releaseContacts(messageId, index, before, shipSystem(actor).contacts);
        return outcome;
      }
      case 'turnShip':
        return turnForOrder(messageId, args);
      case 'bearAway':
        return bearAway(messageId, args);
      case 'fire':
        await fireBroadside(messageId, Number(args.index), args.broadside === 'starboard' ? 'starboard' : 'port');
        return { status: 'done' };
      case 'chooseTarget':
        await chooseGunneryTarget(messageId, String(args.target));
        return { status: 'done' };
      case 'applyDamage': {
        const recipient = Number(args.recipient);
        return applyEffect({ kind: EFFECTS.damage, key: `${messageId}:${recipient}`, actorUuid: recipientUuid(messageId, recipient), messageId, args: { recipient } });
      }
      case 'applyUnlucky': {
        const { card } = requireCard(messageId, 'critical');
        if (!card.unlucky) return refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
        return applyEffect({ kind: EFFECTS.unlucky, key: `${messageId}:unlucky`, actorUuid: card.unlucky.firerUuid, messageId });
      }
      case 'applyWellLaid': {
        const { card } = requireCard(messageId, 'critical');
        if (!card.wellLaid) return refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply'));
        return applyEffect({ kind: EFFECTS.wellLaid, key: `${messageId}:wellLaid`, actorUuid: card.wellLaid.targetUuid, messageId });
      }
      case 'applyExplosionFire':
        return explosionFire(messageId, args);
      case 'applyMelee': {
        const { card } = requireCard(messageId, 'melee');
        const role = args.role === 'defender' ? 'defender' : 'attacker';
        const ship = role === 'attacker' ? card.attacker : card.defender;
        return applyEffect({ kind: EFFECTS.melee, key: `${messageId}:${role}`, actorUuid: ship.actorUuid, messageId, args: { role } });
      }
      case 'applyMorale': {
        const { card } = requireCard(messageId, 'morale');
        return applyEffect({ kind: EFFECTS.morale, key: `${card.listMessageId}:${card.ship.actorUuid}`, actorUuid: card.ship.actorUuid, messageId });
      }
      case 'testMorale':
        return (await testMorale(messageId, Number(args.entry))).outcome;
      case 'applyEndOfPart': {
        const { card } = requireCard(messageId, 'endOfPart');
        const entry = card.entries[Number(args.entry)];
        if (!entry) return refused(game.i18n!.localize('SCA.Turn.Error.NoCard'));
        return applyEffect({ kind: EFFECTS.endOfPart, key: `${messageId}:${Number(args.entry)}`, actorUuid: entry.actorUuid, messageId, args: { entry: Number(args.entry) } });
      }
      case 'undo': {
        const table = turnServices().table;
        if (args.pose) return table.undoTurn(String(args.actorUuid), String(args.key));
        const undone = await undoEffect({ actorUuid: String(args.actorUuid), entryId: String(args.entryId) });
        // A tack step also turned the token under the same key: put it back too.
        if (undone.status === 'applied' && typeof args.poseKey === 'string' && table.turnState(String(args.actorUuid), args.poseKey).state === 'applied') {
          await table.undoTurn(String(args.actorUuid), args.poseKey);
        }
        return undone;
      }
      default:
        return refused(`unknown card action "${action}"`);
    }
  } catch (e) {
    if (e instanceof RuleError) return refused(e.message);
    throw e;
  }
}

function explosionFire(messageId: string, args: Args): Promise<ApplyOutcome> {
  const message = game.messages!.get(messageId) as ChatMessage.Implementation | undefined;
  const kind = (message?.system as unknown as { card?: { kind?: string } } | undefined)?.card?.kind;
  const j = Number(args.neighbour);
  if (kind === 'critical') {
    const { card } = requireCard(messageId, 'critical');
    const n = card.wellLaid?.neighbours[j];
    if (!n) return Promise.resolve(refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply')));
    return applyEffect({ kind: EFFECTS.explosionFire, key: `${messageId}:n${j}`, actorUuid: n.actorUuid, messageId, args: { neighbour: j } });
  }
  const { card } = requireCard(messageId, 'endOfPart');
  const i = Number(args.entry);
  const n = card.entries[i]?.neighbours[j];
  if (!n) return Promise.resolve(refused(game.i18n!.localize('SCA.Turn.Error.NothingToApply')));
  return applyEffect({ kind: EFFECTS.explosionFire, key: `${messageId}:${i}:n${j}`, actorUuid: n.actorUuid, messageId, args: { entry: i, neighbour: j } });
}
