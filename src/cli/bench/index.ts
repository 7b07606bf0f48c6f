// The benchmarks of bin/sca bench: figures, never assertions. Run: npm run bench (or bin/sca bench --json).
import { cpus, totalmem } from 'node:os';
import { benchDuel, type DuelFigures } from './duel.js';
import { benchOdds, type OddsFigures } from './odds.js';
import { benchResolutions, type ResolutionFigures } from './resolutions.js';
import { benchTargeting } from './targeting.js';
import { benchBattle, type BattleFigures } from './battle.js';

export interface BenchFigures {
  machine: { cpu: string; cores: number; memoryGiB: number; node: string };
  targeting: ReturnType<typeof benchTargeting> & { goalMs: number };
  resolutions: ResolutionFigures & { goalPerSecond: number };
  odds: OddsFigures & { goalMicroseconds: number };
  duel: DuelFigures & { goalPerSecond: number };
  battle: BattleFigures & { goalMs: number };
}

export async function runBenchmarks(): Promise<BenchFigures> {
  const cpu = cpus();
  return {
    machine: {
      cpu: cpu[0]?.model ?? 'unknown',
      cores: cpu.length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    targeting: { ...benchTargeting(), goalMs: 1 },
    resolutions: { ...benchResolutions(), goalPerSecond: 1_000_000 },
    odds: { ...benchOdds(), goalMicroseconds: 50 },
    duel: { ...benchDuel(), goalPerSecond: 20_000 },
    battle: { ...benchBattle(), goalMs: 50 },
  };
}

export function formatBenchmarks(f: BenchFigures): string {
  const t = f.targeting;
  return [
    `machine: ${f.machine.cpu}, ${f.machine.cores} cores, ${f.machine.memoryGiB} GiB, node ${f.machine.node}`,
    `targeting, all pairs, ${t.ships} ships, both broadsides: ${t.optimizedMedianMs.toFixed(3)} ms (naive ${t.naiveMedianMs.toFixed(3)} ms, x${t.speedup.toFixed(1)}; goal < ${t.goalMs} ms)`,
    `Abilità + broadside resolutions: ${f.resolutions.resolutionsPerSecond.toLocaleString('en')} per second (goal >= 1,000,000)`,
    `exact odds, one card (all columns): ${f.odds.microsecondsPerCard} µs (goal < 50 µs)`,
    `duels to a strike (74C good v 80L average, ${f.duel.meanTurns} turns on average, after ${f.duel.warmUp} warm-up duels): ${f.duel.duelsPerSecond.toLocaleString('en')} per second (goal >= 20,000)`,
    `a 10-v-10 battle to a result (${f.battle.meanTurns} turns on average, ${f.battle.battles} battles after ${f.battle.warmUp} warm-up battles): median ${f.battle.medianMs} ms (goal < ${f.battle.goalMs} ms)`,
    '',
  ].join('\n');
}
