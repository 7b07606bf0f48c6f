import { describe, expect, it } from 'vitest';
import { canvasWorld, tableShip } from '../../../tests/support/canvas-fixtures.js';
import { SYSTEM_ID } from '../constants.js';
import { atShoalEdge, stopAtShoals } from './aground.js';
import { moveResult } from './manoeuvre.js';
import { agroundChip } from './panel-view.js';
import { SHOAL_BEHAVIOR_TYPE, sceneShoals, shoalAreaOf, shoalKindOf } from './shoals.js';
import { mmToPx } from './table-ships.js';
import type { ShoalArea } from '../../rules/index.js';

const bank = (x0: number, y0: number, x1: number, y1: number, kind: 'rock' | 'sand' = 'sand') =>
  ({
    id: 'bank',
    kind,
    polygons: [
      [
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ],
    ],
  }) satisfies ShoalArea;

describe('HR-3 the move stopped at a shoal', () => {
  it('HR-3 a hold move north is cut at the bank 100 mm ahead; no collision, contacts recomputed', () => {
    const ship = tableShip('me', 0, 0, 0);
    const outcome = moveResult(ship, [ship], 0, 180);
    const r = stopAtShoals(ship, [ship], outcome, [bank(-200, 137.5, 200, 400)]);
    expect(r.shoal).toEqual({ id: 'bank', kind: 'sand' });
    expect(r.outcome.movedMm).toBeCloseTo(100, 9);
    expect(r.outcome.finalPose.y).toBeCloseTo(100, 9);
    expect(r.outcome).toMatchObject({ collidedIds: [], contactIds: [] });
  });

  it('HR-3 a ship in the way before the shoal: the contact stands, no grounding', () => {
    const ship = tableShip('me', 0, 0, 0);
    const other = tableShip('other', 0, 120, 90);
    const outcome = moveResult(ship, [ship, other], 0, 180);
    expect(outcome.collidedIds).toEqual(['other']);
    const r = stopAtShoals(ship, [ship, other], outcome, [bank(-200, 137.5, 200, 400)]);
    expect(r.shoal).toBeNull();
    expect(r.outcome).toBe(outcome);
  });

  it('HR-3 the shoal before a ship further on: aground, the ship is not reached', () => {
    const ship = tableShip('me', 0, 0, 0);
    const other = tableShip('other', 0, 170, 90);
    const outcome = moveResult(ship, [ship, other], 0, 180);
    const r = stopAtShoals(ship, [ship, other], outcome, [bank(-200, 100, 200, 110)]);
    expect(r.shoal?.id).toBe('bank');
    expect(r.outcome.collidedIds).toEqual([]);
    expect(r.outcome.movedMm).toBeCloseTo(62.5, 9);
  });

  it('HR-3 at the edge, bow on (within the tolerance); not when it lies clear or alongside', () => {
    expect(atShoalEdge(tableShip('a', 0, 100, 0), bank(-200, 137.5, 200, 400), 0.2)).toBe(true);
    expect(atShoalEdge(tableShip('a', 0, 90, 0), bank(-200, 137.5, 200, 400), 0.2)).toBe(false);
    expect(atShoalEdge(tableShip('a', 0, 100, 90), bank(-200, 137.5, 200, 400), 0.2)).toBe(false);
  });
});

describe('HR-3 shoal regions on the scene', () => {
  it('HR-3 a region with the shoal behaviour is read in mm; disabled or other behaviours are not shoals', async () => {
    const w = await canvasWorld();
    await w.world.settings.set(SYSTEM_ID, 'runningAground', true);
    const k = w.scene.grid.size / w.scene.grid.distance;
    const at = mmToPx({ x: 100, y: 50 }, w.scene.grid);
    await w.scene.createEmbeddedDocuments('Region', [
      {
        name: 'Reef',
        shapes: [{ type: 'rectangle', x: at.x, y: at.y, width: 40 * k, height: 20 * k }],
        behaviors: [{ type: SHOAL_BEHAVIOR_TYPE, system: { kind: 'rock' } }],
      },
      {
        name: 'Off',
        shapes: [{ type: 'rectangle', x: 0, y: 0, width: 10, height: 10 }],
        behaviors: [{ type: SHOAL_BEHAVIOR_TYPE, disabled: true, system: { kind: 'sand' } }],
      },
      {
        name: 'Weather',
        shapes: [{ type: 'rectangle', x: 0, y: 0, width: 10, height: 10 }],
        behaviors: [{ type: 'suppressWeather', system: {} }],
      },
    ]);
    const shoals = sceneShoals(w.scene as never);
    expect(shoals).toHaveLength(1);
    expect(shoals[0]!.kind).toBe('rock');
    const xs = shoals[0]!.polygons[0]!.map((p) => p.x);
    const ys = shoals[0]!.polygons[0]!.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(100, 6);
    expect(Math.max(...xs)).toBeCloseTo(140, 6);
    expect(Math.max(...ys)).toBeCloseTo(50, 6);
    expect(Math.min(...ys)).toBeCloseTo(30, 6);
    await w.world.settings.set(SYSTEM_ID, 'runningAground', false);
    expect(sceneShoals(w.scene as never)).toEqual([]);
  });

  it('HR-3 the behaviour refuses a bottom that is neither rock nor sand', async () => {
    const w = await canvasWorld();
    await expect(
      w.scene.createEmbeddedDocuments('Region', [
        {
          name: 'Mud',
          shapes: [{ type: 'rectangle', x: 0, y: 0, width: 10, height: 10 }],
          behaviors: [{ type: SHOAL_BEHAVIOR_TYPE, system: { kind: 'mud' } }],
        },
      ]),
    ).rejects.toThrow();
    expect(w.scene.regions.size).toBe(0);
  });

  it('HR-3 shoalKindOf / shoalAreaOf: the first enabled shoal behaviour; no polygon, no shoal', () => {
    const behaviors = [
      { type: 'shoal', disabled: true, system: { kind: 'rock' } },
      { type: 'shoal', system: { kind: 'sand' } },
    ];
    expect(shoalKindOf({ behaviors })).toBe('sand');
    expect(shoalAreaOf({ id: 'r', behaviors, polygons: [] }, { size: 100, distance: 5 })).toBe(
      null,
    );
  });
});

describe('HR-3 the aground chip', () => {
  const i18n = {
    lang: 'en',
    localize: (k: string) => k,
    format: (k: string, d: Record<string, unknown>) => `${k} ${JSON.stringify(d)}`,
  };
  it('HR-3 names the bottom, the sail and the Unf result that gets it off; none afloat', () => {
    expect(agroundChip(undefined, i18n as never)).toBeNull();
    expect(agroundChip({ kind: '', sail: '' }, i18n as never)).toBeNull();
    const full = agroundChip({ kind: 'rock', sail: 'full' }, i18n as never)!;
    expect(full.tip).toContain('SCA.Aground.Needed.all');
    expect(full.tip).toContain('SCA.Aground.Kind.rock');
    const easy = agroundChip({ kind: 'sand', sail: 'easy' }, i18n as never)!;
    expect(easy.tip).toContain('SCA.Aground.Needed.A');
  });
});
