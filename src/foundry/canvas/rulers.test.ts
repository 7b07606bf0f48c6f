// The two rulers against the fake TokenRuler / Ruler bases: labels (mm moved, allowance left or
// overrun; mast-to-mast range and band) computed by the rules core, rendered in both languages.
import { describe, expect, it } from 'vitest';
import { FakeRuler, FakeTokenRuler, waypointsFor } from '../../../tests/fake-foundry/canvas.js';
import { fake } from '../../../tests/support/foundry.js';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import {
  OVER_ALLOWANCE_COLOUR,
  makeRangeRuler,
  makeShipTokenRuler,
  rangeLabel,
  rulerLabel,
  rulerTemplates,
  type TokenRulerClass,
} from './rulers.js';
import {
  canvasWorld,
  placeShip,
  shipActor,
  shipSource,
} from '../../../tests/support/canvas-fixtures.js';

// The fake's constructor takes the fake token placeable; Foundry's takes a Token.
const ShipTokenRuler = makeShipTokenRuler(FakeTokenRuler as unknown as TokenRulerClass);
const RangeRuler = makeRangeRuler(FakeRuler);
const i18nEn = { lang: 'en', localize: (k: string) => fake().i18n.localize(k) };

describe('rulerLabel (pure)', () => {
  it('FP-5.2 / FP-5.7 a 74C at full sail in a breeze that has moved 142.5 mm has 37.5 of 180 left', () => {
    const { label, reading } = rulerLabel(
      shipSource({ sail: 'full' }),
      { direction: 0, strength: 'breeze' },
      1200,
      142.5,
      0.2,
      i18nEn,
    );
    expect(reading).toMatchObject({ remainingMm: 37.5, over: false });
    expect(label).toEqual({
      distance: '142.5',
      allowance: '180',
      remaining: '37.5',
      over: false,
      overBy: '0',
      blocked: null,
      halfSpeed: false,
    });
  });
  it('HR-2 at 1:3000 the allowance is 72 mm: 80 mm is 8 past it', () => {
    const { label } = rulerLabel(shipSource({ sail: 'full' }), null, 3000, 80, 0.1, i18nEn);
    expect(label).toMatchObject({ allowance: '72', over: true, overBy: '8' });
  });
  it('a furled ship: blocked, localised', () => {
    expect(
      rulerLabel(shipSource({ sail: 'furled' }), null, 1200, 5, 0.2, i18nEn).label.blocked,
    ).toBe('Sails furled: no move');
  });
  it('range label: names, mm and the band word', () => {
    const tokens = new Map([
      ['a', { name: 'Victory' }],
      ['b', { name: 'Redoutable' }],
    ]);
    expect(
      rangeLabel(tokens, { fromId: 'a', toId: 'b', rangeMm: 99.96, band: 'short' }, i18nEn),
    ).toEqual({ range: '100', band: 'short', bandKey: 'short', from: 'Victory', to: 'Redoutable' });
    expect(rangeLabel(tokens, null, i18nEn)).toBeNull();
  });
});

async function world() {
  const w = await canvasWorld();
  const victory = await shipActor('Victory', { system: { sail: 'full' } });
  const token = await placeShip(w.scene, victory, 600, -400, 0);
  return { ...w, victory, token };
}

describe('the token drag ruler', () => {
  it("labels a ship's drag with mm moved and the allowance left; past it, the label and the segment change", async () => {
    const { token, scene } = await world();
    const ruler = new ShipTokenRuler(token.object);
    const unitsPerPx = scene.grid.distance / scene.grid.size;
    const [a, b, c] = waypointsFor(
      [
        { x: 3000, y: 2000 },
        { x: 3000, y: 1300 },
        { x: 3000, y: 1000 },
      ],
      unitsPerPx,
    );
    expect(ruler._getWaypointLabelContext(a!, {})).toBeUndefined();
    const within = ruler._getWaypointLabelContext(b!, {}) as {
      sca: { distance: string; remaining: string; over: boolean };
    };
    expect(within.sca).toMatchObject({ distance: '140', remaining: '40', over: false });
    expect(ruler._getSegmentStyle(b!)).toEqual({ width: 4, color: 0xffffff, alpha: 1 });
    const past = ruler._getWaypointLabelContext(c!, {}) as {
      sca: { distance: string; overBy: string; over: boolean };
    };
    expect(past.sca).toMatchObject({ distance: '200', overBy: '20', over: true });
    expect(ruler._getSegmentStyle(c!)).toEqual({
      width: 4,
      color: OVER_ALLOWANCE_COLOUR,
      alpha: 1,
    });
  });

  it("movement already made this turn (the token's movement history) counts against the allowance", async () => {
    const { token } = await world();
    const ruler = new ShipTokenRuler(token.object);
    const [, b] = waypointsFor(
      [
        { x: 0, y: 0 },
        { x: 0, y: 500 },
      ],
      0.2,
      100,
    ); // 100 mm earlier + 100 mm now
    expect(
      (ruler._getWaypointLabelContext(b!, {}) as { sca: { over: boolean; overBy: string } }).sca,
    ).toMatchObject({ over: true, overBy: '20' });
  });

  it('tokens that are not ships keep the plain label', async () => {
    const { scene } = await world();
    const [plain] = await scene.createEmbeddedDocuments('Token', [{ name: 'Buoy', x: 0, y: 0 }]);
    const ruler = new ShipTokenRuler(
      (plain as unknown as { object: ConstructorParameters<typeof ShipTokenRuler>[0] }).object,
    );
    const [, b] = waypointsFor(
      [
        { x: 0, y: 0 },
        { x: 0, y: 500 },
      ],
      0.2,
    );
    const context = ruler._getWaypointLabelContext(b!, {}) as Record<string, unknown>;
    expect(context.sca).toBeUndefined();
    expect(context.distance).toEqual({ total: '100.00' });
  });

  it("a token that is not a ship keeps core's whole label (action icon, segment delta, cost), once the templates are loaded", async () => {
    const { scene } = await world();
    const [plain] = await scene.createEmbeddedDocuments('Token', [{ name: 'Buoy', x: 0, y: 0 }]);
    const ruler = new ShipTokenRuler(
      (plain as unknown as { object: ConstructorParameters<typeof ShipTokenRuler>[0] }).object,
    );
    const [, , c] = waypointsFor(
      [
        { x: 0, y: 0 },
        { x: 0, y: 500 },
        { x: 0, y: 750 },
      ],
      0.2,
    );
    const context = ruler._getWaypointLabelContext(c!, {}) as Record<string, unknown>;
    const path = 'systems/signal-close-action/templates/canvas/ruler-label.hbs';
    await foundry.applications.handlebars.loadTemplates(rulerTemplates());
    const html = renderSystemTemplate(path, context);
    expect(html).toContain('core-waypoint-label');
    expect(html).toContain('fa-person-walking');
    expect(html).toContain('<span class="total-measurement">150.00 mm</span>');
    expect(html).toContain('<span class="delta-measurement">+50.00</span>');
    expect(html).toContain('<span class="cost">150.00 mm</span>');
    expect(html).not.toContain('sca-ruler-label');
  });

  it('the label template renders in English and Italian with no missing key', async () => {
    const { token } = await world();
    const ruler = new ShipTokenRuler(token.object);
    const [, b, c] = waypointsFor(
      [
        { x: 3000, y: 2000 },
        { x: 3000, y: 1300 },
        { x: 3000, y: 1000 },
      ],
      0.2,
    );
    const path = 'systems/signal-close-action/templates/canvas/ruler-label.hbs';
    const en = renderSystemTemplate(
      path,
      ruler._getWaypointLabelContext(b!, {}) as Record<string, unknown>,
    );
    expect(en).toContain('140 mm');
    expect(en).toContain('40 of 180 mm left');
    fake().i18n.setLanguage('it');
    const it = renderSystemTemplate(
      path,
      ruler._getWaypointLabelContext(c!, {}) as Record<string, unknown>,
    );
    expect(it).toContain('20 mm oltre i 180 mm consentiti');
    expect(it).toContain('sca-over');
    fake().i18n.setLanguage('en');
    expect([...fake().i18n.missing]).toEqual([]);
  });
});

describe('the measuring ruler between two ships', () => {
  it('FP-1.2 / FP-6.1 from inside one base to inside another: mast-to-mast range and band', async () => {
    const { scene, token } = await world();
    const other = await shipActor('Redoutable');
    const target = await placeShip(scene, other, 900, -400, 0); // 300 mm east, masts abreast
    const ruler = new RangeRuler();
    const points = [
      { x: 3000, y: 2000 },
      { x: 4500, y: 2050 },
    ];
    ruler.path = points.map((p) => ({ ...p, elevation: 0 }));
    const [, end] = waypointsFor(points, 0.2);
    const context = ruler._getWaypointLabelContext(end!, {}) as { sca: Record<string, string> };
    expect(context.sca).toEqual({
      range: '300',
      band: 'medium',
      bandKey: 'medium',
      from: 'Victory',
      to: 'Redoutable',
    });
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/range-label.hbs',
      context,
    );
    expect(html).toContain('Range 300 mm, mast to mast');
    expect(token.id).not.toBe(target.id);
  });

  it('open sea at either end: the plain distance', async () => {
    const { token } = await world();
    const ruler = new RangeRuler();
    const points = [
      { x: 3000, y: 2000 },
      { x: 6000, y: 2000 },
    ];
    ruler.path = points.map((p) => ({ ...p, elevation: 0 }));
    const [, end] = waypointsFor(points, 0.2);
    expect(
      (ruler._getWaypointLabelContext(end!, {}) as Record<string, unknown>).sca,
    ).toBeUndefined();
    expect(token).toBeTruthy();
  });

  it("open sea: core's whole label (segment delta included), once the templates are loaded", async () => {
    await world();
    const ruler = new RangeRuler();
    const points = [
      { x: 3000, y: 2000 },
      { x: 6000, y: 2000 },
      { x: 6000, y: 2500 },
    ];
    ruler.path = points.map((p) => ({ ...p, elevation: 0 }));
    const [, , end] = waypointsFor(points, 0.2);
    await foundry.applications.handlebars.loadTemplates(rulerTemplates());
    const html = renderSystemTemplate(
      'systems/signal-close-action/templates/canvas/range-label.hbs',
      ruler._getWaypointLabelContext(end!, {}) as Record<string, unknown>,
    );
    expect(html).toContain('core-waypoint-label');
    expect(html).toContain('<span class="total-measurement">700.00 mm</span>');
    expect(html).toContain('<span class="delta-measurement">+100.00</span>');
  });
});
