// bin/sca commands of OR-2: setup-roll (north edge, wind, strength) and wind-change (the start-of-turn
// roll; with --previous, what the two-consecutive-turns rule makes of it).
import { diceTotal, setupRoll, windChange, windChangeMeaning } from '../rules/index.js';
import { CliError, parseDice, type FlagSpec, type Flags } from './args.js';

const S = { type: 'string' } as const;

function requiredDice(flags: Flags, name: string): number {
  const text = flags[name];
  if (typeof text !== 'string')
    throw new CliError(`--${name} is required (three faces like 3,4,5)`);
  return diceTotal(parseDice(text, name));
}

export const SETUP_ROLL_FLAGS: FlagSpec = { dice: S };

/** OR-2 one 3d6 read three ways. */
export function setupRollCommand(flags: Flags): object {
  const r = setupRoll(requiredDice(flags, 'dice'));
  return { northEdge: r.northEdge, windFrom: r.windFrom, strength: r.strength };
}

export const WIND_CHANGE_FLAGS: FlagSpec = { dice: S, previous: S };

/**
 * OR-2 the raw roll's meaning; with --previous (last turn's dice) also `happens`: the components
 * that came up on both turns, the only ones that change the wind.
 */
export function windChangeCommand(flags: Flags): object {
  const roll = requiredDice(flags, 'dice');
  const meaning = windChangeMeaning(roll);
  if (flags.previous === undefined) return { ...meaning };
  const previousRoll = requiredDice(flags, 'previous');
  const out = windChange({ wind: { direction: 0, force: 'moderate-breeze' }, previousRoll, roll });
  return { ...meaning, happens: out.repeated };
}
