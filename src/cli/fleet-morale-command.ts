// bin/sca fleet-morale: HR-4 / D-14 the starting value of a fleet read from a fleet file (the
// importer's CSV, JSON or YAML, read by src/fleet-file exactly as the Foundry import reads it), and
// each change a list of events makes.
import {
  FLEET_MORALE_EVENT_KINDS,
  classById,
  fleetMoraleRecord,
  fleetMoraleShip,
  shipProfile,
  type FleetMoraleEvent,
  type FleetMoraleShip,
} from '../rules/index.js';
import type { FleetShip } from '../fleet-file/fleet-ship-record.js';
import {
  CliError,
  optionalString,
  requireString,
  shown,
  type FlagSpec,
  type Flags,
} from './args.js';
import { fleetFormatOf, fleetShipsOf, readNamedFile, type ReadFile } from './fleet-input.js';

export type { ReadFile } from './fleet-input.js';

const S = { type: 'string' } as const;

export const FLEET_MORALE_FLAGS: FlagSpec = { fleet: S, format: S, side: S, events: S };

/** The ships of one side: the only side in the file, or the one --side names. */
function sideOf(
  ships: readonly FleetShip[],
  wanted: string | undefined,
): { side: string; ships: FleetShip[] } {
  const sides = [...new Set(ships.map((s) => s.side))];
  if (wanted === undefined) {
    if (sides.length > 1)
      throw new CliError(
        `the fleet file has ${sides.length} sides: name one with --side (${sides.map(shown).join(', ')})`,
      );
    return { side: sides[0] ?? '', ships: [...ships] };
  }
  const mine = ships.filter((s) => s.side === wanted);
  if (mine.length === 0) throw new CliError(`no ship of side ${shown(wanted)} in the fleet file`);
  return { side: wanted, ships: mine };
}

const OWN_KINDS = new Set(['moraleTest', 'struck', 'captured', 'sunk', 'exploded']);
const ENEMY_KINDS = new Set(['enemyCaptured', 'enemySunk', 'enemyExploded']);

function exactKeys(item: Record<string, unknown>, keys: readonly string[], at: string): void {
  for (const k of Object.keys(item))
    if (!keys.includes(k)) throw new CliError(`${at}: unknown key ${shown(k)}`);
  for (const k of keys) if (!(k in item)) throw new CliError(`${at}: "${k}" is required`);
}

/** One event of --events: own ships by their name in the file, enemy ships by name and points. */
function eventOf(
  raw: unknown,
  index: number,
  names: ReadonlyMap<string, number>,
): FleetMoraleEvent {
  const at = `--events item ${index + 1}`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new CliError(`${at}: expected an object`);
  const item = raw as Record<string, unknown>;
  const kind = item.kind;
  if (typeof kind !== 'string' || !(FLEET_MORALE_EVENT_KINDS as readonly string[]).includes(kind))
    throw new CliError(`${at}: "kind" must be one of ${FLEET_MORALE_EVENT_KINDS.join('|')}`);
  if (kind === 'breakTest') {
    exactKeys(item, ['kind', 'anyStruck'], at);
    if (typeof item.anyStruck !== 'boolean')
      throw new CliError(`${at}: "anyStruck" must be true or false`);
    return { kind, anyStruck: item.anyStruck };
  }
  if (typeof item.ship !== 'string' || item.ship.trim() === '')
    throw new CliError(`${at}: "ship" must be a ship's name`);
  if (OWN_KINDS.has(kind)) {
    exactKeys(item, ['kind', 'ship'], at);
    const count = names.get(item.ship) ?? 0;
    if (count === 0) throw new CliError(`${at}: no ship named ${shown(item.ship)} in the fleet`);
    if (count > 1) throw new CliError(`${at}: ${count} ships are named ${shown(item.ship)}`);
    return { kind: kind as 'struck', shipId: item.ship };
  }
  if (!ENEMY_KINDS.has(kind)) throw new CliError(`${at}: unknown kind`);
  exactKeys(item, ['kind', 'ship', 'points'], at);
  if (
    typeof item.points !== 'number' ||
    !Number.isInteger(item.points) ||
    item.points < 0 ||
    item.points > 100
  )
    throw new CliError(`${at}: "points" must be a whole number 0-100`);
  if (names.has(item.ship))
    throw new CliError(`${at}: ${shown(item.ship)} is a ship of this fleet`);
  // Enemy ids are kept apart from own names (SD-120 counts each enemy ship once).
  return { kind: kind as 'enemySunk', shipId: `enemy:${item.ship}`, points: item.points };
}

function eventsOf(
  text: string | undefined,
  names: ReadonlyMap<string, number>,
): FleetMoraleEvent[] {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CliError('--events must be a JSON list, e.g. [{"kind":"struck","ship":"Bellona"}]');
  }
  if (!Array.isArray(value)) throw new CliError('--events must be a JSON list');
  if (value.length > 1000)
    throw new CliError(`--events takes at most 1000 events, got ${value.length}`);
  return value.map((raw, i) => eventOf(raw, i, names));
}

const shownEvent = (e: FleetMoraleEvent): Record<string, unknown> =>
  e.kind === 'breakTest'
    ? { kind: e.kind, anyStruck: e.anyStruck }
    : 'points' in e
      ? { kind: e.kind, ship: e.shipId.slice('enemy:'.length), points: e.points }
      : { kind: e.kind, ship: e.shipId };

export async function fleetMoraleCommand(
  flags: Flags,
  readFile: ReadFile | undefined,
  readStdin: () => Promise<string>,
): Promise<object> {
  const path = requireString(flags, 'fleet');
  const format = fleetFormatOf(flags, path);
  const text = await readNamedFile(path, readFile);
  const { side, ships } = sideOf(
    fleetShipsOf(text, format, 'fleet file'),
    optionalString(flags, 'side'),
  );
  const names = new Map<string, number>();
  for (const s of ships) names.set(s.name, (names.get(s.name) ?? 0) + 1);
  const eventsText = optionalString(flags, 'events');
  const events = eventsOf(eventsText === '-' ? await readStdin() : eventsText, names);
  // D-14: points = cost, morale base = crew-adjusted DC capacity / 10 (the ship's profile).
  const counted: FleetMoraleShip[] = ships.map((s) =>
    fleetMoraleShip(s.name, shipProfile(classById(s.classId), s.crew)),
  );
  const record = fleetMoraleRecord(counted, events);
  return {
    side,
    ships: counted.map((s) => ({ name: s.id, points: s.points, moraleBase: s.moraleBase })),
    start: record.start,
    changes: record.changes.map((c) => ({
      event: shownEvent(c.event),
      delta: c.delta,
      value: c.after,
      phase: c.phaseAfter,
    })),
    value: record.state.value,
    phase: record.state.phase,
  };
}
