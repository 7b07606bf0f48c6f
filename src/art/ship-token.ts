// A ship's top-down token, drawn on its FP-1.1 base in millimetres, bow DOWN (Foundry's rotation 0
// faces south; src/foundry/heading.ts turns a compass heading into rotation = heading + 180). The hull
// fills the D-1 hull rectangle (base less 10% of the width a side, 5% of the length an end): square
// stern at the top, pointed bow at the bottom, bowsprit to the base edge. Masts stand where D-1 puts
// them (mastOffsetsMm); the mainmast, which the arcs are measured from (D-11), carries a dashed line
// across the whole base with a notch at each edge (the arc apex). Gun-port rows: one per deck (FP-8.1).
import {
  hullHalfExtents,
  mainmastOffsetMm,
  mastOffsetsMm,
  type ShipBody,
  type ShipProfile,
} from '../rules/index.js';
import type { NationArt } from './palette.js';
import { n, type Box } from './svg.js';

export const HULL_COLOUR = '#2b221c';
export const DECK_COLOUR = '#c9a66b';
const DECK_LINE = '#7d5d33';
const SPAR = '#5b3b1f';
const CANVAS = '#f3eddc';
const CANVAS_EDGE = '#a99c80';
const PORT_LIGHT = '#e2c07a';
/** Sea-blue base plate, as a painted miniature base. */
export const SEA_BASE = '#7fa3b8';
/** Mainmast line: dark dashes on a white halo, readable on sea, deck and canvas alike. */
export const MAST_LINE = '#111820';
const HALO = '#ffffff';

/** What the drawing needs of a ship: its base (1:1200), masts and decks. */
export type ShipArtBody = Pick<ShipProfile, 'masts' | 'decks'> & { base: ShipProfile['base'] };

function body(ship: ShipArtBody): ShipBody {
  return { lengthMm: ship.base.lengthMm, widthMm: ship.base.widthMm, masts: ship.masts };
}

/** The hull outline inside `r`: square stern on top, sides parallel amidships, pointed bow below. */
export function hullPath(r: Box): string {
  const { x, y, w, h } = r;
  const cx = x + w / 2;
  const p = (px: number, py: number) => `${n(px)} ${n(py)}`;
  const x1 = x + w;
  const y1 = y + h;
  return [
    `M${p(x + w * 0.14, y)}`,
    `L${p(x1 - w * 0.14, y)}`,
    `C${p(x1 - w * 0.02, y + h * 0.04)} ${p(x1, y + h * 0.16)} ${p(x1, y + h * 0.32)}`,
    `L${p(x1, y + h * 0.6)}`,
    `C${p(x1, y + h * 0.8)} ${p(cx + w * 0.2, y + h * 0.95)} ${p(cx, y1)}`,
    `C${p(cx - w * 0.2, y + h * 0.95)} ${p(x, y + h * 0.8)} ${p(x, y + h * 0.6)}`,
    `L${p(x, y + h * 0.32)}`,
    `C${p(x, y + h * 0.16)} ${p(x + w * 0.02, y + h * 0.04)} ${p(x + w * 0.14, y)}Z`,
  ].join('');
}

const inset = (r: Box, d: number): Box => ({
  x: r.x + d,
  y: r.y + d,
  w: r.w - 2 * d,
  h: r.h - 2 * d,
});

/** The D-1 hull rectangle in the token's coordinates (base from 0,0; bow down). */
export function hullBox(ship: ShipArtBody): Box {
  const { halfLengthMm, halfWidthMm } = hullHalfExtents(body(ship));
  const { lengthMm, widthMm } = ship.base;
  return {
    x: widthMm / 2 - halfWidthMm,
    y: lengthMm / 2 - halfLengthMm,
    w: 2 * halfWidthMm,
    h: 2 * halfLengthMm,
  };
}

/** y of the mainmast line: the base centre moved `mainmastOffsetMm` towards the bow (down). */
export function mainmastY(ship: ShipArtBody): number {
  return ship.base.lengthMm / 2 + mainmastOffsetMm(body(ship));
}

function sail(cx: number, y: number, span: number, belly: number, depth: number): string {
  const l = cx - span / 2;
  const r = cx + span / 2;
  return `<path d="M${n(l)} ${n(y)}Q${n(cx)} ${n(y + belly * 2)} ${n(r)} ${n(y)}L${n(r)} ${n(y - depth)}Q${n(cx)} ${n(y - depth + belly * 2)} ${n(l)} ${n(y - depth)}Z" fill="${CANVAS}" fill-opacity="0.92" stroke="${CANVAS_EDGE}" stroke-width="0.2"/>`;
}

/** Hull, decks, ports, spars and sails, without the base plate or the mainmast line. */
export function shipFigure(ship: ShipArtBody, art: NationArt): string {
  const { lengthMm: L, widthMm: W } = ship.base;
  const hull = hullBox(ship);
  const cx = W / 2;
  const unit = hull.w / 32; // drawing details scale with the hull's beam (32 mm on a 40 mm base)
  const parts: string[] = [];
  // Bowsprit and jib boom, from inside the bow to the base edge: the bow reads at a glance.
  const bowTip = hull.y + hull.h;
  parts.push(
    `<path d="M${n(cx)} ${n(bowTip - 4 * unit)}V${n(L - 0.4)}" stroke="${SPAR}" stroke-width="${n(1.1 * unit)}" stroke-linecap="round"/>`,
  );
  parts.push(`<path id="hull" d="${hullPath(hull)}" fill="${HULL_COLOUR}"/>`);
  // Wale band in the nation's colour, then one dotted row of gun ports per deck.
  const wale = 0.5 * unit;
  parts.push(
    `<path d="${hullPath(inset(hull, wale))}" fill="none" stroke="${art.primary}" stroke-width="${n(0.7 * unit)}"/>`,
  );
  const rowStep = 0.95 * unit;
  for (let d = 0; d < ship.decks; d++) {
    parts.push(
      `<path class="gun-ports" d="${hullPath(inset(hull, wale + (d + 1) * rowStep))}" fill="none" stroke="${PORT_LIGHT}" stroke-width="${n(0.5 * unit)}" stroke-dasharray="${n(0.6 * unit)} ${n(1.3 * unit)}"/>`,
    );
  }
  const deck = inset(hull, wale + (ship.decks + 1) * rowStep + 0.2 * unit);
  parts.push(
    `<path d="${hullPath(deck)}" fill="${DECK_COLOUR}" stroke="${DECK_LINE}" stroke-width="${n(0.25 * unit)}"/>`,
  );
  // Quarterdeck and forecastle breaks.
  for (const at of [0.28, 0.8]) {
    const y = deck.y + deck.h * at;
    parts.push(
      `<path d="M${n(deck.x + deck.w * 0.06)} ${n(y)}H${n(deck.x + deck.w * 0.94)}" stroke="${DECK_LINE}" stroke-width="${n(0.3 * unit)}"/>`,
    );
  }
  // Ensign on the quarterdeck, just forward of the stern.
  const fw = Math.min(deck.w * 0.5, 14);
  const flag = art.flag({ x: cx - fw / 2, y: deck.y + 1.2 * unit, w: fw, h: fw * 0.6 });
  if (flag)
    parts.push(
      `<g class="ensign">${flag}<rect x="${n(cx - fw / 2)}" y="${n(deck.y + 1.2 * unit)}" width="${n(fw)}" height="${n(fw * 0.6)}" fill="none" stroke="${HULL_COLOUR}" stroke-width="${n(0.25 * unit)}"/></g>`,
    );
  // Masts where D-1 puts them: the main yard is the widest, the fore next, the mizzen the shortest.
  const offsets = mastOffsetsMm(body(ship));
  const main = mainmastOffsetMm(body(ship));
  for (const off of offsets) {
    const y = L / 2 + off;
    const span = hull.w * (off === main ? 1.08 : off > main ? 0.98 : 0.82);
    parts.push(sail(cx, y, span, 1.3 * unit, 3.4 * unit));
    parts.push(
      `<path d="M${n(cx - span / 2)} ${n(y)}H${n(cx + span / 2)}" stroke="${SPAR}" stroke-width="${n(0.55 * unit)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<circle class="mast" cx="${n(cx)}" cy="${n(y)}" r="${n(1.1 * unit)}" fill="${SPAR}" stroke="${HULL_COLOUR}" stroke-width="${n(0.25 * unit)}"/>`,
    );
  }
  return parts.join('');
}

/**
 * Base plate with the nation's rim and a thin dark edge (a white rim must still show on a light
 * map): the base's edges are what movement and contact measure from.
 */
export function basePlate(W: number, L: number, art: NationArt, fill = SEA_BASE): string {
  const rim = Math.min(W, L) * 0.035;
  const inner = rim * 1.6;
  const edge = rim * 0.22;
  return (
    `<rect class="base" x="${n(rim / 2)}" y="${n(rim / 2)}" width="${n(W - rim)}" height="${n(L - rim)}" rx="${n(rim)}" fill="${fill}" fill-opacity="0.75" stroke="${art.primary}" stroke-width="${n(rim)}"/>` +
    `<rect x="${n(inner)}" y="${n(inner)}" width="${n(W - 2 * inner)}" height="${n(L - 2 * inner)}" rx="${n(rim / 2)}" fill="none" stroke="${art.secondary}" stroke-width="${n(rim * 0.35)}"/>` +
    `<rect x="${n(edge / 2)}" y="${n(edge / 2)}" width="${n(W - edge)}" height="${n(L - edge)}" rx="${n(rim * 1.1)}" fill="none" stroke="${HULL_COLOUR}" stroke-width="${n(edge)}"/>`
  );
}

/** D-11: the mainmast line across the base, with a notch at each base edge (the arcs' apex). */
export function mainmastLine(W: number, y: number): string {
  const t = W * 0.06;
  const notch = (x: number, dir: 1 | -1) =>
    `<path d="M${n(x)} ${n(y - t / 2)}L${n(x + dir * t * 0.8)} ${n(y)}L${n(x)} ${n(y + t / 2)}Z" fill="${MAST_LINE}" stroke="${HALO}" stroke-width="${n(t * 0.12)}"/>`;
  return (
    `<g class="mainmast-line">` +
    `<path d="M0 ${n(y)}H${n(W)}" stroke="${HALO}" stroke-width="${n(W * 0.032)}" stroke-opacity="0.85"/>` +
    `<path id="mainmast-line" d="M0 ${n(y)}H${n(W)}" stroke="${MAST_LINE}" stroke-width="${n(W * 0.015)}" stroke-dasharray="${n(W * 0.04)} ${n(W * 0.025)}"/>` +
    notch(0, 1) +
    notch(W, -1) +
    `</g>`
  );
}

/** The token's drawing (no <svg> wrapper), in base millimetres. */
export function shipTokenBody(ship: ShipArtBody, art: NationArt): string {
  const { lengthMm: L, widthMm: W } = ship.base;
  return basePlate(W, L, art) + shipFigure(ship, art) + mainmastLine(W, mainmastY(ship));
}
