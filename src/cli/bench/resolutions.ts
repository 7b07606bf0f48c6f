// Abilità + broadside resolutions per second on one core (goal: at least 1,000,000).
import { abilitaScore, resolveShot, type AbilitaConditions } from '../../rules/index.js';
import { median, now } from './timing.js';

export interface ResolutionFigures {
  resolutionsPerSecond: number;
  runs: number;
  perRun: number;
}

export function benchResolutions(opts: { perRun?: number; runs?: number } = {}): ResolutionFigures {
  const perRun = opts.perRun ?? 200_000;
  const runs = opts.runs ?? 7;
  // Inputs are prepared outside the timed loop so the figure is the rules, not the generator.
  const inputs: Array<{ roll: number; c: AbilitaConditions; range: number; bf: number }> = [];
  let s = 12345;
  const next = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const crews = ['elite', 'good', 'average', 'poor'] as const;
  for (let i = 0; i < 4096; i++) {
    const d = () => 1 + Math.floor(next() * 6);
    inputs.push({
      roll: d() + d() + d(),
      c: {
        crew: crews[i % 4]!,
        dcLost: Math.floor(next() * 4),
        fires: next() < 0.1 ? 1 : 0,
        hoveTo: next() < 0.1,
        rudderDamaged: false,
        contacts: 0,
      },
      range: next() * 750,
      bf: 1 + Math.floor(next() * 14),
    });
  }
  let sink = 0;
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = now();
    for (let i = 0; i < perRun; i++) {
      const x = inputs[i & 4095]!;
      const score = abilitaScore(x.roll, x.c).score;
      const shot = resolveShot({ bf: x.bf, rangeMm: x.range, aim: 'hull', score });
      sink += shot.damage?.damage ?? 0;
    }
    rates.push(perRun / ((now() - t0) / 1000));
  }
  if (sink < 0) throw new Error('unreachable');
  return { resolutionsPerSecond: Math.round(median(rates)), runs, perRun };
}
