// registerTurn(): everything of the turn flow, called from the system's init hook.
import type { ShipSystemSource } from '../models/ship-model.js';
import { registerCardModel } from '../chat/card-model.js';
import { registerChatHooks } from '../chat/chat-hooks.js';
import { setCardContentRenderer } from '../chat/messages.js';
import { CARD_PARTIALS, CARD_TEMPLATES, staticCardHtml } from '../chat/render.js';
import { showTracker } from './apps.js';
import { CombatBattleStore } from './battle-store.js';
import { registerCombatGuard } from './combat-guard.js';
import { registerOwnershipFollowsSide } from './battle.js';
import { applyCollision, registerContactEffects } from './contact-effects.js';
import { setCollisionHandler, setManoeuvreGate } from '../canvas/battle-gate.js';
import { battleGate } from './gate.js';
import { registerTurnEffects } from './effects.js';
import { SceneTable } from './scene-table.js';
import { setTurnServices } from './services.js';

/** FP-3 orders cannot be changed once the dice are rolled: a player's update to locked orders is refused. */
export function registerOrdersLock(): void {
  Hooks.on('preUpdateActor', (actor: Actor.Implementation, diff: Record<string, unknown>, _options: unknown, userId: string) => {
    const orders = (diff.system as { orders?: Record<string, unknown> } | undefined)?.orders;
    if (!orders || actor.type !== 'ship') return true;
    const user = game.users!.get(userId);
    const current = (actor.system as unknown as ShipSystemSource).orders;
    if (user?.isGM || !current.locked) return true;
    // The only change a player may make to locked orders is none.
    ui.notifications?.warn(game.i18n!.format('SCA.Turn.Error.OrdersLocked', { ship: actor.name ?? '' }));
    return false;
  });
}

export function registerTurn(): void {
  registerCardModel();
  registerTurnEffects();
  registerContactEffects();
  registerChatHooks();
  setCardContentRenderer(staticCardHtml);
  registerOwnershipFollowsSide();
  registerOrdersLock();
  registerCombatGuard();
  const table = new SceneTable();
  setTurnServices({ targeting: table, table, battle: new CombatBattleStore() });
  // The canvas asks the battle whether a player's ship may move now, and hands it new contacts.
  setManoeuvreGate(battleGate);
  setCollisionHandler(applyCollision);
  void foundry.applications.handlebars.loadTemplates([...Object.values(CARD_TEMPLATES), ...CARD_PARTIALS]);
  Hooks.on('ready', () => showTracker(true));
  Hooks.on('createCombat', () => showTracker(true));
  for (const hook of ['updateCombat', 'deleteCombat', 'updateActor']) Hooks.on(hook as 'updateCombat', () => showTracker());
}

