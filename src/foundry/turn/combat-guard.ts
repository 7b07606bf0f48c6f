// The battle's Combat in the core combat tracker: its round is the battle's turn and the battle has no
// combatant turns, so the tracker's Next / Previous round and turn buttons (and any other change of
// round or turn made outside the battle flow) would put the Combat out of step with the flow. While a
// battle is on they are refused with a notice pointing to the battle's own tracker; the flow's writes
// carry BATTLE_FLOW_OPTION. Once the battle is over, the Combat is the GM's again.
import { notify } from '../notify.js';
import { SYSTEM_ID } from '../constants.js';
import { BATTLE_FLAG, BATTLE_FLOW_OPTION } from './battle-store.js';
import { isTurnState, type TurnState } from './turn-state.js';
import { localize } from '../i18n.js';

interface CombatLike {
  round: number;
  turn: number | null;
  getFlag(scope: string, key: string): unknown;
}

/** The battle running on `combat`, or null (none, or over: then the combat is the GM's again). */
export function runningBattle(
  combat: Pick<CombatLike, 'getFlag'> | null | undefined,
): TurnState | null {
  const state = combat?.getFlag(SYSTEM_ID, BATTLE_FLAG);
  return isTurnState(state) && !state.ended ? state : null;
}

/** Whether an update of `combat` must be refused: a round or turn change of a running battle, not by the flow. */
export function refusesCombatUpdate(
  combat: CombatLike,
  changes: Record<string, unknown>,
  options: Record<string, unknown>,
): boolean {
  if (options[BATTLE_FLOW_OPTION]) return false;
  if (!runningBattle(combat)) return false;
  const roundChanges = 'round' in changes && changes.round !== combat.round;
  const turnChanges = 'turn' in changes && changes.turn !== combat.turn;
  return roundChanges || turnChanges;
}

export function registerCombatGuard(): void {
  Hooks.on('preUpdateCombat', ((
    combat: CombatLike,
    changes: Record<string, unknown>,
    options: Record<string, unknown>,
  ) => {
    if (!refusesCombatUpdate(combat, changes, options)) return true;
    notify.warn(localize('SCA.Turn.Combat.FlowOnly'));
    return false;
  }) as never);
}
