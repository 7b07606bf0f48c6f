// FP-6.7 fireship limits: a 6th rate only, one per squadron, starting farthest from the enemy (SD-25);
// checked where a fireship is designated (the sheet) and when a battle begins.
import { describe, expect, it } from 'vitest';
import { shipData } from '../../../tests/turn/ships.js';
import { exampleBattle } from '../../../tests/turn/support.js';
import { beginBattle } from '../turn/battle.js';
import { fireshipDesignationProblem, fireshipProblems } from './fireships.js';

const fireship = { fireship: { isFireship: true, lit: false } };
const entry = (
  name: string,
  classId: string,
  extra: Record<string, unknown> = {},
  position: { x: number; y: number } | null = null,
) => ({
  name,
  system: shipData(classId, 'average', { side: 'British', squadron: 'Van', ...extra }),
  position,
});

describe('FP-6.7 fireship limits', () => {
  it('FP-6.7 only a 6th rate may be a fireship', () => {
    expect(fireshipProblems([entry('Tonnant', '3rd-80l', fireship)])).toEqual([
      { key: 'SCA.Turn.Error.FireshipRate', data: { ship: 'Tonnant' } },
    ]);
    expect(fireshipProblems([entry('Comet', '6th-20-28', fireship)])).toEqual([]);
  });
  it('FP-6.7 one fireship per squadron (other squadrons and sides have their own)', () => {
    const ships = [
      entry('Comet', '6th-20-28', fireship),
      entry('Spitfire', '6th-20-28', fireship),
      entry('Vesuvius', '6th-20-28', { ...fireship, squadron: 'Rear' }),
    ];
    expect(fireshipProblems(ships)).toEqual([
      { key: 'SCA.Turn.Error.FireshipPerSquadron', data: { squadron: 'Van', side: 'British' } },
    ]);
    expect(
      fireshipProblems([
        ...ships.slice(0, 1),
        entry('Brûlot', '6th-20-28', { ...fireship, side: 'French' }),
      ]),
    ).toEqual([]);
  });
  it('FP-6.7 / SD-25 a fireship starts off the line, farthest from the enemy of all its side', () => {
    const enemy = entry('Hercule', '3rd-74c', { side: 'French' }, { x: 0, y: 1000 });
    const line = entry('Bellona', '3rd-74c', {}, { x: 0, y: 300 });
    expect(
      fireshipProblems([enemy, line, entry('Comet', '6th-20-28', fireship, { x: 0, y: 100 })]),
    ).toEqual([]);
    expect(
      fireshipProblems([enemy, line, entry('Comet', '6th-20-28', fireship, { x: 0, y: 500 })]),
    ).toEqual([{ key: 'SCA.Turn.Error.FireshipPosition', data: { ship: 'Comet' } }]);
  });
  it('FP-6.7 designating a fireship is refused for another rate, or a second one in the squadron', () => {
    const others = [
      {
        name: 'Comet',
        system: shipData('6th-20-28', 'average', { side: 'British', squadron: 'Van', ...fireship }),
      },
    ];
    expect(
      fireshipDesignationProblem(
        {
          name: 'Tonnant',
          system: shipData('3rd-80l', 'average', { side: 'British', squadron: 'Van' }),
        },
        [],
      ),
    ).toEqual({ key: 'SCA.Turn.Error.FireshipRate', data: { ship: 'Tonnant' } });
    expect(
      fireshipDesignationProblem(
        {
          name: 'Spitfire',
          system: shipData('6th-20-28', 'average', { side: 'British', squadron: 'Van' }),
        },
        others,
      ),
    ).toEqual({
      key: 'SCA.Turn.Error.FireshipPerSquadron',
      data: { squadron: 'Van', side: 'British' },
    });
    expect(
      fireshipDesignationProblem(
        {
          name: 'Spitfire',
          system: shipData('6th-20-28', 'average', { side: 'British', squadron: 'Rear' }),
        },
        others,
      ),
    ).toBeNull();
  });
  it('FP-6.7 the battle does not begin with a fireship that breaks the limits, with a clear message', async () => {
    const b = await exampleBattle({ minerva: fireship });
    b.w.world.actAs(b.gm);
    await expect(
      beginBattle(Object.values(b.ships) as unknown as Actor.Implementation[], [
        'British',
        'French',
      ]),
    ).rejects.toThrow('HMS Minerva cannot be a fireship: only a 6th rate can.');
  });
});
