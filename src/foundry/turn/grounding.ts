// HR-3 running aground in the turn flow: the referee posts the grounding card of a move (one per move)
// and applies it from the card (once-only key, history, GM undo); with the OR-9 test on (SD-132) the
// test follows, once.
import { RuleError } from '../../rules/index.js';
import { applyEffect, type ApplyOutcome } from '../referee/relay.js';
import { cardsOfKind, postCard } from '../chat/messages.js';
import type { GroundingCard } from '../chat/card-data-sailing.js';
import { AGROUND_EFFECT } from '../canvas/aground.js';
import type { GroundingHandler } from '../canvas/battle-gate.js';
import { localize } from '../i18n.js';
import { optionalRules } from '../settings.js';
import { actorByUuid, battleOrNull, shipSystem } from './flow.js';
import { cardDriven, currentSide } from './turn-state.js';
import { groundingKey } from './cards/views-grounding.js';
import { postGroundingTest } from './rigging-post.js';

/** HR-3 on the referee's client: the grounding card of move `moveId`, posted once and applied. */
export const postGrounding: GroundingHandler = async (g): Promise<ApplyOutcome> => {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Referee.NotReferee'));
  const actor = actorByUuid(g.actorUuid);
  if (!actor) throw new RuleError(localize('SCA.Turn.Error.NoShip'));
  const s = shipSystem(actor);
  const existing = cardsOfKind('grounding', (c) => c.moveId === g.moveId)[0];
  let messageId = existing?.message.id;
  let card = existing?.card;
  if (!messageId || !card) {
    const state = battleOrNull();
    const fresh: GroundingCard = {
      kind: 'grounding',
      turn: state?.turn ?? 0,
      side: state && !cardDriven(state) ? currentSide(state).id : s.side,
      ship: { actorUuid: g.actorUuid, name: actor.name! },
      sceneId: g.sceneId,
      tokenId: g.tokenId,
      regionId: g.regionId,
      moveId: g.moveId,
      bottom: g.bottom,
      sail: s.sail === 'full' ? 'full' : 'easy',
      byTest: optionalRules().riggingTest,
    };
    messageId = (await postCard(fresh)).message.id!;
    card = fresh;
  }
  const key = groundingKey(messageId);
  const outcome = await applyEffect({
    kind: AGROUND_EFFECT,
    key,
    actorUuid: g.actorUuid,
    messageId,
    requesterId: g.requesterId,
  });
  // SD-132 the OR-9 test follows the grounding, once (keyed by the card's grounding).
  if (outcome.status === 'applied' && card.byTest)
    await postGroundingTest(g.actorUuid, card.bottom, key);
  return outcome;
};
