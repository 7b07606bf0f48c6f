// The nations' colours on the ship art: the base rim and the hull's wale band take the primary, the
// rim's inner line the secondary, and the ensign on the quarterdeck is the nation's flag of 1793-1815,
// simplified to read at token size. A ship with no nation gets grey and no flag.
import type { Nation } from '../rules/index.js';
import { n, type Box } from './svg.js';

export interface NationArt {
  /** Base rim and wale band: the colour a player reads the side by across the table. */
  primary: string;
  /** Inner line of the rim. */
  secondary: string;
  /** The ensign drawn in `box`, or '' for none. */
  flag: (box: Box) => string;
}

const WHITE = '#f4f1e8';

const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`;

/** Stripes across (horizontal) or along (vertical) the flag, in proportion to their weights. */
function stripes(box: Box, colours: ReadonlyArray<[string, number]>, vertical: boolean): string {
  const total = colours.reduce((s, [, w]) => s + w, 0);
  let at = 0;
  return colours
    .map(([c, w]) => {
      const from = at / total;
      at += w;
      const size = w / total;
      return vertical
        ? rect(box.x + box.w * from, box.y, box.w * size, box.h, c)
        : rect(box.x, box.y + box.h * from, box.w, box.h * size, c);
    })
    .join('');
}

/** A Nordic cross: the upright set towards the hoist. */
function nordicCross(box: Box, field: string, cross: string): string {
  const t = box.h * 0.2;
  return (
    rect(box.x, box.y, box.w, box.h, field) +
    rect(box.x + box.w * 0.3, box.y, t, box.h, cross) +
    rect(box.x, box.y + (box.h - t) / 2, box.w, t, cross)
  );
}

/** The two diagonal bands, cut to the flag's edges (a stroked line would bleed past the corners). */
function saltire(box: Box, colour: string, width: number): string {
  const { x, y, w, h } = box;
  const diagonal = Math.hypot(w, h);
  const a = ((width / 2) * diagonal) / h;
  const b = ((width / 2) * diagonal) / w;
  const down = [
    [x, y],
    [x + a, y],
    [x + w, y + h - b],
    [x + w, y + h],
    [x + w - a, y + h],
    [x, y + b],
  ];
  const up = down.map(([px, py]) => [2 * x + w - px!, py!]);
  const poly = (pts: number[][]) =>
    `<path d="M${pts.map(([px, py]) => `${n(px!)} ${n(py!)}`).join('L')}Z" fill="${colour}"/>`;
  return poly(down) + poly(up);
}

function union(box: Box): string {
  const { x, y, w, h } = box;
  const t = h * 0.3;
  return (
    rect(x, y, w, h, '#1d2f6f') +
    saltire(box, WHITE, h * 0.2) +
    rect(x + (w - t) / 2, y, t, h, WHITE) +
    rect(x, y + (h - t) / 2, w, t, WHITE) +
    rect(x + (w - t * 0.55) / 2, y, t * 0.55, h, '#b8202f') +
    rect(x, y + (h - t * 0.55) / 2, w, t * 0.55, '#b8202f')
  );
}

function crescent(box: Box, colour: string, field: string): string {
  const r = box.h * 0.28;
  const cx = box.x + box.w * 0.42;
  const cy = box.y + box.h / 2;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}"/>` +
    `<circle cx="${n(cx + r * 0.3)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="${field}"/>`
  );
}

function shield(box: Box, fill: string, edge: string): string {
  const w = box.h * 0.42;
  const h = box.h * 0.55;
  const x = box.x + (box.w - w) / 2;
  const y = box.y + (box.h - h) / 2;
  return `<path d="M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h * 0.6)}Q${n(x + w)} ${n(y + h)} ${n(x + w / 2)} ${n(y + h)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h * 0.6)}Z" fill="${fill}" stroke="${edge}" stroke-width="${n(box.h * 0.06)}"/>`;
}

export const NATION_ART: Readonly<Record<Nation, NationArt>> = {
  // Dannebrog.
  denmark: { primary: '#c8102e', secondary: WHITE, flag: (b) => nordicCross(b, '#c8102e', WHITE) },
  // The tricolour of 1794.
  france: {
    primary: '#1f3f8f',
    secondary: '#d0212e',
    flag: (b) =>
      stripes(
        b,
        [
          ['#1f3f8f', 1],
          [WHITE, 1],
          ['#d0212e', 1],
        ],
        true,
      ),
  },
  // The red ensign with the union in the canton.
  britain: {
    primary: '#b8202f',
    secondary: '#1d2f6f',
    flag: (b) =>
      rect(b.x, b.y, b.w, b.h, '#b8202f') + union({ x: b.x, y: b.y, w: b.w / 2, h: b.h / 2 }),
  },
  // Red, white and blue of the Batavian navy; the rim takes the House of Orange's colour.
  netherlands: {
    primary: '#e06c00',
    secondary: '#21468b',
    flag: (b) =>
      stripes(
        b,
        [
          ['#ae1c28', 1],
          [WHITE, 1],
          ['#21468b', 1],
        ],
        false,
      ),
  },
  // White with the royal arms (a blue shield here).
  portugal: {
    primary: '#1b4b9b',
    secondary: WHITE,
    flag: (b) => rect(b.x, b.y, b.w, b.h, WHITE) + shield(b, '#1b4b9b', '#c8102e'),
  },
  // The Bourbon white with the arms (a gold shield here).
  naples: {
    primary: WHITE,
    secondary: '#c9a227',
    flag: (b) => rect(b.x, b.y, b.w, b.h, WHITE) + shield(b, '#c9a227', '#c8102e'),
  },
  // St Andrew's ensign.
  russia: {
    primary: WHITE,
    secondary: '#2a5caa',
    flag: (b) => rect(b.x, b.y, b.w, b.h, WHITE) + saltire(b, '#2a5caa', b.h * 0.18),
  },
  // Red-yellow-red of 1785, the yellow twice as wide.
  spain: {
    primary: '#c60b1e',
    secondary: '#f1bf00',
    flag: (b) =>
      stripes(
        b,
        [
          ['#c60b1e', 1],
          ['#f1bf00', 2],
          ['#c60b1e', 1],
        ],
        false,
      ),
  },
  sweden: {
    primary: '#006aa7',
    secondary: '#fecc00',
    flag: (b) => nordicCross(b, '#006aa7', '#fecc00'),
  },
  // Stripes and a blue canton (stars as a few white dots).
  usa: {
    primary: '#3c3b6e',
    secondary: '#b22234',
    flag: (b) => {
      const seven: Array<[string, number]> = Array.from({ length: 7 }, (_, i) => [
        i % 2 === 0 ? '#b22234' : WHITE,
        1,
      ]);
      const canton = { x: b.x, y: b.y, w: b.w * 0.45, h: b.h * (4 / 7) };
      const stars = [0.25, 0.5, 0.75]
        .flatMap((fx) => [0.3, 0.7].map((fy) => [fx, fy] as const))
        .map(
          ([fx, fy]) =>
            `<circle cx="${n(canton.x + canton.w * fx)}" cy="${n(canton.y + canton.h * fy)}" r="${n(canton.h * 0.09)}" fill="${WHITE}"/>`,
        )
        .join('');
      return (
        stripes(b, seven, false) + rect(canton.x, canton.y, canton.w, canton.h, '#3c3b6e') + stars
      );
    },
  },
  // The Ottoman red with the white crescent.
  turkey: {
    primary: '#d8121f',
    secondary: WHITE,
    flag: (b) => rect(b.x, b.y, b.w, b.h, '#d8121f') + crescent(b, WHITE, '#d8121f'),
  },
};

/** A ship with no nation: grey, no flag. */
export const NO_NATION_ART: NationArt = {
  primary: '#6f6f6f',
  secondary: '#d6d6d6',
  flag: () => '',
};

export function nationArt(nation: Nation | ''): NationArt {
  return nation === '' ? NO_NATION_ART : NATION_ART[nation];
}
