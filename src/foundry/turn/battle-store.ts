// Where the turn state lives: the battle's Combat document. A Combat is Foundry's own "battle in
// progress" (one per scene, visible in every client's combat tab, GM-controlled), its round mirrors
// the turn, and its combatants (one per ship token, grouped by side in a CombatantGroup on v13+) let
// the core tracker list the fleets. The turn state itself is a system flag on the Combat.
import { SYSTEM_ID } from '../constants.js';
import { sideDisplayName } from '../fleet/side-name.js';
import { localize } from '../i18n.js';
import { isTurnState, type TurnState } from './turn-state.js';

export const BATTLE_FLAG = 'battle';
/** The update option marking the battle flow's own writes: only they change the battle Combat's round or turn (combat-guard.ts). */
export const BATTLE_FLOW_OPTION = 'scaBattleFlow';

export interface BattleStore {
  /** The battle in progress, or null. */
  read(): TurnState | null;
  /** GM only: saves the new state (and the Combat round = turn). */
  write(state: TurnState): Promise<void>;
  /** GM only: starts a battle on the scene with these ship tokens. */
  start(
    state: TurnState,
    tokens: Array<{ tokenId: string; actorId: string; side: string }>,
  ): Promise<void>;
}

interface CombatLike {
  id: string;
  round: number;
  getFlag(scope: string, key: string): unknown;
  update(changes: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
}

interface CombatClass {
  create(data: Record<string, unknown>): Promise<unknown>;
}

// SD-287 the battle's Combat on this client. game.combat is the tracker's viewed encounter, which
// follows the scene this client views (CombatEncounters#combats: those of the current canvas scene,
// and unlinked ones): a battle Combat linked to another scene is not it, and a GM looking at another
// scene found no battle, so the referee refused every request and the AI seat stopped.
interface FlagReader {
  getFlag(scope: string, key: string): unknown;
}

const holdsBattle = (c: FlagReader | null | undefined): boolean =>
  !!c && isTurnState(c.getFlag(SYSTEM_ID, BATTLE_FLAG));

/**
 * The Combat holding the battle: the viewed one when it does, else the only one in the world that does;
 * with none, or several elsewhere (which the client cannot choose between), the viewed Combat as before.
 */
export function battleCombat<T extends FlagReader>(): T | null {
  const g = game as unknown as {
    combat?: T | null;
    combats?: { contents?: readonly T[] } | null;
  };
  const viewed = g.combat ?? null;
  if (holdsBattle(viewed)) return viewed;
  const battles = (g.combats?.contents ?? []).filter(holdsBattle);
  return battles.length === 1 ? (battles[0] ?? null) : viewed;
}

/** The battle in its Combat (battleCombat: the viewed one, or the one holding the battle elsewhere, SD-287). */
export class CombatBattleStore implements BattleStore {
  private combat(): CombatLike | null {
    return battleCombat<CombatLike>();
  }

  read(): TurnState | null {
    const v = this.combat()?.getFlag(SYSTEM_ID, BATTLE_FLAG);
    return isTurnState(v) ? v : null;
  }

  async write(state: TurnState): Promise<void> {
    const combat = this.combat();
    if (!combat) throw new Error('no battle in progress');
    await combat.update(
      { round: state.turn, [`flags.${SYSTEM_ID}.${BATTLE_FLAG}`]: state },
      { [BATTLE_FLOW_OPTION]: true },
    );
  }

  async start(
    state: TurnState,
    tokens: Array<{ tokenId: string; actorId: string; side: string }>,
  ): Promise<void> {
    const scene = (globalThis as { canvas?: { scene?: { id: string } | null } }).canvas?.scene;
    const Combat = (globalThis as unknown as { Combat: CombatClass }).Combat;
    const combat = (await Combat.create({
      scene: scene?.id ?? null,
      active: true,
      round: state.turn,
      flags: { [SYSTEM_ID]: { [BATTLE_FLAG]: state } },
    })) as CombatLike;
    // v13+: one CombatantGroup per side, so the tracker lists the fleets (without them, ungrouped).
    // Named for display (a side still called by a bare nation id shows the nation's side name).
    let groups: Array<{ id: string; name: string }> = [];
    try {
      groups = (await combat.createEmbeddedDocuments(
        'CombatantGroup',
        state.sides.map((s) => ({ name: sideDisplayName(s.id, localize) })),
      )) as typeof groups;
    } catch (e) {
      console.warn('signal-close-action | combatant groups unavailable', e);
    }
    const groupOf = (side: string) =>
      groups[state.sides.findIndex((s) => s.id === side)]?.id ?? null;
    await combat.createEmbeddedDocuments(
      'Combatant',
      tokens.map((t) => ({
        tokenId: t.tokenId,
        actorId: t.actorId,
        sceneId: scene?.id,
        group: groupOf(t.side),
      })),
    );
  }
}
