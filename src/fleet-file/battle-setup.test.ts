// Issue 13: the simulated battle reads its fleets exactly as the importer does (fleet files in CSV, JSON
// or YAML through readFleet), then parseBattleSetup makes the plain JSON setup a sweep is played from.
import { describe, expect, it } from 'vitest';
import { dcLost } from '../rules/damage.js';
import {
  battleSweep,
  duelRandom,
  parseBattleSetup,
  placeFleets,
  runBattle,
} from '../rules/sim/index.js';
import { readFleet } from './read-fleet.js';

const BRITISH = `ships:
  - { name: Bellona, guns: 74M, crew: good, side: British, squadron: van }
  - { name: Lark, guns: 20-28, crew: average, side: British, squadron: van }
`;
const FRENCH =
  'name,guns,crew,side,squadron\nHoche,74C,good,French,rear\nLoire,36-40,poor,French,rear\n';

function ships(text: string, format: 'yaml' | 'csv') {
  const read = readFleet(text, format);
  if (!read.ok) throw new Error(JSON.stringify(read));
  return read.ships;
}

describe('issue 13 battle from fleet files (FP-2.1 / FP-1.5 rows, the importer formats)', () => {
  it('a YAML fleet against a CSV fleet: the setup keeps class, crew, name and squadron', () => {
    const setup = parseBattleSetup(ships(BRITISH, 'yaml'), ships(FRENCH, 'csv'), 10, 'HR-4');
    expect(setup.fleets.a.map((s) => [s.name, s.classId, s.crew, s.squadron])).toEqual([
      ['Bellona', '3rd-74m', 'good', 'van'],
      ['Lark', '6th-20-28', 'average', 'van'],
    ]);
    expect(setup.fleets.b.map((s) => s.name)).toEqual(['Hoche', 'Loire']);
    const r = runBattle(setup, 1);
    expect(r.ships.map((s) => s.name)).toEqual(['Bellona', 'Lark', 'Hoche', 'Loire']);
    expect(battleSweep(setup, 0, 2).runs).toBe(2);
  });

  it('the starting damage of a fleet file is carried onto the table and not scored as lost in the battle', () => {
    const damaged = `ships:\n  - { name: Bellona, guns: 74M, crew: good, side: British, port: 150 }\n`;
    const setup = parseBattleSetup(ships(damaged, 'yaml'), ships(FRENCH, 'csv'), 1);
    expect(setup.fleets.a[0]!.damage.port).toBe(150);
    const table = placeFleets(setup, duelRandom(3), 0);
    expect(table.entries[0]!.ship.damage.port).toBe(150);
    const before = dcLost(table.entries[0]!.ship.profile, table.entries[0]!.ship.damage).total;
    expect(before).toBeGreaterThan(0);
    // A turn in which nobody is in range: nothing is lost in the battle, so nothing is scored.
    const r = runBattle(setup, 3);
    expect(r.ships[0]!.dcLost).toBe(0);
    expect(r.victoryPoints.b).toBe(0);
  });
});
