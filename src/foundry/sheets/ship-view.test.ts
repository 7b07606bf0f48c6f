// The ship card's view model from plain ship data (no Foundry): FP-5.4 point of sail, FP-5.2/5.3/
// FP-A1 speed, FP-2.2 BF per side, markers, FP-3 order locking, history undo for the GM.
import { describe, expect, it } from 'vitest';
import { headingIndexToRotation } from '../heading.js';
import { shipData } from '../../../tests/support/ships.js';
import { ORDER_NAMES } from '../../rules/index.js';
import { EMPTY_ORDERS, ORDER_KEYS } from '../models/orders-field.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { shipSheetView, type SceneContext } from './ship-view.js';

function source(patch: Partial<ShipSystemSource> = {}): ShipSystemSource {
  return shipData('3rd-74c', 'average', { nation: 'britain', ...patch });
}

const noScene: SceneContext = { hasScene: false, wind: null, tokenRotation: null, scale: 1200 };
const view = (
  s: ShipSystemSource,
  scene: SceneContext = noScene,
  role: 'gm' | 'owner' | 'observer' = 'gm',
) => shipSheetView({ name: 'Test', system: s, role, scene, lang: 'en' });

describe('ship sheet view model', () => {
  it('FP-2.2 BF per side drops with HDC lost on that side', () => {
    const v = view(source({ damage: { port: 0, starboard: 250, rigging: 0, riggingRepaired: 0 } }));
    expect(v.tracks.map((t) => [t.key, t.bf, t.lost])).toEqual([
      ['port', 7, 0],
      ['starboard', 5, 2],
      ['rigging', null, 0],
    ]);
    expect(v.header.abilitaModifier).toBe(-2);
    expect(v.header.dcLostTotal).toBe(2);
  });

  it.each([
    // [wind from, ship heading, point of sail, tack] FP-5.4: r = points between heading and wind
    [0, 3, 'SCA.Sheet.PointOfSail.CloseHauled', 'SCA.Sheet.Tack.Port'],
    [0, 4, 'SCA.Sheet.PointOfSail.Beam', 'SCA.Sheet.Tack.Port'],
    [0, 10, 'SCA.Sheet.PointOfSail.Quarter', 'SCA.Sheet.Tack.Starboard'],
    [0, 8, 'SCA.Sheet.PointOfSail.Running', 'SCA.Sheet.Tack.None'],
    [4, 2, 'SCA.Sheet.PointOfSail.InIrons', 'SCA.Sheet.Tack.Starboard'],
  ])('FP-5.4 wind from %i, heading %i: %s', (windFrom, heading, point, tack) => {
    const v = view(source(), {
      hasScene: true,
      wind: { direction: windFrom, strength: 'breeze' },
      tokenRotation: headingIndexToRotation(heading),
      scale: 1200,
    });
    expect(v.sailing.status).toBe('ok');
    expect(v.sailing.pointOfSailLabel).toBe(point);
    expect(v.sailing.tackLabel).toBe(tack);
    expect(v.sailing.inIrons).toBe(point === 'SCA.Sheet.PointOfSail.InIrons');
  });

  it('no scene, no wind, no token: said honestly, no point of sail', () => {
    expect(view(source()).sailing).toMatchObject({ status: 'noScene', pointOfSailLabel: null });
    expect(view(source(), { ...noScene, hasScene: true }).sailing).toMatchObject({
      status: 'noWind',
      statusLabel: 'SCA.Sheet.Sailing.NoWind',
    });
    expect(
      view(source(), { ...noScene, hasScene: true, wind: { direction: 0, strength: 'light' } })
        .sailing,
    ).toMatchObject({
      status: 'noToken',
      windStrengthLabel: 'SCA.Sheet.Wind.Light',
      windFromLabel: 'SCA.Sheet.Compass.N',
    });
  });

  it.each([
    ['full', 0, 'breeze', false, 180],
    ['easy', 0, 'breeze', false, 90],
    ['full', 0, 'light', false, 150],
    ['full', 0, 'strong', false, 240],
    ['full', 1, 'breeze', false, 150],
    ['easy', 3, 'breeze', false, 0],
    ['full', 2, 'breeze', true, 60],
    ['furled', 0, 'breeze', false, 0],
  ] as const)(
    'FP-5.2/5.3/FP-A1 %s sail, %i RDC lost, %s, half %s: %i mm',
    (sail, rdcLost, strength, halfSpeed, mm) => {
      const s = source({
        sail,
        halfSpeed,
        damage: { port: 0, starboard: 0, rigging: rdcLost * 120, riggingRepaired: 0 },
      });
      expect(
        view(s, {
          hasScene: true,
          wind: { direction: 0, strength },
          tokenRotation: null,
          scale: 1200,
        }).sailing.speedMm,
      ).toBe(mm);
    },
  );

  it('HR-2 speed at 1:3000 (no wind set: a breeze)', () => {
    expect(view(source(), { ...noScene, scale: 3000 }).sailing.speedMm).toBe(72);
  });

  it('condition chips: struck, captured (original crew shown), sinking, dismasted, exploded, fireship', () => {
    const v = view(
      source({
        crew: 'poor',
        originalCrew: 'elite',
        status: { struck: true, captured: true, exploded: true, abandoned: false },
        damage: { port: 770, starboard: 770, rigging: 660, riggingRepaired: 0 }, // every box of a poor-crewed 74C (DC 110)
        fireship: { isFireship: true, lit: true },
      }),
    );
    expect(v.conditions.chips.map((m) => m.key)).toEqual([
      'exploded',
      'sinking',
      'dismasted',
      'fireshipLit',
      'struck',
      'captured',
    ]);
    expect(
      view(source({ fires: { hull: 0, rigging: 1 } })).conditions.chips.map((m) => m.key),
    ).toEqual(['fire']);
    // Derived states cannot be removed; stored ones only by the GM.
    expect(v.conditions.chips.filter((c) => c.field === null).map((c) => c.key)).toEqual([
      'sinking',
      'dismasted',
    ]);
    expect(view(v.values, noScene, 'owner').conditions.chips.every((c) => c.field === null)).toBe(
      true,
    );
    expect(view(v.values, noScene, 'owner').conditions.addable).toEqual([]);
    expect(v.header.showOriginalCrew).toBe(true);
    expect(v.header.originalCrewLabel).toBe('SCA.Sheet.Crew.Elite');
    expect(v.conditions.onFire).toBe(true);
    expect(v.sailing.speedMm).toBe(0);
  });

  it('FP-3 orders: the owner edits them until locked; the GM always', () => {
    const lockedShip = source({ orders: { ...EMPTY_ORDERS, locked: true } });
    expect(view(source(), noScene, 'owner').orders.editable).toBe(true);
    expect(view(lockedShip, noScene, 'owner').orders).toMatchObject({
      editable: false,
      locked: true,
    });
    expect(view(lockedShip, noScene, 'gm').orders.editable).toBe(true);
    expect(view(source(), noScene, 'observer').orders.editable).toBe(false);
  });

  it('history newest first; the GM may undo entries not undone', () => {
    const history = [
      {
        id: 'a',
        time: 1_700_000_000_000,
        label: 'first',
        source: 'k1',
        before: {},
        after: {},
        undone: true,
      },
      {
        id: 'b',
        time: 1_700_000_060_000,
        label: 'second',
        source: 'k2',
        before: {},
        after: {},
        undone: false,
      },
    ];
    expect(view(source({ history })).history.map((h) => [h.id, h.canUndo])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(view(source({ history }), noScene, 'owner').history.every((h) => !h.canUndo)).toBe(true);
  });

  it('FP-2.5 a dismasted ship is offered no full sail and no sail increase, course change or tack', () => {
    const dismasted = source({
      sail: 'easy',
      damage: { port: 0, starboard: 0, rigging: 720, riggingRepaired: 0 },
    });
    const v = view(dismasted, noScene, 'owner');
    expect(v.choices.sail.map((c) => c.value)).toEqual(['easy', 'furled']);
    const offered = [...v.orders.flags.map((f) => f.key), ...v.orders.selects.map((f) => f.key)];
    expect(offered).not.toContain('increaseSail');
    expect(offered).not.toContain('tack');
    expect(offered).not.toContain('changeCourse');
    expect(offered).toContain('decreaseSail');
    expect(offered).toContain('firePort');
    expect(v.orders.none).toBe(false);
  });

  it('FP-2.5 a sinking ship is offered no order at all, and keeps its sail', () => {
    const v = view(
      source({
        sail: 'full',
        damage: { port: 840, starboard: 840, rigging: 0, riggingRepaired: 0 },
      }),
      noScene,
      'owner',
    );
    expect(v.orders.flags).toEqual([]);
    expect(v.orders.selects).toEqual([]);
    expect(v.orders.none).toBe(true);
    expect(v.choices.sail.map((c) => c.value)).toEqual(['full']);
  });

  it('the core offers every order the ships store, in the same FP-4.2 order', () => {
    expect([...ORDER_NAMES]).toEqual([...ORDER_KEYS]);
  });

  it('the orders tab speaks the dialog words: SCA.Turn.Order.*, keep course, hold fire', () => {
    const v = view(source({ orders: { ...EMPTY_ORDERS, turn: 3, firePort: 'hull' } }));
    expect(v.orders.flags.map((f) => f.labelKey)).toContain('SCA.Turn.Order.decreaseSail');
    const course = v.orders.selects.find((s) => s.key === 'changeCourse');
    expect(course?.choices[0]).toEqual({ value: '', label: 'SCA.Turn.Orders.NoCourse' });
    const port = v.orders.selects.find((s) => s.key === 'firePort');
    expect(port?.choices.map((c) => c.label)).toEqual([
      'SCA.Turn.Orders.NoFire',
      'SCA.Turn.Aim.hull',
      'SCA.Turn.Aim.rigging',
    ]);
    expect(v.orders.given).toEqual([
      { key: 'firePort', labelKey: 'SCA.Turn.Order.firePort', valueKey: 'SCA.Turn.Aim.hull' },
    ]);
  });

  it('contacts are named from the given names, with their kind', () => {
    const v = shipSheetView({
      name: 'T',
      system: source({ contacts: [{ actorId: 'x1', kind: 'boarding' }] }),
      role: 'gm',
      scene: noScene,
      contactNames: { x1: 'Redoutable' },
      lang: 'en',
    });
    expect(v.conditions.contacts).toEqual([
      { actorId: 'x1', name: 'Redoutable', labelKey: 'SCA.Sheet.Contact.Boarding' },
    ]);
  });
});

describe('OR-7 the entangled chip', () => {
  const tangle = { actorId: 'x1', rammer: true, sailBefore: 'full' as const, turn: 2 };
  it('OR-7 shown while the entangled record and its contact stand, with what it does and the OR-7 page', () => {
    const v = view(
      source({ contacts: [{ actorId: 'x1', kind: 'enemyCollision' }], tangles: [tangle] }),
    );
    const chip = v.conditions.chips.find((c) => c.key === 'entangled');
    expect(chip).toMatchObject({
      labelKey: 'SCA.Sheet.Condition.Entangled',
      hintKey: 'SCA.Sheet.Condition.EntangledHint',
      rule: 'OR-7',
      field: null,
    });
    expect(chip?.uuid).toMatch(/JournalEntryPage/);
  });

  it('OR-7 no chip once the contact is gone (unfouled), nor without a record', () => {
    const chips = (s: ShipSystemSource) => view(s).conditions.chips.map((c) => c.key);
    expect(chips(source({ contacts: [], tangles: [tangle] }))).not.toContain('entangled');
    expect(
      chips(source({ contacts: [{ actorId: 'x1', kind: 'enemyCollision' }], tangles: [] })),
    ).not.toContain('entangled');
  });
});
