// SD-284 the system's Combat document class (CONFIG.Combat.documentClass). Foundry's server lets a
// player set any combat's `turn` (BaseCombat; SD-277), and core then runs its turn events on the active
// GM's client whoever wrote the update (Combat#_manageTurnEvents, "only executes for one designated GM
// user"): among them Combat#_clearMovementHistoryOnStartTurn for the combatant whose turn starts, and
// Combat#_clearMovementHistoryOnExit when a combatant leaves (she may delete her own ship's). Each clears
// that token's movement history (core: `combatant.token.clearMovementHistory()`; v13 and v14 declarations
// document both as "called after _onStartTurn / _onExit ... The default implementation clears the
// movement history always"), and the GM's "undo last move" (TokenDocument#revertRecordedMovement,
// canvas/keybindings.ts) then has nothing to revert for that ship, whichever side she is. The battle
// never starts combatant turns (its Combat keeps `turn` null) and its flow clears every ship's history
// itself at each new turn (canvas/movement-history.ts, FP-5): while a battle runs on the Combat, core's
// clearing does nothing; otherwise (no battle, or one that is over) it is core's.
import { runningBattle } from './combat-guard.js';

type FlagReader = { getFlag(scope: string, key: string): unknown };

/** The system's Combat class over `Base` (core's, or whatever CONFIG held at init). */
export function battleCombatClass(Base: typeof Combat) {
  return class BattleCombat extends Base {
    /** Marks the class so a second registration does not wrap it again. */
    static readonly scaBattleCombat = true;

    protected override async _clearMovementHistoryOnStartTurn(
      ...args: Parameters<Combat['_clearMovementHistoryOnStartTurn']>
    ): Promise<void> {
      if (runningBattle(this as unknown as FlagReader)) return;
      return super._clearMovementHistoryOnStartTurn(...args);
    }

    protected override async _clearMovementHistoryOnExit(
      ...args: Parameters<Combat['_clearMovementHistoryOnExit']>
    ): Promise<void> {
      if (runningBattle(this as unknown as FlagReader)) return;
      return super._clearMovementHistoryOnExit(...args);
    }
  };
}

/** At init: the battle's Combat class becomes CONFIG's (once; another registration keeps it). */
export function registerBattleCombat(): void {
  const Base = CONFIG.Combat.documentClass as unknown as typeof Combat;
  if ((Base as unknown as { scaBattleCombat?: boolean }).scaBattleCombat) return;
  CONFIG.Combat.documentClass = battleCombatClass(Base) as never;
}
