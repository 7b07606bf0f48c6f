// The ship art: a token and a portrait for every FP-2.1 class, plain and in each nation's colours,
// generated at build time (vite.config.ts writes them into dist/) from the rules core's tables. Pure:
// no Foundry, no DOM, no file system. Paths are relative to the system's folder.
import {
  NATIONS,
  SHIP_CLASSES,
  classById,
  shipProfile,
  type Nation,
  type ShipClassRow,
} from '../rules/index.js';
import { fortTokenBody } from './fort-token.js';
import { nationArt } from './palette.js';
import { PORTRAIT_SIZE, portraitBody } from './portrait.js';
import { shipTokenBody, type ShipArtBody } from './ship-token.js';
import { svgDocument } from './svg.js';

export { NATION_ART, NO_NATION_ART, nationArt, type NationArt } from './palette.js';
export { hullBox, mainmastY, type ShipArtBody } from './ship-token.js';
export { PORTRAIT_SIZE, portraitCaption } from './portrait.js';

export const ART_DIR = 'assets/ships';
/** Pixels per base millimetre of a token: an 85 mm base is 850 px long (a grid square is 10 mm). */
export const TOKEN_PX_PER_MM = 10;
const PORTRAIT_PX = 2;

/** '' for the plain (no nation) variant. */
const suffix = (nation: Nation | '') => (nation === '' ? '' : `-${nation}`);

export function tokenArtPath(classId: string, nation: Nation | '' = ''): string {
  return `${ART_DIR}/tokens/${classId}${suffix(nation)}.svg`;
}

export function portraitArtPath(classId: string, nation: Nation | '' = ''): string {
  return `${ART_DIR}/portraits/${classId}${suffix(nation)}.svg`;
}

/** A class's drawing body at its FP-1.1 (1:1200) base, or null for a fortification. */
export function shipArtBody(row: ShipClassRow): ShipArtBody | null {
  const p = shipProfile(row);
  return p.isFortification ? null : { base: p.base, masts: p.masts, decks: p.decks };
}

/** Token size in millimetres: the class's base (SD-1 footprint for a fort). */
export function tokenArtSizeMm(row: ShipClassRow): { widthMm: number; lengthMm: number } {
  const { base } = shipProfile(row);
  return { widthMm: base.widthMm, lengthMm: base.lengthMm };
}

function label(row: ShipClassRow, nation: Nation | ''): string {
  return nation === '' ? row.guns : `${row.guns} (${nation})`;
}

export function tokenSvg(classId: string, nation: Nation | '' = ''): string {
  const row = classById(classId);
  const art = nationArt(nation);
  const ship = shipArtBody(row);
  const { widthMm: W, lengthMm: L } = tokenArtSizeMm(row);
  const body = ship ? shipTokenBody(ship, art) : fortTokenBody(row, W, art);
  return svgDocument(W, L, TOKEN_PX_PER_MM, body, label(row, nation));
}

export function portraitSvg(classId: string, nation: Nation | '' = ''): string {
  const row = classById(classId);
  const body = portraitBody(row, shipArtBody(row), nationArt(nation));
  return svgDocument(PORTRAIT_SIZE, PORTRAIT_SIZE, PORTRAIT_PX, body, label(row, nation));
}

export interface ArtFile {
  /** Relative to the system folder, e.g. assets/ships/tokens/3rd-74c-britain.svg. */
  path: string;
  svg: string;
}

/** Every file the build writes: each class's token and portrait, plain and per nation. */
export function shipArtFiles(): ArtFile[] {
  const nations: ReadonlyArray<Nation | ''> = ['', ...NATIONS];
  return SHIP_CLASSES.flatMap((row) =>
    nations.flatMap((nation) => [
      { path: tokenArtPath(row.id, nation), svg: tokenSvg(row.id, nation) },
      { path: portraitArtPath(row.id, nation), svg: portraitSvg(row.id, nation) },
    ]),
  );
}
