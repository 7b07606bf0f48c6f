// OR-3 whether the seven-dice Abilità is played: the setting is effective (it needs the two-segment
// turn, effectiveOptions) and the battle in progress plays two segments (fixed when it began), as the
// other options that need OR-3 are read (course-spread.ts). SD-90.
import { optionalRules } from '../settings.js';
import type { TurnState } from './turn-state.js';

export function sevenDicePlayed(state: Pick<TurnState, 'twoSegment'> | null): boolean {
  return !!state?.twoSegment && optionalRules().sevenDiceAbilita;
}
