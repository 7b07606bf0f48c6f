// SD-282 the referee's memory of the battle's Combat: each combatant as a GM created it (its token,
// actor, scene and side group) with the defeated mark a GM last set. It is kept in the guards' ledger
// (referee/guard-ledger.ts, a hidden world setting only a GM can write), not in the GM client's page:
// a reload, or another GM's client taking over as the referee, would otherwise forget the GM's marks
// and take a player's earlier forgery (or one made while no GM was connected) as the baseline.
import { ledgerDelete, ledgerEntry, ledgerSet } from '../referee/guard-ledger.js';

/** What the referee accepted of one combatant. */
export interface RosterEntry {
  tokenId: string | null;
  actorId: string | null;
  sceneId: string | null;
  group: string | null;
  defeated: boolean;
}

/** The battle Combat's combatants as the referee accepted them, by combatant id. */
export type Roster = Record<string, RosterEntry>;

export interface RosterCombatant {
  id: string | null;
  defeated?: boolean;
  tokenId?: string | null;
  actorId?: string | null;
  sceneId?: string | null;
  group?: unknown;
}

const keyOf = (combatId: string) => `combat.${combatId}`;

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** A combatant's group as its id (v13+ hands the CombatantGroup document, the data its id). */
function groupId(group: unknown): string | null {
  if (typeof group === 'string') return str(group);
  return str((group as { id?: unknown } | null)?.id);
}

export function rosterEntryOf(c: RosterCombatant): RosterEntry {
  return {
    tokenId: str(c.tokenId),
    actorId: str(c.actorId),
    sceneId: str(c.sceneId),
    group: groupId(c.group),
    defeated: c.defeated === true,
  };
}

function isRoster(v: unknown): v is Roster {
  return (
    !!v &&
    typeof v === 'object' &&
    Object.values(v).every((e) => !!e && typeof (e as RosterEntry).defeated === 'boolean')
  );
}

/** The roster the referee last accepted for the combat, or undefined (none recorded). */
export function rosterOf(combatId: string): Roster | undefined {
  const entry = ledgerEntry(keyOf(combatId));
  if (entry === undefined) return undefined;
  const parsed = JSON.parse(entry) as unknown;
  return isRoster(parsed) ? parsed : undefined;
}

export function writeRoster(combatId: string, roster: Roster): void {
  ledgerSet(keyOf(combatId), JSON.stringify(roster));
}

/** A combat's combatants (Foundry's embedded collection, or the test fake's array). */
export function combatantsOf(combat: { combatants?: unknown }): RosterCombatant[] {
  const c = combat.combatants as { contents?: RosterCombatant[] } | RosterCombatant[] | undefined;
  if (Array.isArray(c)) return c;
  return c?.contents ?? [];
}

/**
 * The roster of a battle Combat that has none yet (a battle begun before SD-282) starts from its
 * combatants as they stand, before a GM's change is recorded on it: else that change alone would
 * make the roster, and the next audit would take the others for a player's additions.
 */
export function ensureRoster(combat: { id: string | null; combatants?: unknown }): void {
  if (!combat.id || rosterOf(combat.id)) return;
  const taken: Roster = {};
  for (const c of combatantsOf(combat)) if (c.id) taken[c.id] = rosterEntryOf(c);
  writeRoster(combat.id, taken);
}

/** The referee accepts a combatant as it stands (a GM created it, or re-created it). */
export function acceptCombatant(combatId: string, c: RosterCombatant): void {
  if (!c.id) return;
  writeRoster(combatId, { ...(rosterOf(combatId) ?? {}), [c.id]: rosterEntryOf(c) });
}

/** A GM's defeated mark (the combatant is taken as it stands if the roster did not hold it). */
export function acceptDefeated(combatId: string, c: RosterCombatant, defeated: boolean): void {
  if (!c.id) return;
  const roster = rosterOf(combatId) ?? {};
  const entry = roster[c.id] ?? rosterEntryOf(c);
  writeRoster(combatId, { ...roster, [c.id]: { ...entry, defeated } });
}

export function forgetCombatant(combatId: string, id: string): void {
  const roster = rosterOf(combatId);
  if (!roster || !(id in roster)) return;
  const { [id]: _gone, ...rest } = roster;
  writeRoster(combatId, rest);
}

export function forgetCombat(combatId: string): void {
  ledgerDelete(keyOf(combatId));
}

/** The defeated mark a GM last set on the combatant (false: it is created unmarked). */
export function defeatedByGM(combatId: string, id: string): boolean {
  return rosterOf(combatId)?.[id]?.defeated ?? false;
}
