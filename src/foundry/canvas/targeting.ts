// Targeting on the canvas (glue). With one of the user's own ships selected, hovering another ship
// shows what its broadsides would do to it (target-tip.ts); clicking it in the ship's movement-and-
// fire step fires the ordered broadside through the card's own request (`fire` on the Abilità card,
// then `chooseTarget` on the gunnery card when the nearest rule leaves a choice): the referee decides,
// this client never rolls nor writes. The battle is read from the GM-posted cards and the gate.
import { SIDES, abilitaModifiers, sumModifiers, type Side } from '../../rules/index.js';
import { RuleError, groupScore } from '../../rules/index.js';
import { runCardAction } from '../chat/actions.js';
import { cardsOfKind, requireCard } from '../chat/messages.js';
import { templatePath } from '../constants.js';
import { shipDataOf } from '../models/access.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { abilitaConditionsOf } from '../ship-state.js';
import { manoeuvreGate, type ManoeuvreGate } from './battle-gate.js';
import { broadsideTargetsOnScene, shipToken, type SceneLike } from './scene-ships.js';
import {
  broadsideToFire,
  targetTip,
  type Aim,
  type FireContext,
  type TargetTipView,
  type TipInput,
} from './target-tip.js';
import { canvasI18n } from './ui.js';

const aimOf = (v: unknown): Aim | null => (v === 'hull' || v === 'rigging' ? v : null);

/** This turn's Abilità roll of a ship (the last genuine card of the gate's turn naming it), or null. */
function rollOf(actorUuid: string, gate: ManoeuvreGate) {
  if (gate.mode !== 'battle') return null;
  const cards = cardsOfKind(
    'abilita',
    (c) => c.turn === gate.turn && c.ships.some((s) => s.actorUuid === actorUuid),
  );
  const last = cards.at(-1);
  if (!last) return null;
  const shipIndex = last.card.ships.findIndex((s) => s.actorUuid === actorUuid);
  return { messageId: last.message.id!, shipIndex, entry: last.card.ships[shipIndex]! };
}

/**
 * FP-3 / FP-4 / FP-6.2 what the firer's broadsides may do now: after the roll the card's orders and
 * score (and which broadsides have fired), before it the orders written this turn and the odds.
 */
export function fireContext(
  actorUuid: string,
  system: ShipSystemSource,
): FireContext & {
  roll: ReturnType<typeof rollOf>;
} {
  const gate = manoeuvreGate(actorUuid);
  const roll = rollOf(actorUuid, gate);
  const modifierTotal = sumModifiers(abilitaModifiers(abilitaConditionsOf(system)));
  const orders: FireContext['orders'] = {};
  const written =
    roll?.entry.orders ??
    (gate.mode === 'battle' && system.orders.turn !== gate.turn ? null : system.orders);
  for (const side of SIDES) {
    const aim = aimOf(side === 'port' ? written?.firePort : written?.fireStarboard);
    if (!aim) continue;
    const fired =
      !!roll &&
      cardsOfKind(
        'gunnery',
        (g) =>
          g.abilitaMessageId === roll.messageId &&
          g.shipIndex === roll.shipIndex &&
          g.broadside === side,
      ).length > 0;
    orders[side] = { aim, fired };
  }
  return {
    score: roll ? groupScore(roll.entry, 'red') : null, // OR-3 gunfire reads the red dice
    modifierTotal,
    orders,
    mayFire: gate.mode === 'battle' && gate.mayMove && !!roll,
    roll,
  };
}

/** The tooltip's data for the firer token hovering over the target token (the viewer's view of the table). */
export function tipInput(
  scene: SceneLike,
  firerTokenId: string,
  targetTokenId: string,
): TipInput & { roll: ReturnType<typeof rollOf> } {
  const firer = shipToken(scene, firerTokenId);
  const target = shipToken(scene, targetTokenId);
  const targeting = Object.fromEntries(
    SIDES.map((s) => [s, broadsideTargetsOnScene(scene, firerTokenId, s)]),
  ) as TipInput['targeting'];
  const { roll, ...fire } = fireContext(firer.actor!.uuid, shipDataOf(firer.actor!));
  return {
    firerName: firer.name,
    targetId: targetTokenId,
    targetName: target.name,
    targeting,
    fire,
    names: new Map(scene.tokens.contents.map((t) => [t.id, t.name])),
    roll,
  };
}

export function targetTipView(
  scene: SceneLike,
  firerTokenId: string,
  targetTokenId: string,
): TargetTipView {
  return targetTip(tipInput(scene, firerTokenId, targetTokenId), canvasI18n());
}

/**
 * FP-6.2 / D-18 the user fires the ordered broadside of its ship at the ship clicked: the Abilità
 * card's `fire` request, then the gunnery card's `chooseTarget` when the player picks between halves.
 * Refused (RuleError) when it is not the ship's step, the user does not command it, or that broadside
 * may not fire at that ship; the referee checks all of it again.
 */
export async function fireAtToken(
  scene: SceneLike,
  firerTokenId: string,
  targetTokenId: string,
): Promise<{ messageId: string; side: Side }> {
  const firer = shipToken(scene, firerTokenId);
  const target = shipToken(scene, targetTokenId);
  if (!firer.actor?.isOwner) throw new RuleError(canvasI18n().localize('SCA.Canvas.Move.NotOwner'));
  const input = tipInput(scene, firerTokenId, targetTokenId);
  const decision = broadsideToFire(input);
  if ('refusalKey' in decision)
    throw new RuleError(canvasI18n().format(decision.refusalKey, decision.data ?? {}));
  const roll = input.roll!;
  const fired = await runCardAction(roll.messageId, 'fire', {
    index: roll.shipIndex,
    broadside: decision.side,
  });
  if (fired.status === 'refused') throw new RuleError(fired.reason);
  const messageId = fired.status === 'done' ? fired.messageId : undefined;
  if (!messageId) throw new RuleError(canvasI18n().localize('SCA.Canvas.Target.NotOrdered'));
  const { card } = requireCard(messageId, 'gunnery');
  const targetUuid = target.actor!.uuid;
  if (!card.targetUuid && card.choices.includes(targetUuid)) {
    const chosen = await runCardAction(messageId, 'chooseTarget', { target: targetUuid });
    if (chosen.status === 'refused') throw new RuleError(chosen.reason);
  }
  return { messageId, side: decision.side };
}

/** The tooltip's template, loaded at init. */
export const TARGET_TIP_TEMPLATE = templatePath('canvas/target-tip.hbs');
