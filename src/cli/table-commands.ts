// bin/sca commands without dice: ship, sail, speed, targets.
import {
  BASE_SIZES,
  COMPASS_POINTS,
  CREW_QUALITIES,
  DEFAULT_ARC_DEG,
  SAIL_SETTINGS,
  WIND_STRENGTHS,
  broadsideTargets,
  headingDegrees,
  headingIndex,
  headingName,
  legalCourseChanges,
  pointOfSail,
  relativeToWind,
  resolveGuns,
  shipProfile,
  shipSpeed,
  type TableShip,
} from '../rules/index.js';
import {
  CliError,
  boolFlag,
  enumFlag,
  intFlag,
  numberFlag,
  requireString,
  type FlagSpec,
  type Flags,
} from './args.js';

const S = { type: 'string' } as const;
const B = { type: 'boolean' } as const;

export const SHIP_FLAGS: FlagSpec = { guns: S, crew: S };

/** FP-1.5 / FP-2 a ship's characteristics from its guns and crew. */
export function shipCommand(flags: Flags): object {
  const row = resolveGuns(requireString(flags, 'guns'));
  const p = shipProfile(row, enumFlag(flags, 'crew', CREW_QUALITIES, 'average'));
  return {
    rate: p.rate,
    guns: p.guns,
    crew: p.crew,
    bf: p.bf,
    dcCapacity: p.dcCapacity,
    cost: p.cost,
    hdc: p.hdc,
    rdc: p.rdc,
    masts: p.masts,
    decks: p.decks,
    base: p.base,
  };
}

export const SAIL_FLAGS: FlagSpec = { heading: S, wind: S, rudder: B };

/** FP-5.4 / FP-5.5 point of sail and the headings a course-change order may reach. */
export function sailCommand(flags: Flags): object {
  const heading = enumFlag(flags, 'heading', COMPASS_POINTS);
  const wind = enumFlag(flags, 'wind', COMPASS_POINTS);
  const { r } = relativeToWind(headingIndex(heading), headingIndex(wind));
  const turns = legalCourseChanges(headingIndex(heading), headingIndex(wind), {
    rudderDamaged: boolFlag(flags, 'rudder'),
  });
  return { r, pointOfSail: pointOfSail(r), turns: turns.map((t) => headingName(t.heading)) };
}

export const SPEED_FLAGS: FlagSpec = {
  sail: S,
  'rdc-lost': S,
  masts: S,
  wind: S,
  scale: S,
  'half-speed': B,
};

/** FP-5.2 / FP-5.3 / FP-A1 / FP-A4 / HR-2 movement allowance. */
export function speedCommand(flags: Flags): object {
  const masts = intFlag(flags, 'masts', { min: 1, max: 3, fallback: 3 });
  const r = shipSpeed({
    sail: enumFlag(flags, 'sail', SAIL_SETTINGS),
    rdcLost: intFlag(flags, 'rdc-lost', { min: 0, max: 2 * masts, fallback: 0 }),
    masts,
    wind: enumFlag(flags, 'wind', WIND_STRENGTHS, 'breeze'),
    scale: Number(enumFlag(flags, 'scale', ['1200', '3000'] as const, '1200')) as 1200 | 3000,
    halfSpeed: boolFlag(flags, 'half-speed'),
  });
  return { speedMm: r.speedMm };
}

export const TARGETS_FLAGS: FlagSpec = { scale: S, 'arc-deg': S };

function fail(message: string): never {
  throw new CliError(`targets: ${message}`);
}

function parseTargetsInput(
  text: string,
  scale: 1200 | 3000,
): { ships: TableShip[]; firer: string; broadside: 'port' | 'starboard' } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    fail('stdin is not valid JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    fail('stdin must be a JSON object {ships, firer, broadside}');
  const { ships, firer, broadside } = data as Record<string, unknown>;
  if (!Array.isArray(ships) || ships.length === 0) fail('"ships" must be a non-empty array');
  if (broadside !== 'port' && broadside !== 'starboard')
    fail('"broadside" must be "port" or "starboard"');
  const seen = new Set<string>();
  const table = ships.map((s: unknown, i): TableShip => {
    if (typeof s !== 'object' || s === null) fail(`ships[${i}] must be an object`);
    const { id, guns, x, y, heading } = s as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') fail(`ships[${i}].id must be a non-empty string`);
    if (seen.has(id)) fail(`ships[${i}].id "${id}" is repeated`);
    seen.add(id);
    if (typeof guns !== 'string' && typeof guns !== 'number')
      fail(`ships[${i}].guns must be a guns value of FP-2.1`);
    if (
      typeof x !== 'number' ||
      !Number.isFinite(x) ||
      typeof y !== 'number' ||
      !Number.isFinite(y)
    )
      fail(`ships[${i}].x and .y must be numbers (mm)`);
    if (
      typeof heading !== 'string' ||
      !(COMPASS_POINTS as readonly string[]).includes(heading.toUpperCase())
    ) {
      fail(`ships[${i}].heading must be one of the 16 points N ... NNW`);
    }
    const row = resolveGuns(String(guns));
    const base = BASE_SIZES[scale][row.rate];
    const masts = shipProfile(row).masts;
    return {
      id,
      pose: { x, y, headingDeg: headingDegrees(headingIndex(heading)) },
      body: { ...base, masts },
    };
  });
  if (typeof firer !== 'string' || !seen.has(firer))
    fail('"firer" must be the id of one of the ships');
  return { ships: table, firer, broadside };
}

/** FP-6.2 / D-11 / D-18 / D-17 candidates of one broadside and the forced choice. */
export function targetsCommand(flags: Flags, stdin: string): object {
  const scale = Number(enumFlag(flags, 'scale', ['1200', '3000'] as const, '1200')) as 1200 | 3000;
  const arcDeg = numberFlag(flags, 'arc-deg', { min: 1, max: 180, fallback: DEFAULT_ARC_DEG });
  const input = parseTargetsInput(stdin, scale);
  const r = broadsideTargets(input.ships, input.firer, input.broadside, { arcDeg, scale });
  return {
    candidates: r.candidates.map((c) => ({
      id: c.id,
      rangeMm: Math.round(c.rangeMm * 1000) / 1000,
      band: c.band,
      half: c.half,
      rake: c.rake,
    })),
    chosen: r.chosen,
    choices: r.choices,
  };
}
