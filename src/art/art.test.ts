// The generated ship art against the rules core and the table's conventions: the token is the base
// (FP-1.1 proportions), bow down as heading.ts reads a token at rotation 0, masts where D-1 puts them
// and the D-2 mast count, the mainmast line where the arcs are measured from (D-11), a gun-port row
// per deck (FP-8.1), the nation's colours and flag; portraits carry the FP-2.1 guns label.
import { describe, expect, it } from 'vitest';
import { rotationToHeadingDegrees } from '../foundry/heading.js';
import { NATIONS, SHIP_CLASSES, headingVector, type Nation } from '../rules/index.js';
import {
  NATION_ART,
  NO_NATION_ART,
  portraitArtPath,
  portraitSvg,
  shipArtFiles,
  tokenArtPath,
  tokenSvg,
} from './index.js';
import { allElements, parseXml, type XmlElement } from '../../tests/support/xml.js';

const SHIPS = SHIP_CLASSES.filter((r) => r.rate !== 'fortification');
const FORTS = SHIP_CLASSES.filter((r) => r.rate === 'fortification');
const ALL_NATIONS: ReadonlyArray<Nation | ''> = ['', ...NATIONS];

const parsed = new Map<string, XmlElement[]>();
/** The svg's elements, parsed strictly (throws on malformed XML). */
function elements(svg: string): XmlElement[] {
  let els = parsed.get(svg);
  if (!els) {
    els = allElements(parseXml(svg));
    parsed.set(svg, els);
  }
  return els;
}

function viewBox(svg: string): { w: number; h: number } {
  const [x, y, w, h] = (elements(svg)[0]!.attrs.viewBox ?? '').split(' ').map(Number);
  expect([x, y]).toEqual([0, 0]);
  return { w: w!, h: h! };
}

const attr = (svg: string, name: string) => Number(elements(svg)[0]!.attrs[name]);
const byId = (svg: string, id: string) => elements(svg).find((e) => e.attrs.id === id);
const byClass = (svg: string, cls: string) => elements(svg).filter((e) => e.attrs.class === cls);

/** The y of the dashed mainmast line ("M0 y H w") and where it ends. */
function mainmastLineY(svg: string): { y: number; to: number } {
  const m = /^M0 ([\d.]+)H([\d.]+)$/.exec(byId(svg, 'mainmast-line')?.attrs.d ?? '');
  if (!m) throw new Error('no mainmast line');
  return { y: Number(m[1]), to: Number(m[2]) };
}

const mastYs = (svg: string) => byClass(svg, 'mast').map((e) => Number(e.attrs.cy));

/** Every point of the hull outline path ("M x y L x y C ..."). */
function hullPoints(svg: string): Array<[number, number]> {
  const d = byId(svg, 'hull')?.attrs.d;
  if (!d) throw new Error('no hull');
  const nums = [...d.matchAll(/-?[\d.]+/g)].map((x) => Number(x[0]));
  const pts: Array<[number, number]> = [];
  for (let i = 0; i + 1 < nums.length; i += 2) pts.push([nums[i]!, nums[i + 1]!]);
  return pts;
}

const rated = (rate: string) => !['unrated', 'fortification'].includes(rate);

describe('ship tokens: the base, bow down, masts and the mainmast line (FP-1.1, D-1, D-2, D-11)', () => {
  it.each(SHIPS.map((r) => [r.id, r] as const))(
    '%s: viewBox is the 1:1200 base, 10 px a mm',
    (_, row) => {
      const base = {
        '1st': [40, 85],
        '2nd': [40, 85],
        '3rd': [40, 75],
        '4th': [40, 75],
        '5th': [40, 65],
        '6th': [40, 65],
        unrated: [25, 50],
      }[row.rate as string]!;
      const svg = tokenSvg(row.id, 'britain');
      expect(viewBox(svg)).toEqual({ w: base[0], h: base[1] });
      expect(attr(svg, 'width') / attr(svg, 'height')).toBeCloseTo(base[0]! / base[1]!, 9);
      expect(attr(svg, 'height')).toBe(base[1]! * 10);
    },
  );

  it('the bow is down, which is where heading.ts says a token looks at rotation 0', () => {
    // A compass heading h points (sin h, -cos h) on screen (north up); rotation 0 reads as south.
    const h = headingVector(rotationToHeadingDegrees(0));
    expect({ x: Math.round(h.x), y: Math.round(-h.y) }).toEqual({ x: 0, y: 1 });
    for (const row of SHIPS) {
      const svg = tokenSvg(row.id);
      const { w, h: len } = viewBox(svg);
      const pts = hullPoints(svg);
      const ys = pts.map(([, y]) => y);
      const bottom = Math.max(...ys);
      const top = Math.min(...ys);
      // Pointed bow: the lowest point is on the centreline, alone.
      const atBow = pts.filter(([, y]) => y === bottom);
      expect(
        atBow.every(([x]) => x === w / 2),
        row.id,
      ).toBe(true);
      // Square stern: the top edge is a straight run across most of the hull's beam.
      const atStern = pts.filter(([, y]) => y === top).map(([x]) => x);
      const beam = Math.max(...pts.map(([x]) => x)) - Math.min(...pts.map(([x]) => x));
      expect(Math.max(...atStern) - Math.min(...atStern), row.id).toBeGreaterThan(beam * 0.6);
      // D-1 hull: 5% of the length short of each end of the base.
      expect(bottom).toBeCloseTo(len * 0.95, 2);
      expect(top).toBeCloseTo(len * 0.05, 2);
    }
  });

  it('D-2 masts: three on the rated ships, two on the brigs, one on a gunboat, where D-1 puts them', () => {
    for (const row of SHIPS) {
      const svg = tokenSvg(row.id);
      const L = viewBox(svg).h;
      // From the bow (the bottom): 25/50/75%, 35/65%, 50% of the length.
      const fromBow = mastYs(svg).map((y) => Math.round(((L - y) / L) * 100));
      const expected = rated(row.rate)
        ? [25, 50, 75]
        : row.guns.startsWith('gunboat')
          ? [50]
          : [35, 65];
      expect(
        fromBow.sort((a, b) => a - b),
        row.id,
      ).toEqual(expected);
    }
  });

  it('D-11 the mainmast line crosses the whole base at the mainmast: middle of three, aft of two, the only one', () => {
    for (const row of SHIPS) {
      const svg = tokenSvg(row.id);
      const { w, h: L } = viewBox(svg);
      const line = mainmastLineY(svg);
      expect(line.to, row.id).toBe(w);
      const fromBow = (L - line.y) / L;
      const expected = rated(row.rate) ? 0.5 : row.guns.startsWith('gunboat') ? 0.5 : 0.65;
      expect(fromBow, row.id).toBeCloseTo(expected, 9);
      expect(mastYs(svg), row.id).toContain(line.y);
    }
  });

  it('FP-8.1 one row of gun ports per deck: three on 1st-2nd rates, two on 3rd-4th, one below', () => {
    const rows = (id: string) => byClass(tokenSvg(id), 'gun-ports').length;
    expect(rows('1st-130')).toBe(3);
    expect(rows('2nd-90')).toBe(3);
    expect(rows('3rd-74c')).toBe(2);
    expect(rows('4th-razeed-74')).toBe(2);
    expect(rows('5th-44')).toBe(1);
    expect(rows('6th-20-28')).toBe(1);
    expect(rows('unrated-gunboat-small')).toBe(1);
  });
});

describe('nations: colours on the rim and the band, the flag on the quarterdeck', () => {
  it.each(NATIONS.map((n) => [n] as const))('%s', (nation) => {
    const art = NATION_ART[nation];
    for (const id of ['3rd-74c', 'unrated-16-18', 'fort-citadel']) {
      const svg = tokenSvg(id, nation);
      expect(svg).toContain(`stroke="${art.primary}"`);
      expect(svg).toContain(`stroke="${art.secondary}"`);
      expect(byClass(svg, 'ensign')).toHaveLength(1);
      expect(portraitSvg(id, nation)).toContain(art.flag({ x: 90, y: 12, w: 18, h: 11 }));
    }
  });
  it('the nations differ: no two share both rim colours and flag', () => {
    const keys = NATIONS.map((n) => {
      const a = NATION_ART[n];
      return `${a.primary}|${a.secondary}|${a.flag({ x: 0, y: 0, w: 10, h: 6 })}`;
    });
    expect(new Set(keys).size).toBe(NATIONS.length);
  });
  it('no nation: grey rim and no flag', () => {
    const svg = tokenSvg('3rd-74c');
    expect(svg).toContain(`stroke="${NO_NATION_ART.primary}"`);
    expect(byClass(svg, 'ensign')).toEqual([]);
  });
});

describe('forts (SD-1 square footprint, measured from the centre)', () => {
  it.each(FORTS.map((r) => [r.id] as const))('%s: 80 x 80, a centre mark, no masts', (id) => {
    const svg = tokenSvg(id, 'france');
    expect(viewBox(svg)).toEqual({ w: 80, h: 80 });
    expect(byClass(svg, 'centre-mark')).toHaveLength(1);
    expect(mastYs(svg)).toEqual([]);
  });
});

describe('portraits and files', () => {
  it('a portrait is a square with the FP-2.1 guns label and the rate as a numeral', () => {
    const svg = portraitSvg('3rd-74c', 'france');
    expect(viewBox(svg)).toEqual({ w: 120, h: 120 });
    const caption = (s: string) => byClass(s, 'caption')[0]?.text;
    expect(caption(svg)).toBe('74C');
    expect(byClass(svg, 'rate')[0]?.text).toBe('III');
    expect(caption(portraitSvg('4th-razeed-74'))).toBe("Razee'd 74");
    expect(caption(portraitSvg('unrated-gunboat-large'))).toBe('Gunboat, large');
    expect(byClass(portraitSvg('unrated-gunboat-large'), 'rate')).toEqual([]);
  });
  it('every file is well-formed SVG: one <svg> root in the SVG namespace, sized, titled', () => {
    for (const { path, svg } of shipArtFiles()) {
      const root = parseXml(svg);
      expect(root.name, path).toBe('svg');
      expect(root.attrs.xmlns, path).toBe('http://www.w3.org/2000/svg');
      expect(Number(root.attrs.width) > 0 && Number(root.attrs.height) > 0, path).toBe(true);
      expect(root.children[0]?.name, path).toBe('title');
    }
  });
  it('one token and one portrait per class, plain and per nation, at distinct paths', () => {
    const files = shipArtFiles();
    expect(files).toHaveLength(SHIP_CLASSES.length * ALL_NATIONS.length * 2);
    expect(new Set(files.map((f) => f.path)).size).toBe(files.length);
    const byPath = new Map(files.map((f) => [f.path, f.svg]));
    expect(byPath.get(tokenArtPath('3rd-74c', 'britain'))).toBe(tokenSvg('3rd-74c', 'britain'));
    expect(byPath.get(portraitArtPath('fort-citadel'))).toBe(portraitSvg('fort-citadel'));
    expect(tokenArtPath('3rd-74c', 'spain')).toBe('assets/ships/tokens/3rd-74c-spain.svg');
    expect(portraitArtPath('3rd-74c')).toBe('assets/ships/portraits/3rd-74c.svg');
  });
});
