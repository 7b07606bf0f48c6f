// The one description of a drawn arc (arcPicture): band radii and rake lane from the core, labels in
// the viewer's language, every label clear of every line of the arc, and band colours that differ in
// hue and in lightness. The canvas overlay and the SVG diagram both draw this.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RANGE_LIMITS_MM,
  arcShape,
  baseCorners,
  rakeLane,
  type Scale,
  type Side,
} from '../../rules/index.js';
import { FakeI18n } from '../../../tests/fake-foundry/i18n.js';
import { THIRD_RATE, tableShip } from '../../../tests/support/canvas-fixtures.js';
import { BAND_STYLES } from './arc-data.js';
import { arcPicture, baseBox, ringPoints, type ArcPicture } from './arc-picture.js';
import { boxesOverlap, segmentHitsBox, type Box, type Segment } from './label-placement.js';

const LANGS = { en: new FakeI18n('en'), it: new FakeI18n('it') };
function words(lang: 'en' | 'it') {
  const t = LANGS[lang];
  return { lang, localize: (k: string) => t.localize(k), format: t.format.bind(t) };
}

const D11 = { arcDeg: 90, scale: 1200 as Scale, targetWidthMm: 40 };

function lines(p: ArcPicture): Segment[] {
  const rings = p.bands.flatMap((b) => {
    const pts = ringPoints(p, b.radiusMm, 48);
    return pts.slice(1).map((to, i) => ({ from: pts[i]!, to }));
  });
  return [p.centreLine, ...p.edges, ...p.rake.sides, ...rings];
}

describe('arc picture', () => {
  it('FP-6.1 each band labelled with its letter and limit: S 100 / M 350 / L 700 mm at 1:1200', () => {
    const p = arcPicture(tableShip('t', 0, 0, 0), 'starboard', D11, words('en'));
    expect(p.bands.map((b) => [b.band, b.innerMm, b.radiusMm, b.label.text])).toEqual([
      ['short', 0, 100, 'S 100 mm'],
      ['medium', 100, 350, 'M 350 mm'],
      ['long', 350, 700, 'L 700 mm'],
    ]);
    expect(p.bands.map((b) => b.style)).toEqual([
      BAND_STYLES.short,
      BAND_STYLES.medium,
      BAND_STYLES.long,
    ]);
  });

  it('HR-2 at 1:3000 the Italian labels read C 40 / M 140 / L 280 mm and the rake lane reaches 140', () => {
    const small = tableShip('t', 0, 0, 90, { lengthMm: 30, widthMm: 16, masts: 3 });
    const p = arcPicture(small, 'port', { ...D11, scale: 3000, targetWidthMm: 16 }, words('it'));
    expect(p.bands.map((b) => b.label.text)).toEqual(['C 40 mm', 'M 140 mm', 'L 280 mm']);
    expect(p.rake.label.text).toBe('Infilata ≤ 140 mm');
    expect(p.rake.reachMm).toBe(140);
  });

  it('FP-6.4 / D-17 the rake lane is the core rakeLane of the arc (medium range, half the target width)', () => {
    const ship = tableShip('t', 50, -20, 45);
    const p = arcPicture(ship, 'starboard', { ...D11, targetWidthMm: 25 }, words('en'));
    const lane = rakeLane(arcShape(ship.pose, ship.body, 'starboard', D11), 1200, 25);
    expect(p.rake).toMatchObject(lane);
    expect(p.rake.label.text).toBe('Rake ≤ 350 mm');
  });

  it('FP-6.1 / FP-6.4 no label sits on a line of the arc, on another label or on the firing ship', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<Side>('port', 'starboard'),
        fc.constantFrom<Scale>(1200, 3000),
        fc.constantFrom<'en' | 'it'>('en', 'it'),
        (point, side, scale, lang) => {
          const body = scale === 1200 ? THIRD_RATE : { lengthMm: 30, widthMm: 16, masts: 3 };
          const ship = tableShip('t', 0, 0, point * 22.5, body);
          const p = arcPicture(
            ship,
            side,
            { arcDeg: 90, scale, targetWidthMm: body.widthMm },
            words(lang),
          );
          const labels: Box[] = [...p.bands.map((b) => b.label), p.rake.label];
          for (const l of labels)
            for (const s of lines(p)) expect(segmentHitsBox(s, l)).toBe(false);
          for (let i = 0; i < labels.length; i++)
            for (let j = i + 1; j < labels.length; j++)
              expect(boxesOverlap(labels[i]!, labels[j]!)).toBe(false);
          const hull = baseCorners(ship.pose, ship.body);
          const hullSegments = hull.map((from, i) => ({ from, to: hull[(i + 1) % hull.length]! }));
          for (const l of labels)
            for (const s of hullSegments) expect(segmentHitsBox(s, l)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('labels keep off the ships: a base where the rake label would go moves it to a clear spot', () => {
    const firer = tableShip('t', 0, 0, 0);
    const free = arcPicture(firer, 'starboard', D11, words('en'));
    const blocker = tableShip('b', free.rake.label.centre.x, free.rake.label.centre.y, 0);
    const p = arcPicture(firer, 'starboard', { ...D11, avoid: [baseBox(blocker)] }, words('en'));
    expect(p.rake.label.centre).not.toEqual(free.rake.label.centre);
    expect(boxesOverlap(p.rake.label, baseBox(blocker))).toBe(false);
    for (const s of lines(p)) expect(segmentHitsBox(s, p.rake.label)).toBe(false);
  });

  it('FP-6.1 the labels scale with the table: font size is the long range / 45', () => {
    expect(arcPicture(tableShip('t', 0, 0, 0), 'port', D11, words('en')).fontMm).toBeCloseTo(
      RANGE_LIMITS_MM[1200].long / 45,
    );
  });
});

/** CIELAB lightness and hue angle (degrees) of a #rrggbb colour (sRGB, D65). */
function lab(hex: string): { l: number; hue: number } {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  const a = 500 * (f(x) - f(y));
  const bb = 200 * (f(y) - f(z));
  return { l: 116 * f(y) - 16, hue: ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360 };
}

describe('band colours', () => {
  it('FP-6.1 short, medium and long differ in lightness (>= 12 L*) and in hue (>= 40 degrees)', () => {
    const c = (['short', 'medium', 'long'] as const).map((b) => lab(BAND_STYLES[b].colour));
    for (let i = 0; i < c.length; i++)
      for (let j = i + 1; j < c.length; j++) {
        expect(Math.abs(c[i]!.l - c[j]!.l)).toBeGreaterThanOrEqual(12);
        const dh = Math.abs(c[i]!.hue - c[j]!.hue);
        expect(Math.min(dh, 360 - dh)).toBeGreaterThanOrEqual(40);
      }
  });
});
