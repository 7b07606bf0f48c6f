// FP-1.4 the GM shifts every ship token by the same distance; headings and relative positions stay.
import { describe, expect, it } from 'vitest';
import { fake } from '../../../tests/support/foundry.js';
import { mastToMastRange } from '../../rules/index.js';
import { parseShiftForm, shiftFleet, shiftPlan } from './fleet-shift.js';
import { seaGrid } from './scene-setup.js';
import { sceneTableShips } from './scene-ships.js';
import {
  canvasWorld,
  placeShip,
  shipActor,
  tableShip,
} from '../../../tests/support/canvas-fixtures.js';

const i18n = () => ({ localize: (k: string) => fake().i18n.localize(k) });

describe('shiftPlan (pure)', () => {
  it('FP-1.4 every ship moves by the same whole-pixel amount: 100 mm east, 50 mm south is +500 px, +250 px', () => {
    const ships = [tableShip('a', 600, -400, 0), tableShip('b', 900, -700, 90)];
    const sizes = new Map([
      ['a', { width: 4, height: 7.5 }],
      ['b', { width: 4, height: 7.5 }],
    ]);
    const plan = shiftPlan(ships, sizes, seaGrid(1200), 100, -50);
    expect(plan.dxMm).toBe(100);
    expect(plan.dyMm).toBe(-50);
    expect(plan.updates).toEqual([
      { _id: 'a', x: 3400, y: 2063 },
      { _id: 'b', x: 4900, y: 3563 },
    ]);
  });
  it('a shift is rounded to whole pixels (0.2 mm at 1:1200) and reports what was applied', () => {
    const plan = shiftPlan(
      [tableShip('a', 0, 0)],
      new Map([['a', { width: 4, height: 7.5 }]]),
      seaGrid(1200),
      10.07,
      0,
    );
    expect(plan.dxMm).toBe(10);
  });
  it('the form takes numbers of mm; anything else is a localised error', () => {
    expect(parseShiftForm({ dx: '-120', dy: 30 }, i18n())).toEqual({ dxMm: -120, dyMm: 30 });
    expect(() => parseShiftForm({ dx: 'west', dy: '0' }, i18n())).toThrow(
      'Enter the shift as numbers of millimetres.',
    );
    expect(() => parseShiftForm({ dx: '0', dy: '' }, i18n())).toThrow(
      'Enter the shift as numbers of millimetres.',
    );
    expect(() => parseShiftForm({ dx: 0, dy: 0 }, i18n())).toThrow(
      'A shift of 0 mm moves nothing.',
    );
  });
});

describe('shiftFleet on a scene', () => {
  it('FP-1.4 the GM shifts all ship tokens in one update; ranges and headings are unchanged', async () => {
    const w = await canvasWorld();
    const actor = await shipActor('Ship');
    await placeShip(w.scene, actor, 600, -400, 0);
    await placeShip(w.scene, actor, 900, -500, 135);
    const [plain] = await w.scene.createEmbeddedDocuments('Token', [
      { name: 'Island', x: 10, y: 10 },
    ]);
    const before = sceneTableShips(w.scene);
    const plan = await shiftFleet(w.scene, -200, 100, i18n());
    expect(plan.updates).toHaveLength(2);
    const after = sceneTableShips(w.scene);
    after.forEach((s, i) => {
      expect(s.pose.x).toBeCloseTo(before[i]!.pose.x - 200, 9);
      expect(s.pose.y).toBeCloseTo(before[i]!.pose.y + 100, 9);
      expect(s.pose.headingDeg).toBe(before[i]!.pose.headingDeg);
    });
    expect(mastToMastRange(after[0]!, after[1]!)).toBeCloseTo(
      mastToMastRange(before[0]!, before[1]!),
      9,
    );
    expect((plain as unknown as { x: number }).x).toBe(10);
    expect(w.world.log.filter((l) => l.op === 'update' && l.documentName === 'Token')).toHaveLength(
      2,
    );
  });
  it('a player cannot shift the fleet', async () => {
    const w = await canvasWorld();
    w.world.actAs(w.player('Alice'));
    await expect(shiftFleet(w.scene, 10, 0, i18n())).rejects.toThrow('Only a GM can do this.');
  });
});
