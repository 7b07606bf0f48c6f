// A class's portrait (actor and item image): a square frame holding the top-down drawing (a ship
// lies bow to the right, fitted to the frame; a fort as it is), the rate as a Roman numeral, the
// nation's flag in a corner and the FP-2.1 guns label, which the source prints the same in English
// and Italian ("74C", "razee'd 74", "Gunboat Large").
import type { ShipClassRow } from '../rules/index.js';
import { fortTokenBody } from './fort-token.js';
import type { NationArt } from './palette.js';
import { SEA_BASE, shipFigure, type ShipArtBody } from './ship-token.js';
import { escapeXml, n } from './svg.js';

export const PORTRAIT_SIZE = 120;
const PAPER = '#efe6cf';
const FRAME = '#1d2a44';
const GILT = '#b08d3c';
const INK = '#1d2a44';

const ROMAN: Readonly<Record<string, string>> = {
  '1st': 'I',
  '2nd': 'II',
  '3rd': 'III',
  '4th': 'IV',
  '5th': 'V',
  '6th': 'VI',
};

/** The guns column as a caption: first letter up ("gunboat, large" -> "Gunboat, large"). */
export function portraitCaption(row: ShipClassRow): string {
  return row.guns.charAt(0).toUpperCase() + row.guns.slice(1);
}

/** The portrait's drawing (no <svg> wrapper) in a PORTRAIT_SIZE square. */
export function portraitBody(row: ShipClassRow, ship: ShipArtBody | null, art: NationArt): string {
  const S = PORTRAIT_SIZE;
  const pane = { x: 9, y: 9, w: S - 18, h: S - 40 };
  const parts: string[] = [
    `<rect width="${S}" height="${S}" fill="${PAPER}"/>`,
    `<rect x="2" y="2" width="${S - 4}" height="${S - 4}" fill="none" stroke="${FRAME}" stroke-width="4"/>`,
    `<rect x="6" y="6" width="${S - 12}" height="${S - 12}" fill="none" stroke="${GILT}" stroke-width="1.2"/>`,
    `<rect x="${pane.x}" y="${pane.y}" width="${pane.w}" height="${pane.h}" fill="${ship ? SEA_BASE : '#b7a57c'}" stroke="${FRAME}" stroke-width="0.6"/>`,
  ];
  if (ship) {
    // Bow down in token space; rotate(-90) turns it to the right. Fit the length into the pane.
    const { lengthMm: L, widthMm: W } = ship.base;
    const k = Math.min((pane.w - 6) / L, (pane.h - 6) / W);
    const cx = pane.x + pane.w / 2;
    const cy = pane.y + pane.h / 2;
    parts.push(
      `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(k)}) rotate(-90) translate(${n(-W / 2)} ${n(-L / 2)})">${shipFigure(ship, art)}</g>`,
    );
  } else {
    const side = pane.h - 4;
    parts.push(
      `<g transform="translate(${n(pane.x + (pane.w - side) / 2)} ${n(pane.y + 2)}) scale(${n(side / 80)})">${fortTokenBody(row, 80, art)}</g>`,
    );
  }
  const roman = ROMAN[row.rate];
  if (roman)
    parts.push(
      `<circle cx="18" cy="18" r="8" fill="${PAPER}" stroke="${FRAME}" stroke-width="1"/>`,
      `<text class="rate" x="18" y="21.3" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${roman.length > 2 ? 7 : 9}" font-weight="bold" fill="${INK}">${roman}</text>`,
    );
  const flag = art.flag({ x: S - 30, y: 12, w: 18, h: 11 });
  if (flag)
    parts.push(
      `${flag}<rect x="${S - 30}" y="12" width="18" height="11" fill="none" stroke="${FRAME}" stroke-width="0.6"/>`,
    );
  const caption = portraitCaption(row);
  const size = Math.min(16, 170 / Math.max(caption.length, 1));
  parts.push(
    `<text class="caption" x="${S / 2}" y="${n(S - 15.5 + size * 0.35)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${n(size)}" font-weight="bold" fill="${INK}">${escapeXml(caption)}</text>`,
  );
  return parts.join('');
}
