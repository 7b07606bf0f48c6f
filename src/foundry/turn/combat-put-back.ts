// SD-277 the battle's Combat is the referee's while a battle is on. Foundry's server lets a player
// update any combat's round and turn, and add, remove or mark defeated the combatants of her own
// ships (BaseCombat / BaseCombatant permissions); the core tracker shows them to everyone as the
// battle's state. Honest clients refuse (combat-guard.ts, and the pre-hooks below); the active
// GM's client, told by the server who wrote (the hook's user id), puts back what a player changed
// anyway and tells the GMs. Initiative and a combatant's flags are left to her: nothing reads them.
// SD-282 what the referee accepted of each combatant is in the guards' ledger (combat-roster.ts), so a
// reload or another GM's client taking over keeps it, and combat-audit.ts checks it on a takeover.
import { isGmUser } from '../referee/identity.js';
import { notify } from '../notify.js';
import { localize } from '../i18n.js';
import { BATTLE_FLOW_OPTION } from './battle-store.js';
import { runningBattle } from './combat-guard.js';
import { backgroundTasks } from '../referee/background.js';
import { isReferee, settleBeforeRequests } from '../referee/channel.js';
import { reportPutBack } from '../referee/forgery.js';
import { registerGuardLedger, resetLedger } from '../referee/guard-ledger.js';
import {
  acceptCombatant,
  acceptDefeated,
  defeatedByGM,
  ensureRoster,
  forgetCombat,
  forgetCombatant,
} from './combat-roster.js';
import { auditTasks, registerCombatAudit } from './combat-audit.js';
import { registerDefeatedStatusGuard } from './combat-defeated-status.js';

type Data = Record<string, unknown>;

interface CombatLike {
  id: string | null;
  round: number;
  turn: number | null;
  getFlag(scope: string, key: string): unknown;
  update(changes: Data, options?: Data): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: Data[]): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown[]>;
  updateEmbeddedDocuments(name: string, updates: Data[]): Promise<unknown[]>;
}

interface CombatantLike {
  id: string | null;
  parent?: CombatLike | null;
  defeated?: boolean;
  tokenId?: string | null;
  actorId?: string | null;
  sceneId?: string | null;
  group?: unknown;
}

const restores = backgroundTasks();

/** The update option marking the referee's put-back of a player's round or turn: the battle as it was, nothing new (the AI seat does not look again). */
export const COMBAT_PUT_BACK_OPTION = 'scaCombatPutBack';

function isPlayer(userId: string): boolean {
  return !isGmUser(userId);
}

function shipName(c: CombatantLike): string {
  const actor = game.actors?.get(c.actorId ?? '') as { name?: string | null } | undefined;
  return actor?.name ?? '?';
}

/** The combatant `id` of the combat as it stands (Foundry's embedded collection, or the fake's array). */
function combatantIn(combat: CombatLike, id: string): CombatantLike | undefined {
  const record = (combat as unknown as { combatants: { get?(id: string): unknown } }).combatants;
  return (
    typeof record?.get === 'function'
      ? record.get(id)
      : (record as unknown as CombatantLike[]).find((c) => c.id === id)
  ) as CombatantLike | undefined;
}

/** A player's change of the battle Combat's round or turn: the round is the battle's turn, the turn none. */
export function judgeCombatUpdate(combat: CombatLike, diff: Data, userId: string): void {
  const state = runningBattle(combat);
  if (!state) return;
  const moved = 'round' in diff || 'turn' in diff;
  if (isPlayer(userId) && moved && (combat.round !== state.turn || combat.turn !== null))
    restores.run(async () => {
      // The battle as it stands when the put-back goes out (the flow may have moved on meanwhile).
      const now = runningBattle(combat);
      if (!now) return;
      await combat.update(
        { round: now.turn, turn: null },
        { [BATTLE_FLOW_OPTION]: true, [COMBAT_PUT_BACK_OPTION]: true },
      );
      await reportPutBack(userId, 'SCA.Referee.CombatRoundRestored');
    });
  // Foundry lets her update her combatants inside the combat's own update too (and a GM's mark made
  // so is the GM's, SD-282).
  for (const change of (diff.combatants as Data[] | undefined) ?? []) {
    const combatant = combatantIn(combat, String(change._id));
    if (combatant) judgeCombatantUpdate({ ...combatant, parent: combat }, change, userId);
  }
}

/** A player's defeated mark on a combatant of the battle is put back to the GM's. */
export function judgeCombatantUpdate(combatant: CombatantLike, diff: Data, userId: string): void {
  const combat = combatant.parent;
  if (!combatant.id || !combat?.id || !runningBattle(combat) || !('defeated' in diff)) return;
  if (!isPlayer(userId)) {
    ensureRoster(combat);
    acceptDefeated(combat.id, combatant, diff.defeated === true);
    return;
  }
  const combatId = combat.id;
  if ((diff.defeated === true) === defeatedByGM(combatId, combatant.id)) return;
  const id = combatant.id;
  restores.run(async () => {
    // The GM's mark as it stands when the put-back goes out: a GM's mark landed meanwhile stands.
    const gm = defeatedByGM(combatId, id);
    const now = combatantIn(combat, id);
    if (now && (now.defeated === true) !== gm)
      await combat.updateEmbeddedDocuments('Combatant', [{ _id: id, defeated: gm }]);
    await reportPutBack(userId, 'SCA.Referee.CombatantRestored', { ship: shipName(combatant) });
  });
}

/** A combatant a player added to the battle is removed. */
export function judgeCombatantCreated(combatant: CombatantLike, userId: string): void {
  const combat = combatant.parent;
  if (!combatant.id || !combat?.id || !runningBattle(combat)) return;
  if (!isPlayer(userId)) {
    ensureRoster(combat);
    acceptCombatant(combat.id, combatant);
    return;
  }
  const id = combatant.id;
  restores.run(async () => {
    await combat.deleteEmbeddedDocuments('Combatant', [id]);
    await reportPutBack(userId, 'SCA.Referee.CombatantAdded', { ship: shipName(combatant) });
  });
}

/** A combatant of the battle a player removed is put back (same token, actor, scene and side). */
export function judgeCombatantDeleted(combatant: CombatantLike, userId: string): void {
  const combat = combatant.parent;
  const combatId = combat?.id;
  if (!combat || !combatId || !combatant.id || !runningBattle(combat)) return;
  const gone = combatant.id;
  if (!isPlayer(userId)) {
    forgetCombatant(combatId, gone);
    return;
  }
  const data: Data = {
    tokenId: combatant.tokenId ?? null,
    actorId: combatant.actorId ?? null,
    sceneId: combatant.sceneId ?? null,
    group: combatant.group ?? null,
  };
  restores.run(async () => {
    // The GM's re-creation is accepted by its own hook; the one she removed is forgotten only then.
    const defeated = defeatedByGM(combatId, gone);
    await combat.createEmbeddedDocuments('Combatant', [{ ...data, defeated }]);
    forgetCombatant(combatId, gone);
    await reportPutBack(userId, 'SCA.Referee.CombatantRemoved', { ship: shipName(combatant) });
  });
}

/** An honest player's client refuses these changes of the battle's combatants before sending them. */
function refuseOnPlayerClient(combatant: CombatantLike, diff: Data | null): boolean {
  if (game.user?.isGM || !runningBattle(combatant.parent)) return true;
  if (diff && !('defeated' in diff)) return true;
  notify.warn(localize('SCA.Referee.CombatantsAreGMs'));
  return false;
}

export function registerCombatPutBack(): void {
  // The ledger is the ship guard's; registering it again here keeps the roster working where the turn
  // flow is registered alone (Foundry's settings registry takes a second registration as the same).
  registerGuardLedger();
  settleBeforeRequests(restores.current);
  Hooks.on('preUpdateCombatant', ((c: CombatantLike, diff: Data) =>
    refuseOnPlayerClient(c, diff)) as never);
  Hooks.on('preCreateCombatant', ((c: CombatantLike) => refuseOnPlayerClient(c, null)) as never);
  Hooks.on('preDeleteCombatant', ((c: CombatantLike) => refuseOnPlayerClient(c, null)) as never);
  Hooks.on('updateCombat', ((c: CombatLike, diff: Data, _o: unknown, userId: string) => {
    if (isReferee()) judgeCombatUpdate(c, diff ?? {}, userId);
  }) as never);
  Hooks.on('updateCombatant', ((c: CombatantLike, diff: Data, _o: unknown, userId: string) => {
    if (isReferee()) judgeCombatantUpdate(c, diff ?? {}, userId);
  }) as never);
  Hooks.on('createCombatant', ((c: CombatantLike, _o: unknown, userId: string) => {
    if (isReferee()) judgeCombatantCreated(c, userId);
  }) as never);
  Hooks.on('deleteCombatant', ((c: CombatantLike, _o: unknown, userId: string) => {
    if (isReferee()) judgeCombatantDeleted(c, userId);
  }) as never);
  // Only a GM deletes a combat (BaseCombat): its roster goes with it.
  Hooks.on('deleteCombat', ((c: CombatLike) => {
    if (isReferee() && c.id) forgetCombat(c.id);
  }) as never);
  registerCombatAudit();
  // SD-284 the defeated status core's tracker toggles after the combatant's update.
  registerDefeatedStatusGuard(restores);
}

/** Resolves when every put-back (and takeover audit) the GM's client started has finished (tests await it). */
export async function settleCombatPutBack(): Promise<void> {
  await auditTasks.settle();
  await restores.settle();
}

/** For tests: a fresh client (what it had not yet written to the ledger is lost; the ledger stays). */
export function resetCombatPutBack(): void {
  resetLedger();
}
