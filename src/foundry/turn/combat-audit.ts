// SD-282 the battle's Combat audited when a GM's client becomes the referee (its ready, or a takeover:
// referee/takeover.ts). A player's write made while no GM was connected reached no referee: the round
// or turn she set, the defeated mark she set or cleared on her ship, the combatant she added or
// removed. Each is put back to the battle's state (round = the battle's turn, no combatant turn) and
// to the roster the referee last accepted (combat-roster.ts), and the GMs are told what was restored.
// The server does not say who wrote it then, so the report names nobody. A combat with no roster (a
// battle begun before SD-282) is taken as it stands.
import { format, localize } from '../i18n.js';
import { backgroundTasks } from '../referee/background.js';
import { settleBeforeRequests } from '../referee/channel.js';
import { reportForgery } from '../referee/forgery.js';
import { onBecomingReferee } from '../referee/takeover.js';
import { BATTLE_FLOW_OPTION } from './battle-store.js';
import { runningBattle } from './combat-guard.js';
import {
  combatantsOf,
  ensureRoster,
  forgetCombatant,
  rosterOf,
  type Roster,
} from './combat-roster.js';
import { tokensOfEveryScene } from '../canvas/scene-ships.js';

type Data = Record<string, unknown>;

export interface AuditedCombat {
  id: string | null;
  round: number;
  turn: number | null;
  combatants: unknown;
  getFlag(scope: string, key: string): unknown;
  update(changes: Data, options?: Data): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: Data[]): Promise<unknown[]>;
  deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown[]>;
  updateEmbeddedDocuments(name: string, updates: Data[]): Promise<unknown[]>;
}

export const auditTasks = backgroundTasks();

function shipName(actorId: string | null | undefined): string {
  const actor = game.actors?.get(actorId ?? '') as { name?: string | null } | undefined;
  return actor?.name ?? '?';
}

/**
 * SD-282 (GM, as it becomes the referee) puts the battle's Combat back as the referee last accepted
 * it; returns the restorations made (each a line of the GMs' report), none when nothing had changed.
 */
export async function auditBattleCombat(combat: AuditedCombat): Promise<string[]> {
  const state = runningBattle(combat);
  if (!state || !combat.id) return [];
  const present = combatantsOf(combat);
  const roster: Roster | undefined = rosterOf(combat.id);
  const restored: string[] = [];
  if (combat.round !== state.turn || combat.turn !== null) {
    await combat.update({ round: state.turn, turn: null }, { [BATTLE_FLOW_OPTION]: true });
    restored.push(localize('SCA.Referee.AwayRound'));
  }
  if (!roster) ensureRoster(combat);
  else {
    const added = present.filter((c) => c.id && !(c.id in roster));
    if (added.length) {
      await combat.deleteEmbeddedDocuments(
        'Combatant',
        added.map((c) => c.id!),
      );
      for (const c of added)
        restored.push(format('SCA.Referee.AwayAdded', { ship: shipName(c.actorId) }));
    }
    const marks = present.filter(
      (c) => c.id && c.id in roster && (c.defeated === true) !== roster[c.id]!.defeated,
    );
    if (marks.length) {
      await combat.updateEmbeddedDocuments(
        'Combatant',
        marks.map((c) => ({ _id: c.id, defeated: roster[c.id!]!.defeated })),
      );
      for (const c of marks)
        restored.push(format('SCA.Referee.AwayDefeated', { ship: shipName(c.actorId) }));
    }
    const here = new Set(present.map((c) => c.id));
    for (const [id, entry] of Object.entries(roster)) {
      if (here.has(id)) continue;
      // The GM's re-creation is accepted by its own hook (combat-put-back.ts); the old id goes.
      await combat.createEmbeddedDocuments('Combatant', [{ ...entry }]);
      forgetCombatant(combat.id, id);
      restored.push(format('SCA.Referee.AwayRemoved', { ship: shipName(entry.actorId) }));
    }
  }
  if (restored.length)
    await reportForgery(
      { name: localize('SCA.Referee.Someone') },
      format('SCA.Referee.CombatRestoredAway', { changes: restored.join('; ') }),
    );
  return restored;
}

/** A deleted ship's name, from a token that still names her (her actor is gone). */
function tokenName(actorId: string): string {
  const token = tokensOfEveryScene<{ actorId?: string | null; name?: string | null }>().find(
    (t) => t.actorId === actorId && t.name,
  );
  return token?.name ?? actorId;
}

/**
 * SD-282 a ship of the battle its owner deleted while no GM was connected cannot be put back (the
 * server deleted her data; roster-guard.ts re-creates her only from the deletion it sees): the GMs are
 * told which. Returns the names reported.
 */
export async function reportDeletedShips(combat: AuditedCombat): Promise<string[]> {
  const state = runningBattle(combat);
  if (!state) return [];
  const gone = state.roster
    .map((r) => r.actorUuid)
    .filter((uuid) => !fromUuidSync(uuid as never))
    .map((uuid) => tokenName(uuid.split('.').at(-1) ?? uuid));
  for (const ship of gone)
    await reportForgery(
      { name: localize('SCA.Referee.Someone') },
      format('SCA.Referee.ShipDeletedAway', { ship }),
    );
  return gone;
}

/** Every running battle's Combat, audited in turn. */
export async function auditBattleCombats(): Promise<string[]> {
  const combats = (game as unknown as { combats?: { contents?: AuditedCombat[] } }).combats;
  const out: string[] = [];
  for (const combat of combats?.contents ?? []) {
    out.push(...(await auditBattleCombat(combat)));
    out.push(...(await reportDeletedShips(combat)));
  }
  return out;
}

export function registerCombatAudit(): void {
  settleBeforeRequests(auditTasks.current);
  onBecomingReferee(() => auditTasks.run(auditBattleCombats));
}
