// HR-4 fleet morale (club house rule, D-14): the starting value, every change as a typed event,
// the break at 0, the broken fleet making for its table edge, and the first fleet to break losing.
// Pure bookkeeping: the glue feeds the battle's events in the order they happened.
import { RuleError } from './errors.js';
import { moraleBase } from './morale.js';
import type { ShipProfile } from './ship.js';
import { TABLE_EDGES, type TableEdge } from './setup-rolls.js';

/** What HR-4 counts of one ship (D-14): its points (cost) and its crew's morale base (DC / 10). */
export interface FleetMoraleShip {
  /** The ship's id within the battle (an actor id, a file row). */
  id: string;
  points: number;
  moraleBase: number;
}

/** D-14 a ship's points are its cost; its crew's morale base is its crew-adjusted DC capacity / 10. */
export function fleetMoraleShip(id: string, profile: ShipProfile): FleetMoraleShip {
  return { id, points: profile.cost, moraleBase: moraleBase(profile.dcCapacity) };
}

function checkShip(s: FleetMoraleShip): void {
  if (!Number.isFinite(s.points) || s.points < 0)
    throw new RuleError(`a ship's points must be >= 0, got ${s.points}`);
  if (!Number.isFinite(s.moraleBase) || s.moraleBase < 0)
    throw new RuleError(`a crew's morale base must be >= 0, got ${s.moraleBase}`);
}

/** Rounds up, guarded against float noise (2.0000000001 from tenths is 2). */
function ceilClean(x: number): number {
  return Math.ceil(x - 1e-9);
}

/** HR-4 the starting value: (sum of ship points + sum of crew morale bases) / 2, rounded up. */
export function startingFleetMorale(ships: readonly FleetMoraleShip[]): number {
  if (ships.length === 0) throw new RuleError('a fleet needs at least one ship');
  let sum = 0;
  for (const s of ships) {
    checkShip(s);
    sum += s.points + s.moraleBase;
  }
  return ceilClean(sum / 2);
}

/** HR-4 an enemy ship captured, sunk or exploded: + half its points, rounded up. */
export function enemyLossGain(points: number): number {
  if (!Number.isFinite(points) || points < 0)
    throw new RuleError(`a ship's points must be >= 0, got ${points}`);
  return ceilClean(points / 2);
}

/**
 * The events that change a fleet's value or its state, as its own side sees them.
 * - `moraleTest`: a ship of the fleet must test morale (−1).
 * - `struck` / `captured`: a ship of the fleet strikes or is captured (− its points).
 * - `sunk` / `exploded`: a ship of the fleet sinks or explodes (− 2 × its points).
 * - `enemyCaptured` / `enemySunk` / `enemyExploded`: + half the enemy ship's points, rounded up.
 * - `breakTest`: the all-ships test at 0 was taken; `anyStruck` says whether a ship struck.
 */
export type FleetMoraleEvent =
  | { kind: 'moraleTest'; shipId: string }
  | { kind: 'struck' | 'captured' | 'sunk' | 'exploded'; shipId: string }
  | { kind: 'enemyCaptured' | 'enemySunk' | 'enemyExploded'; shipId: string; points: number }
  | { kind: 'breakTest'; anyStruck: boolean };

export type FleetMoraleEventKind = FleetMoraleEvent['kind'];

export const FLEET_MORALE_EVENT_KINDS: readonly FleetMoraleEventKind[] = [
  'moraleTest',
  'struck',
  'captured',
  'sunk',
  'exploded',
  'enemyCaptured',
  'enemySunk',
  'enemyExploded',
  'breakTest',
];

/**
 * - `steady`: above 0.
 * - `breakTest`: the value reached 0; every ship tests morale at once.
 * - `brink`: all passed; the next ship to strike, sink or explode breaks the fleet.
 * - `broken`: every ship that can makes for its table edge.
 */
export type FleetMoralePhase = 'steady' | 'breakTest' | 'brink' | 'broken';

/** How heavily an own ship has been lost: a worse loss later costs only the difference (SD-120). */
export type LossLevel = 0 | 1 | 2;

export interface FleetMoraleState {
  value: number;
  phase: FleetMoralePhase;
  /** Per own ship id: 1 struck or captured, 2 sunk or exploded (SD-120). */
  losses: Record<string, LossLevel>;
  /** Enemy ship ids already counted (SD-120: one gain per enemy ship). */
  enemyCounted: string[];
}

export interface FleetMoraleChange {
  event: FleetMoraleEvent;
  /** The change to the value as the rule states it. */
  delta: number;
  before: number;
  after: number;
  phaseBefore: FleetMoralePhase;
  phaseAfter: FleetMoralePhase;
}

export function initialFleetMoraleState(ships: readonly FleetMoraleShip[]): FleetMoraleState {
  return { value: startingFleetMorale(ships), phase: 'steady', losses: {}, enemyCounted: [] };
}

const LOSS_LEVEL = { struck: 1, captured: 1, sunk: 2, exploded: 2 } as const;

function ownShip(ships: readonly FleetMoraleShip[], id: string): FleetMoraleShip {
  const ship = ships.find((s) => s.id === id);
  if (!ship) throw new RuleError(`no ship "${id}" in the fleet`);
  return ship;
}

/** The value change an event makes, given what was already counted (SD-120). */
function eventDelta(
  state: FleetMoraleState,
  ships: readonly FleetMoraleShip[],
  event: FleetMoraleEvent,
): number {
  switch (event.kind) {
    case 'moraleTest':
      ownShip(ships, event.shipId);
      return -1;
    case 'struck':
    case 'captured':
    case 'sunk':
    case 'exploded': {
      const ship = ownShip(ships, event.shipId);
      const had = state.losses[event.shipId] ?? 0;
      const level = LOSS_LEVEL[event.kind];
      return level > had ? -(level - had) * ship.points : 0;
    }
    case 'enemyCaptured':
    case 'enemySunk':
    case 'enemyExploded':
      if (ships.some((s) => s.id === event.shipId))
        throw new RuleError(`"${event.shipId}" is a ship of this fleet, not an enemy`);
      return state.enemyCounted.includes(event.shipId) ? 0 : enemyLossGain(event.points);
    case 'breakTest':
      return 0;
  }
}

/** A ship of the fleet striking, sinking or exploding (a captured ship has struck). */
function isBreakingLoss(kind: FleetMoraleEventKind): boolean {
  return kind === 'struck' || kind === 'captured' || kind === 'sunk' || kind === 'exploded';
}

/**
 * HR-4 one event applied. The value is the sum of its changes and may go below 0 (SD-121); reaching
 * 0 or less calls the all-ships test; its result breaks the fleet (any ship struck) or leaves it on the brink, where the next ship
 * to strike, sink or explode breaks it whatever the value has become since (SD-121). A broken fleet
 * stays broken; its value is still counted.
 */
export function applyFleetMoraleEvent(
  state: FleetMoraleState,
  ships: readonly FleetMoraleShip[],
  event: FleetMoraleEvent,
): { state: FleetMoraleState; change: FleetMoraleChange } {
  if (!FLEET_MORALE_EVENT_KINDS.includes(event.kind))
    throw new RuleError(`unknown fleet morale event "${String(event.kind)}"`);
  const delta = eventDelta(state, ships, event);
  const after = state.value + delta;
  let phase = state.phase;
  if (event.kind === 'breakTest') {
    if (phase !== 'breakTest') throw new RuleError('no break test is due: the fleet is not at 0');
    phase = event.anyStruck ? 'broken' : 'brink';
  } else if (phase === 'brink' && isBreakingLoss(event.kind) && delta < 0) {
    phase = 'broken';
  } else if (phase === 'steady' && after <= 0) {
    phase = 'breakTest';
  }
  const losses = { ...state.losses };
  if (isBreakingLoss(event.kind) && 'shipId' in event) {
    const level = LOSS_LEVEL[event.kind as keyof typeof LOSS_LEVEL];
    losses[event.shipId] = Math.max(losses[event.shipId] ?? 0, level) as LossLevel;
  }
  const enemyCounted =
    (event.kind === 'enemyCaptured' ||
      event.kind === 'enemySunk' ||
      event.kind === 'enemyExploded') &&
    !state.enemyCounted.includes(event.shipId)
      ? [...state.enemyCounted, event.shipId]
      : state.enemyCounted;
  return {
    state: { value: after, phase, losses, enemyCounted },
    change: {
      event,
      delta,
      before: state.value,
      after,
      phaseBefore: state.phase,
      phaseAfter: phase,
    },
  };
}

/** HR-4 the whole record: the starting value, then every event in order. */
export function fleetMoraleRecord(
  ships: readonly FleetMoraleShip[],
  events: readonly FleetMoraleEvent[],
): { start: number; changes: FleetMoraleChange[]; state: FleetMoraleState } {
  let state = initialFleetMoraleState(ships);
  const start = state.value;
  const changes: FleetMoraleChange[] = [];
  for (const event of events) {
    const next = applyFleetMoraleEvent(state, ships, event);
    state = next.state;
    changes.push(next.change);
  }
  return { start, changes, state };
}

/** HR-4 every ship of a broken fleet that can move must make for its table edge. */
export function mustMakeForEdge(phase: FleetMoralePhase): boolean {
  return phase === 'broken';
}

/** The compass point (0-15, north 0) each table edge lies towards. */
const EDGE_BEARING: Record<TableEdge, number> = { N: 0, E: 4, S: 8, W: 12 };

/**
 * HR-4 / SD-182 making for the edge: of the headings a ship of a broken fleet may take this turn
 * (its legal course changes, and its heading when it may hold it), those nearest its edge's direction,
 * in compass points. Empty only when there is no choice at all.
 */
export function headingsTowardEdge(choices: readonly number[], edge: TableEdge): number[] {
  const off = (h: number) => {
    const d = Math.abs((((h % 16) + 16) % 16) - EDGE_BEARING[edge]);
    return Math.min(d, 16 - d);
  };
  const best = Math.min(...choices.map(off));
  return choices.filter((h) => off(h) === best);
}

/** HR-4 a ship of a broken fleet whose base reaches its table edge is saved and removed. */
export function savedAtEdge(phase: FleetMoralePhase, baseTouchesOwnEdge: boolean): boolean {
  return phase === 'broken' && baseTouchesOwnEdge;
}

/**
 * HR-4 the first fleet to break loses: `breaks` lists the sides in the order they broke (the
 * battle's record). Null while no fleet has broken.
 */
export function fleetMoraleLoser(breaks: readonly string[]): string | null {
  return breaks[0] ?? null;
}

/** One ship of the fleet as the battle stands: its HR-4 figures, tests taken, and how it was lost. */
export interface FleetMoraleStanding {
  ship: FleetMoraleShip;
  /** Morale tests the ship has taken in the battle. */
  tests: number;
  /** 0 afloat, 1 struck or captured, 2 sunk or exploded (SD-120: its worst loss). */
  loss: LossLevel;
}

export interface FleetMoraleTally {
  start: number;
  value: number;
  /** −1 per test taken. */
  tests: number;
  /** − points per ship struck or captured, − 2 × points per ship sunk or exploded. */
  losses: number;
  /** + half the points (rounded up) per enemy ship captured, sunk or exploded. */
  gains: number;
  /** The sum of the fleet's loss levels (the break after the all-ships test looks for a new one). */
  lossLevels: number;
}

/**
 * HR-4 the value from the battle as it stands: the same sum `fleetMoraleRecord` makes event by event
 * (each test −1, each ship's worst loss once, each enemy ship's loss once), so a referee that reads it
 * from the ships' records follows every applied and every undone change (SD-122).
 */
export function fleetMoraleTally(
  fleet: readonly FleetMoraleStanding[],
  enemyLosses: readonly { points: number }[],
): FleetMoraleTally {
  const start = startingFleetMorale(fleet.map((f) => f.ship));
  let tests = 0;
  let losses = 0;
  let lossLevels = 0;
  for (const f of fleet) {
    if (!Number.isInteger(f.tests) || f.tests < 0)
      throw new RuleError(`tests taken must be a whole number >= 0, got ${f.tests}`);
    if (f.loss !== 0 && f.loss !== 1 && f.loss !== 2)
      throw new RuleError(`a loss level is 0, 1 or 2, got ${String(f.loss)}`);
    tests += f.tests;
    losses += f.loss * f.ship.points;
    lossLevels += f.loss;
  }
  const gains = enemyLosses.reduce((sum, e) => sum + enemyLossGain(e.points), 0);
  return { start, value: start - tests - losses + gains, tests, losses, gains, lossLevels };
}

/**
 * HR-4 the phase a referee keeps: a fleet at 0 or less that has not been tested is due its all-ships
 * test; a fleet on the brink breaks when its losses grow past those it had when the test was passed.
 */
export function fleetMoralePhaseNow(
  recorded: FleetMoralePhase,
  tally: Pick<FleetMoraleTally, 'value' | 'lossLevels'>,
  lossLevelsAtBrink: number,
): FleetMoralePhase {
  if (recorded === 'steady') return tally.value <= 0 ? 'breakTest' : 'steady';
  if (recorded === 'brink') return tally.lossLevels > lossLevelsAtBrink ? 'broken' : 'brink';
  return recorded;
}

/** The table's rectangle in mm (y grows northwards, as the core's table coordinates). */
export interface TableRect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function checkRect(t: TableRect): void {
  if (
    ![t.minX, t.minY, t.maxX, t.maxY].every(Number.isFinite) ||
    t.maxX <= t.minX ||
    t.maxY <= t.minY
  )
    throw new RuleError('the table needs a positive width and height');
}

/** How far a point lies inside the table from an edge (negative: beyond it). */
function distanceToEdge(p: { x: number; y: number }, t: TableRect, edge: TableEdge): number {
  switch (edge) {
    case 'N':
      return t.maxY - p.y;
    case 'S':
      return p.y - t.minY;
    case 'E':
      return t.maxX - p.x;
    case 'W':
      return p.x - t.minX;
  }
}

/**
 * SD-125 a fleet's table edge: the edge nearest to the centre of its ships when it breaks (the side
 * it fought from). Ties go in the order N, E, S, W.
 */
export function nearestTableEdge(
  points: readonly { x: number; y: number }[],
  t: TableRect,
): TableEdge {
  checkRect(t);
  if (points.length === 0) throw new RuleError('a fleet needs a ship on the table to have an edge');
  const c = {
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
  };
  let best: TableEdge = 'N';
  for (const edge of TABLE_EDGES)
    if (distanceToEdge(c, t, edge) < distanceToEdge(c, t, best)) best = edge;
  return best;
}

/**
 * SD-125 a base reaches its edge when its centre is within half its length of it (any heading: the
 * base's far end touches or crosses the edge when the ship heads for it).
 */
export function baseReachesEdge(
  centre: { x: number; y: number },
  baseLengthMm: number,
  t: TableRect,
  edge: TableEdge,
): boolean {
  checkRect(t);
  if (!(baseLengthMm > 0))
    throw new RuleError(`a base needs a positive length, got ${baseLengthMm}`);
  return distanceToEdge(centre, t, edge) <= baseLengthMm / 2 + 1e-9;
}
