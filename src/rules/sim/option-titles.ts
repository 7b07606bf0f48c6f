// Issue 13: a short title for each option the simulation plays, shown beside its id by `sca help`
// and the balance report (a reader should not need the rule book to read "OR-7").
import type { BattleOption } from './battle-state.js';

export const BATTLE_OPTION_TITLES: Readonly<Record<BattleOption, string>> = {
  'FP-A1': 'variable wind',
  'HR-4': 'fleet morale',
  'FP-8.3F': 'victory points by the FP-8.3 footnote',
  'OR-6': 'full-game gunnery and reloading',
  'OR-9': 'rigging damage test',
  'OR-2': 'set-up rolls, wind changes, calm and storm',
  'HR-1': 'melee damage',
  'OR-3': 'two-segment turn',
  'OR-3-7D': 'two-segment turn with seven-dice Abilità',
  'OR-5': 'full-game navigation',
  'OR-7': 'collisions and entanglement',
  'HR-5': 'card-driven turn',
  'HR-5E': 'card-driven turn, two cards for an elite or good squadron',
  'FP-A3': 'signals from the flagship',
  'OR-11': "signals from the fleet's officers",
  'HR-2': '1:3000 scale',
};

/** "OR-3 (two-segment turn), OR-5 (full-game navigation)". */
export function optionsInWords(ids: readonly string[]): string {
  return ids
    .map((id) => {
      const title = (BATTLE_OPTION_TITLES as Readonly<Record<string, string>>)[id];
      return title === undefined ? id : `${id} (${title})`;
    })
    .join(', ');
}
