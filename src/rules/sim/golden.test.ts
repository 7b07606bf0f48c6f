// Issue 13 performance: the captain, the firing point and the all-pairs targeting are optimised for
// speed, never for different answers. This pins their answers (every order, reason, firing point and
// duel, and every broadside's targets) on seeded inputs to a golden fixture recorded before the
// optimisation: any change to a decision, to a duel or to a target list fails here.
// Regenerate only for a deliberate change of behaviour: SCA_WRITE_GOLDEN=1 npx vitest run <this file>.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPairsTargets } from '../geometry/targeting-fast.js';
import type { ShipBody, TableShip } from '../geometry/ship-shape.js';
import { SAIL_SETTINGS } from '../tables/sailing.js';
import { CREW_QUALITIES, SHIP_CLASSES } from '../tables/ships.js';
import { captainOrders } from './captain.js';
import { makeSimShip, type DuelSide, type DuelState } from './duel-state.js';
import { runDuel, type PartRecord } from './duel.js';
import { abilitaModifierTotal, bestFiringPoint } from './firing-point.js';
import { reasonsAsText } from './reasons.js';

const FIXTURE = new URL('../../../tests/fixtures/sim-golden.json', import.meta.url);

/** A 53-bit string hash (two 32-bit multiply-xor lanes), enough to tell any two records apart. */
function hash53(text: string): string {
  let h1 = 0x9e3779b1;
  let h2 = 0x85ebca6b;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca77);
    h2 = Math.imul(h2 ^ c, 0xc2b2ae3d);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x27d4eb2f) ^ Math.imul(h2 ^ (h2 >>> 13), 0x165667b1);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 0x27d4eb2f) ^ Math.imul(h1 ^ (h1 >>> 13), 0x165667b1);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** mulberry32: deterministic test data (not game dice). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PAIRS = [
  ['74C:good', '80L:average'],
  ['98S:elite', '64:poor'],
  ['20-28:good', '44:average'],
  ['gunboat, small:elite', '12-14:poor'],
] as const;
const SEEDS_PER_PAIR = 300;

function parse(text: string) {
  const [guns, crew] = text.split(':');
  const row = SHIP_CLASSES.find((r) => r.guns === guns)!;
  return { classId: row.id, crew: crew as (typeof CREW_QUALITIES)[number] };
}

/** Every duel's result and every part's orders, reasons, firing points and move, one hash a duel. */
function duelRecords(): string[] {
  const out: string[] = [];
  for (const [a, b] of PAIRS) {
    for (let seed = 0; seed < SEEDS_PER_PAIR; seed++) {
      const parts: unknown[] = [];
      const result = runDuel(parse(a), parse(b), seed, {
        onPart: (p: PartRecord) =>
          parts.push([p.orders, p.score, p.fired, p.movedMm, p.allowanceMm, p.headingAfter]),
      });
      // SD-203 reasons are data: hashed as their English text, as before.
      const text = JSON.stringify([result, parts], reasonsAsText);
      out.push(`${a}|${b}|${seed}|${result.end}|${result.turns}|${hash53(text)}`);
    }
  }
  return out;
}

const SHIPS = SHIP_CLASSES.filter((r) => r.rate !== 'fortification');

/** Orders and firing points on random duel positions the duels rarely reach (any class, sail, rudder, fire, damage). */
function captainRecords(count: number): string[] {
  const random = mulberry32(1313);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const ships = (['a', 'b'] as const).map((id) => {
      const s = makeSimShip(
        id,
        { classId: pick(SHIPS).id, crew: pick(CREW_QUALITIES) },
        {
          x: id === 'a' ? 0 : (random() - 0.5) * 1400,
          y: id === 'a' ? 0 : (random() - 0.5) * 1400,
          headingDeg: 0,
        },
        Math.floor(random() * 16),
      );
      s.sail = pick(SAIL_SETTINGS);
      s.halfSpeed = random() < 0.1;
      s.rudderDamaged = random() < 0.2;
      if (random() < 0.2) s.fires = { hull: 1, rigging: random() < 0.5 ? 1 : 0 };
      const cap = s.profile.dcCapacity;
      if (random() < 0.5)
        s.damage = {
          port: Math.floor((random() * cap) / 3),
          starboard: Math.floor((random() * cap) / 3),
          rigging: Math.floor((random() * cap) / 4),
          riggingRepaired: 0,
        };
      if (random() < 0.03) s.fate = 'struck';
      return s;
    }) as [ReturnType<typeof makeSimShip>, ReturnType<typeof makeSimShip>];
    const state: DuelState = { turn: 1, wind: 0, ships };
    const side: DuelSide = random() < 0.5 ? 'a' : 'b';
    const orders = captainOrders(state, side);
    const me = ships[side === 'a' ? 0 : 1];
    const enemy = ships[side === 'a' ? 1 : 0];
    const moved = random() < 0.2 ? 0 : random() * 200;
    const points = (['port', 'starboard'] as const).map((s) =>
      bestFiringPoint(me, enemy, s, me.pose, moved, abilitaModifierTotal(me)),
    );
    out.push(hash53(JSON.stringify([orders, points], reasonsAsText)));
  }
  return out;
}

const BODIES: readonly ShipBody[] = [
  { lengthMm: 85, widthMm: 40, masts: 3 },
  { lengthMm: 75, widthMm: 40, masts: 3 },
  { lengthMm: 65, widthMm: 40, masts: 3 },
  { lengthMm: 50, widthMm: 25, masts: 2 },
  { lengthMm: 50, widthMm: 25, masts: 1 },
  { lengthMm: 80, widthMm: 80, masts: 0 },
];

/** allPairsTargets on seeded tables: compass and free headings, grid and free positions, every option. */
function targetingRecords(count: number): string[] {
  const random = mulberry32(2026);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = 2 + Math.floor(random() * (i % 10 === 0 ? 200 : 40));
    const grid = random() < 0.5;
    const compass = random() < 0.7;
    const size = 300 + random() * 1500;
    const ships: TableShip[] = [];
    for (let k = 0; k < n; k++) {
      const coord = () => (grid ? Math.round((random() * size) / 5) * 5 : random() * size);
      ships.push({
        id: `s${k}`,
        body: BODIES[Math.floor(random() * BODIES.length)]!,
        pose: {
          x: coord(),
          y: coord(),
          headingDeg: compass ? Math.floor(random() * 16) * 22.5 : random() * 720 - 360,
        },
      });
    }
    const arcDeg = [90, 90, 90, 60, 120, 180, 1, 45.5][Math.floor(random() * 8)]!;
    const scale = random() < 0.8 ? 1200 : 3000;
    out.push(hash53(JSON.stringify(allPairsTargets(ships, { arcDeg, scale }))));
  }
  return out;
}

interface Golden {
  duels: string[];
  captain: string[];
  targeting: string[];
}

function compute(): Golden {
  return { duels: duelRecords(), captain: captainRecords(3000), targeting: targetingRecords(300) };
}

describe('issue 13 performance: the same answers as before the optimisation (golden)', () => {
  const now = compute();
  if (process.env.SCA_WRITE_GOLDEN === '1')
    writeFileSync(FIXTURE, `${JSON.stringify(now, null, 0).replaceAll('","', '",\n"')}\n`);
  const golden = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Golden;

  it('FP-3 / FP-5.7 / FP-6.2 / FP-6.4 every duel part by part: orders, reasons, firing points, result', () => {
    expect(now.duels).toHaveLength(PAIRS.length * SEEDS_PER_PAIR);
    expect(now.duels).toEqual(golden.duels);
  });

  it('FP-3 / FP-6.2 / FP-6.4 the captain and bestFiringPoint on random positions', () => {
    expect(now.captain).toHaveLength(3000);
    expect(now.captain).toEqual(golden.captain);
  });

  it('FP-6.2 / D-11 / D-18 / D-17 allPairsTargets on seeded tables', () => {
    expect(now.targeting).toHaveLength(300);
    expect(now.targeting).toEqual(golden.targeting);
  });
});
