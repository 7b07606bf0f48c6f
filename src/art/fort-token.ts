// A fortification's top-down token on its SD-1 square footprint: a bastioned citadel, a Martello
// tower, or a coastal battery's parapet (its guns facing down, the way a ship's bow faces at rotation
// 0). Forts have no masts: their ranges and arcs are measured from the base centre, marked with a
// cross (D-1, masts 0).
import type { ShipClassRow } from '../rules/index.js';
import { basePlate, MAST_LINE } from './ship-token.js';
import type { NationArt } from './palette.js';
import { n } from './svg.js';

const GROUND = '#b7a57c';
const STONE = '#9d978b';
const STONE_EDGE = '#4d4840';
const PARADE = '#cfc4a6';
const EARTH = '#8a7a55';
const GUN = '#2b2b2b';

const poly = (
  pts: ReadonlyArray<readonly [number, number]>,
  fill: string,
  stroke: string,
  sw: number,
) =>
  `<path d="M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z" fill="${fill}" stroke="${stroke}" stroke-width="${n(sw)}" stroke-linejoin="round"/>`;

/** Guns as short dark barrels on a circle of radius r about (cx, cy), pointing outwards. */
function gunsOnCircle(
  cx: number,
  cy: number,
  r: number,
  count: number,
  len: number,
  w: number,
): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * (i + 0.5)) / count;
    const x0 = cx + Math.cos(a) * r;
    const y0 = cy + Math.sin(a) * r;
    return `<path d="M${n(x0)} ${n(y0)}L${n(x0 + Math.cos(a) * len)} ${n(y0 + Math.sin(a) * len)}" stroke="${GUN}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  }).join('');
}

function citadel(S: number): string {
  // A square curtain with an arrowhead bastion at each corner (a star fort), its parade inside.
  const c = S / 2;
  const h = S * 0.2;
  const f = S * 0.1; // where a flank leaves the curtain
  const s = S * 0.07; // flank length
  const p = S * 0.12; // salient, out along the diagonal
  const outline: Array<[number, number]> = [];
  for (let k = 0; k < 4; k++) {
    const a = (Math.PI / 2) * k;
    const rot = (x: number, y: number): [number, number] => [
      c + x * Math.cos(a) - y * Math.sin(a),
      c + x * Math.sin(a) + y * Math.cos(a),
    ];
    outline.push(
      rot(-h, -h + f),
      rot(-h - s, -h + f),
      rot(-h - p, -h - p),
      rot(-h + f, -h - s),
      rot(-h + f, -h),
    );
  }
  const q = h * 0.75;
  const parade = `<rect x="${n(c - q)}" y="${n(c - q)}" width="${n(2 * q)}" height="${n(2 * q)}" fill="${PARADE}" stroke="${STONE_EDGE}" stroke-width="${n(S * 0.008)}"/>`;
  return poly(outline, STONE, STONE_EDGE, S * 0.012) + parade;
}

function martello(S: number): string {
  const c = S / 2;
  return (
    `<circle cx="${n(c)}" cy="${n(c)}" r="${n(S * 0.3)}" fill="${STONE}" stroke="${STONE_EDGE}" stroke-width="${n(S * 0.012)}"/>` +
    `<circle cx="${n(c)}" cy="${n(c)}" r="${n(S * 0.2)}" fill="${PARADE}" stroke="${STONE_EDGE}" stroke-width="${n(S * 0.008)}"/>` +
    gunsOnCircle(c, c, S * 0.24, 6, S * 0.09, S * 0.022)
  );
}

/** A parapet in a shallow V facing down, with embrasures for `guns`. */
function battery(S: number, guns: number, depth: number): string {
  const c = S / 2;
  const front = S * 0.72;
  const wing = S * 0.4;
  const parapet: Array<[number, number]> = [
    [c - wing, front - depth],
    [c, front],
    [c + wing, front - depth],
    [c + wing, front - depth - S * 0.08],
    [c, front - S * 0.08],
    [c - wing, front - depth - S * 0.08],
  ];
  const barrels = Array.from({ length: guns }, (_, i) => {
    const t = (i + 0.5) / guns;
    const x = c - wing + 2 * wing * t;
    const y = front - depth * Math.abs(1 - 2 * t) - S * 0.04;
    return `<path d="M${n(x)} ${n(y - S * 0.06)}L${n(x)} ${n(y + S * 0.06)}" stroke="${GUN}" stroke-width="${n(S * 0.025)}" stroke-linecap="round"/>`;
  }).join('');
  const magazine = `<rect x="${n(c - S * 0.08)}" y="${n(S * 0.26)}" width="${n(S * 0.16)}" height="${n(S * 0.1)}" fill="${STONE}" stroke="${STONE_EDGE}" stroke-width="${n(S * 0.008)}"/>`;
  return poly(parapet, EARTH, STONE_EDGE, S * 0.01) + barrels + magazine;
}

function works(row: ShipClassRow, S: number): string {
  switch (row.id) {
    case 'fort-citadel':
      return citadel(S);
    case 'fort-martello-tower':
      return martello(S);
    case 'fort-heavy-coastal-battery':
      return battery(S, 6, S * 0.14);
    default:
      return battery(S, 3, S * 0.1);
  }
}

/** The fort's drawing (no <svg> wrapper) on an S x S footprint. */
export function fortTokenBody(row: ShipClassRow, S: number, art: NationArt): string {
  const c = S / 2;
  const m = S * 0.035;
  const fw = S * 0.16;
  const flag = art.flag({ x: c + S * 0.02, y: c - fw * 0.6 - S * 0.04, w: fw, h: fw * 0.6 });
  const flagstaff = flag
    ? `<g class="ensign"><path d="M${n(c + S * 0.02)} ${n(c - S * 0.04)}V${n(c - fw * 0.6 - S * 0.04)}" stroke="${GUN}" stroke-width="${n(S * 0.008)}"/>${flag}</g>`
    : '';
  const centre = `<g class="centre-mark"><path d="M${n(c - m)} ${n(c)}H${n(c + m)}M${n(c)} ${n(c - m)}V${n(c + m)}" stroke="${MAST_LINE}" stroke-width="${n(S * 0.01)}"/><circle cx="${n(c)}" cy="${n(c)}" r="${n(m * 0.6)}" fill="none" stroke="${MAST_LINE}" stroke-width="${n(S * 0.008)}"/></g>`;
  return basePlate(S, S, art, GROUND) + works(row, S) + flagstaff + centre;
}
