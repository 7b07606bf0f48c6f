// Issue 13: a 10-v-10 battle to a result (goal: under 50 ms): whole seeded battles of two mixed fleets
// of ten ships in line ahead, the AI captain for every ship, each played until one fleet has no ship
// afloat or the turn limit (SD-149). The figure is the median time of one battle over the seeds played.
import { parseBattleSetup, runBattle, type FleetShipLike } from '../../rules/sim/index.js';
import { median, now, settleHeap } from './timing.js';

export interface BattleFigures {
  /** Median ms for one 10-v-10 battle. */
  medianMs: number;
  meanTurns: number;
  battles: number;
  /** Battles played before the timed ones (not timed). */
  warmUp: number;
  /** How the battles played ended (e.g. annihilated, points). */
  ends: Record<string, number>;
}

function fleet(classIds: readonly string[], crew: string): FleetShipLike[] {
  return classIds.map((classId, i) => ({
    name: `${classId} ${i + 1}`,
    classId,
    crew,
    squadron: i < 5 ? 'van' : 'rear',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

const LINE = ['3rd-80l', '3rd-74c', '3rd-74c', '3rd-64', '3rd-74c'];

export function benchBattle(opts: { battles?: number; warmUp?: number } = {}): BattleFigures {
  const battles = opts.battles ?? 30;
  const warmUp = opts.warmUp ?? 10;
  const setup = parseBattleSetup(
    fleet([...LINE, ...LINE], 'good'),
    fleet([...LINE, ...LINE], 'average'),
    60,
  );
  // Warm-up battles of their own seeds, then a settled heap, so the timed ones run compiled code on a
  // quiet collector (as a sweep plays them; the duel bench does the same).
  for (let i = 0; i < warmUp; i++) runBattle(setup, 1_000_000 + i);
  settleHeap();
  const times: number[] = [];
  const ends: Record<string, number> = {};
  let turns = 0;
  for (let seed = 0; seed < battles; seed++) {
    const t0 = now();
    const r = runBattle(setup, seed);
    times.push(now() - t0);
    turns += r.turns;
    ends[r.end] = (ends[r.end] ?? 0) + 1;
  }
  return {
    medianMs: Math.round(median(times) * 10) / 10,
    meanTurns: Math.round((turns / battles) * 100) / 100,
    battles,
    warmUp,
    ends,
  };
}
