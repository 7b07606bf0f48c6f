// registerTurn(): everything of the turn flow, called from the system's init hook.
import { registerBlast } from './blast.js';
import { registerCardModel } from '../chat/card-model.js';
import { registerChatHooks } from '../chat/chat-hooks.js';
import { registerCardRequests, setPoseUndo } from '../chat/actions.js';
import { registerCardKinds } from './cards/units.js';
import { registerFlowRequests } from './flow-requests.js';
import { registerSignalRequests } from './signals.js';
import { registerSideOrderRequest } from './or2-order.js';
import { setCardContentRenderer } from '../chat/messages.js';
import {
  CARD_PARTIALS,
  CARD_TEMPLATES,
  setPoseEffectState,
  staticCardHtml,
} from '../chat/render.js';
import { openOrdersDialog, showTracker } from './apps.js';
import { CombatBattleStore } from './battle-store.js';
import { registerCombatGuard } from './combat-guard.js';
import { registerCombatPutBack, resetCombatPutBack } from './combat-put-back.js';
import { registerBattleCombat } from './battle-combat.js';
import { registerOwnershipFollowsSide } from './battle.js';
import { applyCollision, registerContactEffects } from './contact-effects.js';
import {
  setCollisionHandler,
  setGroundingTestHandler,
  setGroundingHandler,
  setManoeuvreGate,
  setOrdersOpener,
  setWindChangeHandler,
} from '../canvas/battle-gate.js';
import { battleGate } from './gate.js';
import { registerTurnEffects } from './effects.js';
import { applyIronsAfterWindChange, registerIronsEffect } from './irons.js';
import { SceneTable } from './scene-table.js';
import { postGroundingTest } from './rigging-post.js';
import { postGrounding } from './grounding.js';
import { registerFortEffects } from './forts-fire.js';
import { registerFleetMorale } from './fleet-morale-referee.js';
import { setTurnServices, turnServices } from './services.js';
import { registerAiSeat } from './ai-seat/runner.js';
import { registerRosterGuard } from './roster-guard.js';

export function registerTurn(): void {
  registerCardKinds();
  registerCardModel();
  registerCardRequests();
  registerFlowRequests();
  registerSignalRequests();
  registerSideOrderRequest();
  registerTurnEffects();
  registerContactEffects();
  registerBlast();
  registerIronsEffect();
  registerChatHooks();
  setCardContentRenderer(staticCardHtml);
  registerOwnershipFollowsSide();
  registerCombatGuard();
  // SD-277 the battle's Combat and its combatants are the referee's while the battle is on.
  resetCombatPutBack();
  registerCombatPutBack();
  // SD-284 core's own movement-history clearing on a combatant's turn or exit stays off the battle.
  registerBattleCombat();
  registerFleetMorale();
  // Issue 13 the sides the GM hands to the AI captain, played on the active GM's client.
  registerAiSeat();
  // HR-5 SD-177 the damage of the forts' fire on the coastal batteries card.
  registerFortEffects();
  // A ship or fort of the battle is the GM's to delete (an owner's deletion is undone).
  registerRosterGuard();
  const table = new SceneTable();
  setTurnServices({ targeting: table, table, battle: new CombatBattleStore() });
  // Cards show and undo the turns of ships' tokens through whichever table the turn flow uses.
  setPoseEffectState((actorUuid, key) => turnServices().table.turnState(actorUuid, key));
  setPoseUndo({
    undoTurn: (actorUuid, key) => turnServices().table.undoTurn(actorUuid, key),
    turnState: (actorUuid, key) => turnServices().table.turnState(actorUuid, key),
  });
  // The canvas asks the battle whether a player's ship may move now, and hands it new contacts.
  setManoeuvreGate(battleGate);
  setCollisionHandler(applyCollision);
  // HR-3 / OR-9 a grounding takes the rigging test when that option is on (SD-132).
  setGroundingTestHandler(postGroundingTest);
  // HR-3 a move that runs aground gets its grounding card from the referee.
  setGroundingHandler(postGrounding);
  // FP-5.4 a change of wind that forces ships into irons damages their rigging.
  setWindChangeHandler(applyIronsAfterWindChange);
  // The canvas's "open orders" keybinding opens the tracker's orders dialog.
  setOrdersOpener(openOrdersDialog);
  void foundry.applications.handlebars.loadTemplates([
    ...Object.values(CARD_TEMPLATES),
    ...CARD_PARTIALS,
  ]);
  Hooks.on('ready', () => showTracker(true));
  Hooks.on('createCombat', () => showTracker(true));
  // The tracker's checklist follows orders (actors), the part's cards (chat) and moves (tokens).
  for (const hook of [
    'updateCombat',
    'deleteCombat',
    'updateActor',
    'createChatMessage',
    'updateChatMessage',
    'deleteChatMessage',
    'updateToken',
  ])
    Hooks.on(hook as 'updateCombat', () => showTracker());
}
