// bin/sca OR-5 `speed --navigation full` and OR-9 `rigging-test`.
import {
  CREW_QUALITIES,
  NAV_WINDS,
  navigationSpeed,
  riggingTest,
  type NavPointOfSail,
} from '../rules/index.js';
import {
  CliError,
  boolFlag,
  enumFlag,
  intFlag,
  optionalString,
  parseDice,
  requireString,
  type FlagSpec,
  type Flags,
} from './args.js';

const S = { type: 'string' } as const;
const B = { type: 'boolean' } as const;

/** Flags `speed` takes only with --navigation full. */
export const NAV_SPEED_FLAGS: FlagSpec = { navigation: S, point: S };
/** Fast Play `speed` flags that mean nothing under OR-5. */
const FP_ONLY_SPEED_FLAGS = ['masts', 'half-speed'] as const;

const POINTS: Record<string, NavPointOfSail> = {
  close: 'closeHauled',
  beam: 'beam',
  quarter: 'quarter',
  before: 'running',
};
/** The most RDC any ship has (FP-2: two per mast, three masts). */
const MAX_RDC = 6;

/** `speed` with --navigation: OR-5; without it: Fast Play (the caller's command), and no OR-5 flag. */
export function speedDispatch(flags: Flags, fastPlay: (f: Flags) => object): object {
  if (flags.navigation === undefined) {
    if (flags.point !== undefined) throw new CliError('--point needs --navigation full');
    return fastPlay(flags);
  }
  enumFlag(flags, 'navigation', ['full'] as const);
  for (const f of FP_ONLY_SPEED_FLAGS)
    if (flags[f] !== undefined) throw new CliError(`--${f} is not a flag of --navigation full`);
  const r = navigationSpeed({
    pointOfSail: POINTS[enumFlag(flags, 'point', Object.keys(POINTS))]!,
    wind: enumFlag(flags, 'wind', NAV_WINDS),
    sail: enumFlag(flags, 'sail', ['easy', 'full'] as const),
    rdcLost: intFlag(flags, 'rdc-lost', { min: 0, max: MAX_RDC, fallback: 0 }),
    scale: Number(enumFlag(flags, 'scale', ['1200', '3000'] as const, '1200')) as 1200 | 3000,
  });
  return { segment1Mm: r.segment1Mm, segment2Mm: r.segment2Mm };
}

export const RIGGING_TEST_FLAGS: FlagSpec = {
  crew: S,
  dice: S,
  sail: S,
  wind: S,
  'rdc-lost': S,
  collision: S,
  'rate-diff': S,
  'parties-ready': B,
};

/** OR-9 rigging damage test with the given 3d6 faces. */
export function riggingTestCommand(flags: Flags): object {
  const dice = parseDice(requireString(flags, 'dice'), 'dice');
  const collision =
    optionalString(flags, 'collision') === undefined
      ? undefined
      : enumFlag(flags, 'collision', ['ship', 'rock', 'sand'] as const);
  if (flags['rate-diff'] !== undefined && collision !== 'ship')
    throw new CliError('--rate-diff needs --collision ship');
  if (boolFlag(flags, 'parties-ready') && collision !== 'ship')
    throw new CliError('--parties-ready needs --collision ship');
  const r = riggingTest({
    crew: enumFlag(flags, 'crew', CREW_QUALITIES),
    roll: dice[0] + dice[1] + dice[2],
    sail: enumFlag(flags, 'sail', ['easy', 'full', 'hove-to'] as const),
    wind: enumFlag(flags, 'wind', NAV_WINDS),
    rdcLost: intFlag(flags, 'rdc-lost', { min: 0, max: MAX_RDC, fallback: 0 }),
    ...(collision ? { collision } : {}),
    ...(flags['rate-diff'] !== undefined
      ? { rateDiff: intFlag(flags, 'rate-diff', { min: 0, max: 10 }) }
      : {}),
    partiesReady: boolFlag(flags, 'parties-ready'),
  });
  return { score: r.score, damage: r.damage, damagePctDc: r.damagePctDc };
}
