// SD-284 core's tracker's defeated toggle on a ship of the battle. Core's CombatTracker
// #_onToggleDefeatedStatus (v13 / v14) updates the combatant's `defeated`, then - whatever became of that
// update - toggles CONFIG.specialStatusEffects.DEFEATED ("dead") on the combatant's actor as an overlay
// (v14 declarations: "Also applies or clears the configured defeated status effect on the combatant's
// actor"). A player owns her ship's actor, so the server lets her add or remove that effect, and
// Combatant#isDefeated reads `defeated || actor.statuses.has(DEFEATED)`: after the honest client's refusal
// of the combatant update (combat-put-back.ts) her ship still showed defeated in everyone's tracker, with
// the skull on her token, and she could take off the skull a GM's mark put there. While a battle runs,
// that status on a ship of its Combat is the referee's like the mark: an honest player's client refuses
// it (the tracker's toggle, the token HUD), and the active GM's client puts it back to the GM's defeated
// mark (SD-282's roster, read when the put-back goes out) and tells the GMs.
import { isGmUser } from '../referee/identity.js';
import { notify } from '../notify.js';
import { localize } from '../i18n.js';
import { runningBattle } from './combat-guard.js';
import { isReferee } from '../referee/channel.js';
import { reportPutBack } from '../referee/forgery.js';
import { defeatedByGM, ensureRoster, combatantsOf } from './combat-roster.js';
import type { BackgroundTasks } from '../referee/background.js';
import { battleCombat } from './battle-store.js';

interface EffectLike {
  parent?: unknown;
  statuses?: Iterable<string>;
}

interface StatusActor {
  id: string | null;
  name?: string | null;
  statuses: Set<string>;
  toggleStatusEffect(
    id: string,
    options?: { active?: boolean; overlay?: boolean },
  ): Promise<unknown>;
}

interface CombatLike {
  id: string | null;
  combatants?: unknown;
  getFlag(scope: string, key: string): unknown;
}

/** CONFIG.specialStatusEffects.DEFEATED, the status core's tracker toggles ("dead" by default). */
function defeatedStatus(): string | null {
  const special = (CONFIG as unknown as { specialStatusEffects?: Record<string, string> })
    .specialStatusEffects;
  return special?.DEFEATED ?? null;
}

function touchesDefeated(effect: EffectLike): boolean {
  const id = defeatedStatus();
  return !!id && [...(effect.statuses ?? [])].includes(id);
}

/** The running battle's Combat and the id of the combatant whose actor is `actor`, or null. */
function battleCombatantOf(
  actor: unknown,
): { combat: CombatLike; combatId: string; combatantId: string } | null {
  const combat = battleCombat<CombatLike>();
  const id = (actor as { id?: unknown } | null)?.id;
  if (!combat?.id || !runningBattle(combat) || typeof id !== 'string') return null;
  const combatant = combatantsOf(combat).find((c) => c.actorId === id && c.id);
  return combatant?.id ? { combat, combatId: combat.id, combatantId: combatant.id } : null;
}

/** An honest player's client refuses to add or remove the defeated status of a ship of the battle. */
export function refuseDefeatedStatusOnPlayerClient(effect: EffectLike): boolean {
  if (game.user?.isGM || !touchesDefeated(effect) || !battleCombatantOf(effect.parent)) return true;
  notify.warn(localize('SCA.Referee.CombatantsAreGMs'));
  return false;
}

/** On the referee: a player's defeated status on a ship of the battle goes back to the GM's mark. */
export function judgeDefeatedStatus(
  effect: EffectLike,
  userId: string,
  restores: BackgroundTasks,
): void {
  if (isGmUser(userId) || !touchesDefeated(effect)) return;
  const found = battleCombatantOf(effect.parent);
  if (!found) return;
  const actor = effect.parent as StatusActor;
  const status = defeatedStatus()!;
  restores.run(async () => {
    // A Combat with no roster yet (a battle begun before SD-282) is taken as it stands first.
    ensureRoster(found.combat);
    const gm = defeatedByGM(found.combatId, found.combatantId);
    if (actor.statuses.has(status) !== gm)
      await actor.toggleStatusEffect(status, { active: gm, overlay: true });
    await reportPutBack(userId, 'SCA.Referee.CombatantRestored', { ship: actor.name ?? '?' });
  });
}

export function registerDefeatedStatusGuard(restores: BackgroundTasks): void {
  const refuse = ((effect: EffectLike) => refuseDefeatedStatusOnPlayerClient(effect)) as never;
  Hooks.on('preCreateActiveEffect', refuse);
  Hooks.on('preDeleteActiveEffect', refuse);
  const judge = ((effect: EffectLike, _o: unknown, userId: string) => {
    if (isReferee()) judgeDefeatedStatus(effect, userId, restores);
  }) as never;
  Hooks.on('createActiveEffect', judge);
  Hooks.on('deleteActiveEffect', judge);
}
