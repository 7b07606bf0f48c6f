// Issue 13: what a simulated battle is played from - two fleets (the fleet file reader's ships: class,
// crew, name, squadron, damage), a turn limit and the optional rules named by id - as plain JSON, so the
// shards of one sweep can be compared (sweep.ts) - and how the fleets are placed on the open table.
import { basesInContact } from '../geometry/movement.js';
import { RuleError } from '../errors.js';
import { classById, isCrewQuality, shipProfile } from '../ship.js';
import { relativeToWind } from '../sailing.js';
import { NAV_SCALE_FACTOR } from '../tables/navigation.js';
import type { CrewQuality, Scale } from '../tables/ships.js';
import { makeSimShip } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { tableEntry, entryShip, type SimTable, type TableEntry } from './table.js';

/**
 * The optional rules a battle plays honestly (FP-A1 variable wind, HR-4 fleet morale, SD-195 FP-8.3F
 * the FP-8.3 footnote's scoring, OR-6 full gunnery, OR-9 the rigging damage test, OR-2 the set-up
 * roll's wind and its changes, HR-1 melee damage SD-159, OR-3 the two-segment turn and OR-3-7D its
 * seven-dice Abilità SD-212, OR-5 full-game navigation SD-222, OR-7 collisions and entanglement SD-230,
 * HR-5 the card-driven turn and HR-5E its D-20 two cards for an Elite-or-Good squadron SD-233, FP-A3 and
 * OR-11 signals SD-246..SD-250, HR-2 the 1:3000 scale SD-267..SD-270). New ids go at the end: a setup
 * lists its options in this order.
 */
export const BATTLE_OPTIONS = [
  'FP-A1',
  'HR-4',
  'FP-8.3F',
  'OR-6',
  'OR-9',
  'OR-2',
  'HR-1',
  'OR-3',
  'OR-3-7D',
  'OR-5',
  'OR-7',
  'HR-5',
  'HR-5E',
  'FP-A3',
  'OR-11',
  'HR-2',
] as const;
export type BattleOption = (typeof BATTLE_OPTIONS)[number];

export const BATTLE_MAX_TURNS = 500;
export const BATTLE_DEFAULT_TURNS = 30;

/** One ship of a fleet as the battle needs it (the fleet file's fields that matter at sea). */
export interface BattleShipSpec {
  name: string;
  classId: string;
  crew: CrewQuality;
  squadron: string;
  /** Damage the ship starts with (the fleet file's; DCs in points as the ship sheet keeps them). */
  damage: { port: number; starboard: number; rigging: number; riggingRepaired: number };
}

export interface BattleSetup {
  fleets: { a: BattleShipSpec[]; b: BattleShipSpec[] };
  /** The turn limit (SD-149). */
  turns: number;
  /** Optional rule ids played, sorted. */
  options: BattleOption[];
}

/** What the fleet file reader gives for a ship (src/fleet-file FleetShip): only these fields are read. */
export interface FleetShipLike {
  name: string;
  classId: string;
  crew: string;
  squadron: string;
  damage: { port: number; starboard: number; rigging: number; riggingRepaired?: number };
}

function spec(s: FleetShipLike, fleet: string, row: number): BattleShipSpec {
  const row1 = classById(s.classId);
  if (row1.rate === 'fortification')
    throw new RuleError(`fleet ${fleet}, ship ${row}: ${row1.guns} is a fortification, not a ship`);
  if (!isCrewQuality(s.crew))
    throw new RuleError(`fleet ${fleet}, ship ${row}: unknown crew "${s.crew}"`);
  return {
    name: s.name,
    classId: row1.id,
    crew: s.crew,
    squadron: s.squadron,
    damage: {
      port: s.damage.port,
      starboard: s.damage.starboard,
      rigging: s.damage.rigging,
      riggingRepaired: s.damage.riggingRepaired ?? 0,
    },
  };
}

/** Option ids from `--options OR-3,HR-4` (or a list): known ones sorted, anything else refused. */
export function parseBattleOptions(input: string | readonly string[]): BattleOption[] {
  const ids = (typeof input === 'string' ? input.split(',') : [...input])
    .map((x) => x.trim().toUpperCase())
    .filter((x) => x !== '');
  const out = new Set<BattleOption>();
  for (const id of ids) {
    if (!(BATTLE_OPTIONS as readonly string[]).includes(id))
      throw new RuleError(
        `option "${id}" is not played by the battle simulation (it plays ${BATTLE_OPTIONS.join(', ')})`,
      );
    out.add(id as BattleOption);
  }
  // SD-199 OR-2 and FP-A1 both change the wind (SD-65: with OR-2 the FP-A1 roll is not offered).
  if (out.has('OR-2') && out.has('FP-A1'))
    throw new RuleError(
      'options OR-2 and FP-A1 both change the wind: play one of them (OR-2 replaces FP-A1)',
    );
  // SD-212 the seven-dice Abilità is OR-3's (effectiveOptions: sevenDiceAbilita needs twoSegmentTurn).
  if (out.has('OR-3-7D') && !out.has('OR-3'))
    throw new RuleError('option OR-3-7D (the seven-dice Abilità) needs OR-3, the two-segment turn');
  // SD-222 OR-5 navigation needs OR-3's segments and OR-9's test (effectiveOptions: fullNavigation).
  if (out.has('OR-5') && !(out.has('OR-3') && out.has('OR-9')))
    throw new RuleError(
      'option OR-5 (full-game navigation) needs OR-3, the two-segment turn, and OR-9, the rigging damage test',
    );
  // SD-110 the card-driven turn is not played with OR-3's two segments (OPTION_EXCLUDED_BY).
  if (out.has('HR-5') && out.has('OR-3'))
    throw new RuleError(
      'options HR-5 and OR-3 are not played together: the card-driven turn replaces the turn OR-3 divides',
    );
  // D-20 the two-card rule is HR-5's (OPTION_NEEDS: cardDrivenElite needs cardDrivenTurn).
  if (out.has('HR-5E') && !out.has('HR-5'))
    throw new RuleError(
      'option HR-5E (two cards for an Elite or Good squadron) needs HR-5, the card-driven turn',
    );
  // FP-A3 / OR-11 one signals setting: Fast Play's or the full game's (SIGNAL_RULES).
  if (out.has('FP-A3') && out.has('OR-11'))
    throw new RuleError(
      "options FP-A3 and OR-11 are not played together: they are Fast Play's and the full game's signals",
    );
  return BATTLE_OPTIONS.filter((o) => out.has(o));
}

/** Issue 13: a battle's setup from two parsed fleets, a turn limit and the options; a RuleError says what is wrong. */
export function parseBattleSetup(
  fleetA: readonly FleetShipLike[],
  fleetB: readonly FleetShipLike[],
  turns: number = BATTLE_DEFAULT_TURNS,
  options: string | readonly string[] = [],
): BattleSetup {
  if (fleetA.length === 0) throw new RuleError('fleet a has no ships');
  if (fleetB.length === 0) throw new RuleError('fleet b has no ships');
  if (!Number.isInteger(turns) || turns < 1 || turns > BATTLE_MAX_TURNS)
    throw new RuleError(
      `the turn limit must be a whole number 1-${BATTLE_MAX_TURNS}, got ${turns}`,
    );
  const setup: BattleSetup = {
    fleets: {
      a: fleetA.map((s, i) => spec(s, 'a', i + 1)),
      b: fleetB.map((s, i) => spec(s, 'b', i + 1)),
    },
    turns,
    options: parseBattleOptions(options),
  };
  // HR-4 / D-14 counts each ship's points (its cost): a class whose cost is below 0 with this crew
  // cannot be counted, so the setup is refused rather than played with a wrong fleet value.
  if (setup.options.includes('HR-4'))
    for (const side of ['a', 'b'] as const)
      setup.fleets[side].forEach((s, i) => {
        const cost = shipProfile(classById(s.classId), s.crew).cost;
        if (cost < 0)
          throw new RuleError(
            `fleet ${side}, ship ${i + 1}: HR-4 cannot count a ship of ${cost} points (${s.classId}, ${s.crew} crew)`,
          );
      });
  return setup;
}

/** SD-145 the gap between one ship's stern and the next one's bow in a line ahead. */
export const LINE_GAP_MM = 40;
/** SD-145 the two lines' centre lines are this far apart: beyond long range (FP-1.8, 700 mm). */
export const LINES_APART_MM = 760;

/** HR-2 (option) the scale a battle is played at: 1:3000 with HR-2, else 1:1200 (SD-140). */
export function battleScale(options: readonly BattleOption[]): Scale {
  return options.includes('HR-2') ? 3000 : 1200;
}

/**
 * SD-145 the opening: each fleet in line ahead in its file order, on parallel east-west lines 760 mm
 * apart, both sailing the same way (east or west, drawn), the wind from the north (SD-140); which fleet
 * holds the windward (northern) line is drawn. Every ship starts at easy sail with its file damage.
 * SD-268 HR-2 at 1:3000: the same opening in nautical miles, every distance x 0.4 (the lines 304 mm
 * apart, beyond 1:3000's 280 mm long range; 16 mm between ships), the ships on 1:3000 bases.
 */
export function placeFleets(setup: BattleSetup, rng: DuelRandom, wind: number): SimTable {
  const scale = battleScale(setup.options);
  const k = NAV_SCALE_FACTOR[scale];
  const aNorth = rng.int(0, 1) === 0;
  const heading = rng.int(0, 1) === 0 ? 4 : 12;
  if (relativeToWind(heading, wind).r < 3) throw new RuleError('the opening heading is in irons');
  const dir = heading === 4 ? 1 : -1;
  const entries: TableEntry[] = [];
  for (const side of ['a', 'b'] as const) {
    const specs = setup.fleets[side];
    const apart = LINES_APART_MM * k;
    const y = (side === 'a') === aNorth ? apart / 2 : -apart / 2;
    const ships = specs.map((s) =>
      makeSimShip(
        side,
        { classId: s.classId, crew: s.crew },
        { x: 0, y, headingDeg: 0 },
        heading,
        scale,
      ),
    );
    const step = Math.max(...ships.map((s) => s.body.lengthMm)) + LINE_GAP_MM * k;
    const half = ((ships.length - 1) * step) / 2;
    ships.forEach((s, i) => {
      s.pose = { x: dir * (half - i * step), y: s.pose.y, headingDeg: s.pose.headingDeg };
      s.damage = { ...specs[i]!.damage };
      entries.push(tableEntry(s, `${side}${i + 1}`, side));
    });
  }
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++)
      if (basesInContact(entryShip(entries[i]!), entryShip(entries[j]!)))
        throw new RuleError('the opening placed two ships in contact');
  const table: SimTable = { wind, strength: 'breeze', entries };
  if (scale !== 1200) table.scale = scale;
  return table;
}
