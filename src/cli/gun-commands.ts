// bin/sca commands of the full game's gunnery and of signals: `fire --gunnery full` (OR-6),
// `reload` (OR-6), `signal` (FP-A3 reception, which OR-11 shares).
import {
  CREW_QUALITIES,
  RANGE_BANDS,
  diceTotal,
  fullGunneryDamage,
  receiveSignal,
  reloadResult,
} from '../rules/index.js';
import {
  CliError,
  boolFlag,
  enumFlag,
  intFlag,
  numberFlag,
  parseDice,
  requireString,
  type FlagSpec,
  type Flags,
} from './args.js';
import { FIRE_FLAGS, fireCommand } from './dice-commands.js';

const S = { type: 'string' } as const;
const B = { type: 'boolean' } as const;

/** `fire` takes the Fast Play flags and, with --gunnery full, the OR-6 ones. */
export const FIRE_ANY_FLAGS: FlagSpec = { ...FIRE_FLAGS, gunnery: S, band: S, broadside: S };

/** Flags that only the FP-6 fire reads (OR-6 takes a band, no dice: the hit is already known). */
const FAST_PLAY_ONLY = [
  'range-mm',
  'dice',
  'crit-dice',
  'seed',
  'crew',
  'dc-lost',
  'fires',
  'hove-to',
  'rudder',
  'contacts',
  'scale',
];
const FULL_ONLY = ['band', 'broadside'];

/** `fire`: FP-6 as before, or with --gunnery full the OR-6 damage of a hit. */
export function fireAnyCommand(flags: Flags, seed: () => number): object {
  const gunnery = enumFlag(flags, 'gunnery', ['fast', 'full'] as const, 'fast');
  if (gunnery === 'fast') {
    const stray = FULL_ONLY.find((f) => flags[f] !== undefined);
    if (stray) throw new CliError(`--${stray} needs --gunnery full`);
    return fireCommand(flags, seed);
  }
  const stray = FAST_PLAY_ONLY.find((f) => flags[f] !== undefined);
  if (stray) throw new CliError(`--${stray} is not a flag of --gunnery full (it takes --band)`);
  const d = fullGunneryDamage({
    bf: numberFlag(flags, 'bf', { min: 0, max: 14 }),
    band: enumFlag(flags, 'band', RANGE_BANDS),
    broadside: enumFlag(flags, 'broadside', ['normal', 'initial'] as const),
    aim: enumFlag(flags, 'aim', ['hull', 'rigging'] as const),
    targetSail: enumFlag(flags, 'target-sail', ['full', 'easy', 'furled'] as const, 'full'),
    rake: flags.rake === undefined ? null : enumFlag(flags, 'rake', ['bow', 'stern'] as const),
    carronades: boolFlag(flags, 'carronades'),
  });
  return { target: d.target, collateral: d.collateral, opposite: d.opposite };
}

export const RELOAD_FLAGS: FlagSpec = { crew: S, score: S };

/** OR-6 the reload table for a crew and an Abilità score. */
export function reloadCommand(flags: Flags): object {
  const crew = enumFlag(flags, 'crew', CREW_QUALITIES);
  const r = reloadResult(crew, intFlag(flags, 'score', { min: 3, max: 18 }));
  return { reloaded: r.reloaded, initial: r.initial };
}

export const SIGNAL_FLAGS: FlagSpec = {
  dice: S,
  elements: S,
  'under-fire': B,
  'ordered-to-fire': B,
  boarding: B,
  'on-fire': B,
  'foreign-crew': B,
};

/** FP-A3 receiving a signal of one or two elements. */
export function signalCommand(flags: Flags): object {
  const dice = parseDice(requireString(flags, 'dice'), 'dice');
  const r = receiveSignal(diceTotal(dice), intFlag(flags, 'elements', { min: 1, max: 2 }), {
    underEnemyFire: boolFlag(flags, 'under-fire'),
    orderedToFire: boolFlag(flags, 'ordered-to-fire'),
    boarding: boolFlag(flags, 'boarding'),
    fireOnBoard: boolFlag(flags, 'on-fire'),
    otherNation: boolFlag(flags, 'foreign-crew'),
  });
  return { score: r.score, received: r.received };
}
