// Benchmark of every ship's broadside targets (FP-6.2 / D-11 / D-18): allPairsTargets against the
// straightforward allPairsTargetsNaive on a reproducible crowded table. Nothing runs on import:
// `npm run bench` (bin/sca bench, after a build) calls it. Time it only bundled (bin/sca, or a script
// bundled first): under vite-node or tsx it reads 9-14 ms, their module transforms turning the
// constants the hot loops import into property reads.
import {
  allPairsTargets,
  allPairsTargetsNaive,
  basesInContact,
  type ShipBody,
  type ShipTargets,
  type TableShip,
} from '../../rules/geometry/index.js';
import { POINT_DEGREES } from '../../rules/tables/sailing.js';
import { median, now, settleHeap } from './timing.js';

export interface BenchTargetingOptions {
  ships?: number;
  iterations?: number;
  seed?: number;
}

export interface BenchTargetingResult {
  ships: number;
  broadsides: number;
  candidatePairs: number;
  optimizedMedianMs: number;
  naiveMedianMs: number;
  speedup: number;
}

const TABLE_WIDTH_MM = 1800;
const TABLE_HEIGHT_MM = 1200;
const BODIES: readonly ShipBody[] = [
  { lengthMm: 85, widthMm: 40, masts: 3 },
  { lengthMm: 75, widthMm: 40, masts: 3 },
  { lengthMm: 65, widthMm: 40, masts: 3 },
  { lengthMm: 50, widthMm: 25, masts: 2 },
];

/** mulberry32: a tiny deterministic generator for the layout (test data, not game dice). */
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

/** Ships of mixed sizes on compass-point headings, placed without base contact where possible. */
export function benchLayout(count: number, seed: number): TableShip[] {
  const random = mulberry32(seed);
  const ships: TableShip[] = [];
  for (let i = 0; i < count; i++) {
    const body = BODIES[Math.floor(random() * BODIES.length)]!;
    let ship: TableShip | undefined;
    for (let attempt = 0; attempt < 50; attempt++) {
      ship = {
        id: `s${i}`,
        body,
        pose: {
          x: random() * TABLE_WIDTH_MM,
          y: random() * TABLE_HEIGHT_MM,
          headingDeg: Math.floor(random() * 16) * POINT_DEGREES,
        },
      };
      const placed = ship;
      if (!ships.some((other) => basesInContact(placed, other))) break;
    }
    ships.push(ship!);
  }
  return ships;
}

function timeRuns(run: () => ShipTargets[], warmup: number, iterations: number): number {
  for (let i = 0; i < warmup; i++) run();
  settleHeap();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = now();
    run();
    times.push(now() - start);
  }
  return median(times);
}

export function benchTargeting(opts: BenchTargetingOptions = {}): BenchTargetingResult {
  const count = opts.ships ?? 200;
  const iterations = opts.iterations ?? 50;
  const ships = benchLayout(count, opts.seed ?? 20240601);
  const options = { arcDeg: 90, scale: 1200 } as const;

  const optimized = allPairsTargets(ships, options);
  const naive = allPairsTargetsNaive(ships, options);
  if (JSON.stringify(optimized) !== JSON.stringify(naive)) {
    throw new Error('allPairsTargets and allPairsTargetsNaive disagree on the benchmark layout');
  }
  let candidatePairs = 0;
  for (const t of optimized)
    candidatePairs += t.port.candidates.length + t.starboard.candidates.length;

  // A generous warm-up: the optimizing compiler works on a background thread and, on a busy
  // machine, a short warm-up measures unoptimized code.
  const optimizedMedianMs = timeRuns(() => allPairsTargets(ships, options), 200, iterations);
  const naiveMedianMs = timeRuns(
    () => allPairsTargetsNaive(ships, options),
    3,
    Math.max(5, Math.ceil(iterations / 5)),
  );
  return {
    ships: count,
    broadsides: 2 * count,
    candidatePairs,
    optimizedMedianMs,
    naiveMedianMs,
    speedup: naiveMedianMs / optimizedMedianMs,
  };
}
