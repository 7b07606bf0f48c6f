// Issue 13: a whole duel over the rules core - two ships, the AI captain on both, turn by turn until one
// strikes (FP-8.2), sinks (FP-2.5), explodes (FP-4.4 / D-6 / FP-6.6) or is captured by boarding
// (FP-7.5), or a draw at the turn limit (SD-158: a contact no longer ends it, SD-153 / SD-154).
// Seeded (pure-rand), so the same seed gives the same duel.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { dcLost } from '../damage.js';
import { basesInContact } from '../geometry/movement.js';
import { mastToMastRange } from '../geometry/range.js';
import { relativeToWind } from '../sailing.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import type { Scale } from '../tables/ships.js';
import { duelShipOrders } from './board-captain.js';
import type { CaptainOrders } from './captain.js';
import type { NavigationPartRecord } from './part-navigation-record.js';
import {
  cloneDuel,
  makeSimShip,
  otherSide,
  sideIndex,
  tableShip,
  type DuelSide,
  type DuelState,
  type Duellist,
} from './duel-state.js';
import type { BattleOption } from './battle-state.js';
import { DuelOptionPlay } from './duel-options.js';
import { playShipPart } from './part.js';
import { startTurn, tableEntry, type SimTable } from './table.js';

export type DuelEnd = 'struck' | 'sunk' | 'exploded' | 'captured' | 'turnLimit' | 'mutual';

export interface DuelResult {
  seed: number;
  /** The side that won, or null for a draw. */
  winner: DuelSide | null;
  /** How the loser ended (or why it was a draw). */
  end: DuelEnd;
  loser: DuelSide | null;
  turns: number;
  /** DC each ship had lost when the duel ended (the other side's broadsides, fire and accidents). */
  dcLost: { a: number; b: number };
}

/** A record of each part played, for the tests: the orders as given and what the core allowed. */
export interface PartRecord {
  before: DuelState;
  orders: CaptainOrders;
  score: number;
  /** Where each broadside was fired (mm along the move) and the distance moved. */
  fired: Array<{ side: 'port' | 'starboard'; alongMm: number; segment?: 1 | 2 }>;
  movedMm: number;
  allowanceMm: number;
  headingAfter: number;
  /** FP-A1 the wind's strength during the part (absent: a breeze, SD-140). */
  windStrength?: WindStrength;
  /** OR-3 each segment's move (absent: the one Fast Play move); `fired` then carries the segment too. */
  segments?: ReadonlyArray<{ allowanceMm: number; movedMm: number; sail: SailSetting }>;
  /** OR-5 the part's navigation (absent: OR-5 not played). */
  navigation?: NavigationPartRecord;
  /** HR-2 the table's scale when it is 1:3000 (absent: 1:1200). */
  scale?: Scale;
}

export interface DuelOptions {
  /** SD-158 the turn limit: a duel still undecided after it is a draw (default 60). */
  maxTurns?: number;
  /** Called after each part with a record of it (a snapshot before, the orders, the move). */
  onPart?: (record: PartRecord) => void;
  /** SD-232 the optional rules played (the battle's, less the fleet's: duel-options.ts); none: Fast Play. */
  options?: readonly BattleOption[];
}

/** The seeded source of the duel: integers and 3d6 totals from one xoroshiro128+ stream. */
export interface DuelRandom {
  int(min: number, max: number): number;
  roll3d6(): number;
}

export function duelRandom(seed: number): DuelRandom {
  const rng = xoroshiro128plus(seed);
  return {
    int: (min, max) => uniformInt(rng, min, max),
    roll3d6: () => uniformInt(rng, 1, 6) + uniformInt(rng, 1, 6) + uniformInt(rng, 1, 6),
  };
}

const WIND = 0;
/** SD-140 the nearest a duel starts, mast to mast, at 1:1200 (SD-267: x 0.4 at HR-2's 1:3000). */
const NEAREST_START_MM = 150;

function legalRandomHeading(rng: DuelRandom): number {
  for (;;) {
    const h = rng.int(0, 15);
    if (relativeToWind(h, WIND).r >= 3) return h;
  }
}

/**
 * SD-140 the start: B anywhere within long range of A (mast to mast), not touching, both off the wind.
 * SD-267 HR-2 at 1:3000: the same sea in nautical miles, so every distance x 0.4 (long range 280 mm,
 * the nearest start 60 mm) and the ships on 1:3000 bases.
 */
export function startDuel(
  a: Duellist,
  b: Duellist,
  rng: DuelRandom,
  scale: Scale = 1200,
): DuelState {
  const longRange = RANGE_LIMITS_MM[scale].long;
  const nearest = NEAREST_START_MM * NAV_SCALE_FACTOR[scale];
  for (;;) {
    const ha = legalRandomHeading(rng);
    const hb = legalRandomHeading(rng);
    const bearing = (rng.int(0, 3599) / 10) * (Math.PI / 180);
    const dist = rng.int(nearest, longRange);
    const sa = makeSimShip('a', a, { x: 0, y: 0, headingDeg: 0 }, ha, scale);
    const sb = makeSimShip(
      'b',
      b,
      { x: Math.sin(bearing) * dist, y: Math.cos(bearing) * dist, headingDeg: 0 },
      hb,
      scale,
    );
    if (basesInContact(tableShip(sa), tableShip(sb))) continue;
    if (mastToMastRange(tableShip(sa), tableShip(sb)) > longRange) continue;
    return { turn: 1, wind: WIND, ships: [sa, sb] };
  }
}

/** The duel as a table of two (SD-140: a breeze that never changes; HR-2 its scale when played). */
function duelTable(state: DuelState, scale: Scale = 1200): SimTable {
  const table: SimTable = {
    wind: state.wind,
    strength: 'breeze',
    entries: state.ships.map((s) => tableEntry(s, s.id, s.id)),
  };
  if (scale !== 1200) table.scale = scale;
  return table;
}

/** FP-3 one player's part: the duel captain's orders, played by the part shared with the battle. */
function playPart(
  state: DuelState,
  table: SimTable,
  side: DuelSide,
  rng: DuelRandom,
  opts: DuelOptions,
): void {
  const before = opts.onPart ? cloneDuel(state) : null;
  const orders = duelShipOrders(state, side);
  const me = table.entries[sideIndex(side)]!;
  const enemy = table.entries[sideIndex(otherSide(side))]!;
  const played = playShipPart(table, me, orders, enemy, rng);
  if (before && opts.onPart)
    opts.onPart({
      before,
      orders,
      score: played.score,
      fired: played.fired,
      movedMm: played.movedMm,
      allowanceMm: played.allowanceMm,
      headingAfter: me.ship.heading,
    });
}

function dcLostBy(state: DuelState): DuelResult['dcLost'] {
  const [a, b] = state.ships;
  return { a: dcLost(a.profile, a.damage).total, b: dcLost(b.profile, b.damage).total };
}

function decided(state: DuelState): Omit<DuelResult, 'dcLost'> | null {
  const [a, b] = state.ships;
  const aOut = a.fate !== 'afloat';
  const bOut = b.fate !== 'afloat';
  if (!aOut && !bOut) return null;
  const base = { seed: 0, turns: state.turn };
  if (aOut && bOut) return { ...base, winner: null, end: 'mutual', loser: null };
  const loser = aOut ? a : b;
  return {
    ...base,
    winner: otherSide(loser.id),
    end: loser.fate as 'struck' | 'sunk' | 'exploded' | 'captured',
    loser: loser.id,
  };
}

/** Issue 13: one seeded duel between two ships, the AI captain commanding both. */
export function runDuel(
  a: Duellist,
  b: Duellist,
  seed: number,
  opts: DuelOptions = {},
): DuelResult {
  const rng = duelRandom(seed);
  const maxTurns = opts.maxTurns ?? 60;
  // HR-2 (option) the duel at 1:3000 (SD-267).
  const scale: Scale = opts.options?.includes('HR-2') ? 3000 : 1200;
  const state = startDuel(a, b, rng, scale);
  // SD-141 who plays first alternates each turn, from a side drawn at the start.
  const firstIsA = rng.int(0, 1) === 0;
  const table = duelTable(state, scale);
  // SD-232 the options, played by the battle's machinery (null: the Fast Play duel, as it always was).
  const optional =
    opts.options && opts.options.length > 0
      ? new DuelOptionPlay(opts.options, state, table, rng)
      : null;
  for (; state.turn <= maxTurns; state.turn++) {
    startTurn(table);
    if (optional) {
      optional.startTurn(state.turn);
      const end = decided(state);
      if (end) return { ...end, seed, dcLost: dcLostBy(state) };
    }
    const aFirst = (state.turn % 2 === 1) === firstIsA;
    for (const side of aFirst ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      if (optional) {
        optional.startSide(side);
        optional.playPart(side, opts.onPart);
      } else playPart(state, table, side, rng, opts);
      const end = decided(state);
      if (end) return { ...end, seed, dcLost: dcLostBy(state) };
    }
    if (optional) {
      optional.endTurn();
      const end = decided(state);
      if (end) return { ...end, seed, dcLost: dcLostBy(state) };
    }
  }
  return {
    seed,
    winner: null,
    end: 'turnLimit',
    loser: null,
    turns: maxTurns,
    dcLost: dcLostBy(state),
  };
}
