// Issue 13 performance (second pass): battles play exactly as they did before the part's firing was
// sped up. The duel goldens see tables of two; this one sees fleets, where FP-6.2 / D-18 pick among
// several ships in the arc (friends included, SD-146), FP-5.8 contacts with any ship, FP-A1 wind and
// HR-4 breaking. Each line is one seeded battle: its result and a digest of every part, part by part.
// Recorded at 6e737d9 (before the second pass); rewrite only with SCA_WRITE_BATTLE_GOLDEN=1 at a
// commit whose answers are known good. Re-recorded for SD-221 (the captain plans in the battle's wind
// strength): 5 of the 28 changed, each a battle whose wind left a breeze; the 22 that never left it did not.
// HR-2 (SD-267..SD-270): 10 battles at 1:3000 appended; the 34 lines before them are unchanged.
// SD-281 (the OR-5 captain plans from the end of segment 1, the change spread): the 10 OR-5 lines
// re-recorded, the 34 without OR-5 unchanged.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBattleSetup, type FleetShipLike } from '../battle-state.js';
import { runBattle, type BattlePartRecord } from '../battle.js';
import { reasonsAsText } from '../reasons.js';

const FIXTURE = fileURLToPath(new URL('./battle-golden.json', import.meta.url));

function fleet(classIds: readonly string[], crew: string): FleetShipLike[] {
  return classIds.map((classId, i) => ({
    name: `${classId} ${i + 1}`,
    classId,
    crew,
    squadron: i < classIds.length / 2 ? 'van' : 'rear',
    damage: { port: 0, starboard: 0, rigging: 0 },
  }));
}

const LINE = ['3rd-80l', '3rd-74c', '3rd-74c', '3rd-64', '3rd-74c'];

/** The bench's 10-v-10, a small mixed action with both options, a 6-v-4 with a turn limit. */
const SETUPS = [
  {
    name: '10v10',
    setup: () =>
      parseBattleSetup(fleet([...LINE, ...LINE], 'good'), fleet([...LINE, ...LINE], 'average'), 60),
    seeds: 8,
  },
  {
    name: '3v3 FP-A1 HR-4',
    setup: () =>
      parseBattleSetup(
        fleet(['3rd-80l', '3rd-74c', '3rd-64'], 'good'),
        fleet(['3rd-74c', '3rd-74c', '3rd-64'], 'average'),
        40,
        'FP-A1,HR-4',
      ),
    seeds: 12,
  },
  {
    name: '6v4 FP-A1',
    setup: () =>
      parseBattleSetup(
        fleet([...LINE, '3rd-64'], 'average'),
        fleet(LINE.slice(0, 4), 'good'),
        20,
        'FP-A1',
      ),
    seeds: 8,
  },
  // SD-222 OR-5 full-game navigation (with OR-3 and OR-9), appended after the 28 above were recorded.
  {
    name: '3v3 OR-3 OR-9 OR-5',
    setup: () =>
      parseBattleSetup(
        fleet(['3rd-80l', '3rd-74c', '3rd-64'], 'good'),
        fleet(['3rd-74c', '3rd-74c', '3rd-64'], 'average'),
        30,
        'OR-3,OR-9,OR-5',
      ),
    seeds: 6,
  },
  // HR-2 1:3000 (SD-267..SD-270), appended after the 34 above: every distance at that scale.
  {
    name: '3v3 HR-2',
    setup: () =>
      parseBattleSetup(
        fleet(['3rd-80l', '3rd-74c', '3rd-64'], 'good'),
        fleet(['3rd-74c', '3rd-74c', '3rd-64'], 'average'),
        40,
        'HR-2',
      ),
    seeds: 6,
  },
  {
    name: '3v3 HR-2 FP-A1 OR-3 OR-9 OR-5 OR-7 FP-A3',
    setup: () =>
      parseBattleSetup(
        fleet(['3rd-80l', '3rd-74c', '3rd-64'], 'good'),
        fleet(['3rd-74c', '3rd-74c', '3rd-64'], 'average'),
        30,
        'HR-2,FP-A1,OR-3,OR-9,OR-5,OR-7,FP-A3',
      ),
    seeds: 4,
  },
];

function battleLines(): string[] {
  const lines: string[] = [];
  for (const { name, setup, seeds } of SETUPS) {
    const s = setup();
    for (let seed = 0; seed < seeds; seed++) {
      const hash = createHash('sha256');
      let parts = 0;
      const r = runBattle(s, seed, {
        onPart: (p: BattlePartRecord) => {
          parts++;
          // SD-203 reasons are data: hashed as their English text, as before.
          hash.update(JSON.stringify(p, reasonsAsText));
        },
      });
      lines.push(`${name} #${seed}: ${JSON.stringify(r)} parts ${parts} ${hash.digest('hex')}`);
    }
  }
  return lines;
}

describe('issue 13 FP-3 / FP-5.8 / FP-6.2 / D-18 / SD-146 battles play as recorded', () => {
  it('44 seeded battles give the recorded results and the same parts, part by part', () => {
    const lines = battleLines();
    if (process.env.SCA_WRITE_BATTLE_GOLDEN === '1')
      writeFileSync(FIXTURE, `${JSON.stringify(lines, null, 0).replaceAll('","', '",\n"')}\n`);
    const golden = JSON.parse(readFileSync(FIXTURE, 'utf8')) as string[];
    expect(lines).toHaveLength(44);
    for (const [i, line] of lines.entries()) expect(line).toBe(golden[i]);
  });
});
