// HR-5 the faces of the card-driven turn's deck: one face per card kind and language, and the back,
// generated at build time (vite.config.ts writes them into dist/assets/turn-cards/<lang>/). The words
// come from the language files (the build reads them), so the art stays pure. A movement-and-fire
// card's squadron is not on the face (squadrons are named per battle): the Card document's name and
// text carry it.
import { TURN_CARD_KINDS, type TurnCardKind } from '../rules/index.js';
import { escapeXml, svgDocument } from './svg.js';

export const TURN_CARD_DIR = 'assets/turn-cards';
export const TURN_CARD_LANGUAGES = ['en', 'it'] as const;
export type TurnCardLanguage = (typeof TURN_CARD_LANGUAGES)[number];

/** A face's words: the card's name and the line saying what it asks of whom. */
export interface TurnCardWords {
  name: string;
  line: string;
}

export type TurnCardLexicon = Record<TurnCardKind, TurnCardWords> & { back: string };

const W = 200;
const H = 300;

/** Each kind's colour and emblem (simple shapes in a 100 x 100 box), so kinds tell apart at a glance. */
const KIND_STYLE: Record<TurnCardKind, { colour: string; emblem: string }> = {
  wind: {
    colour: '#3b6ea5',
    emblem:
      '<path d="M10 40 H70 a12 12 0 1 0 -12 -12 M10 60 H85 a10 10 0 1 1 -10 10 M20 80 H55" fill="none" stroke="currentColor" stroke-width="7" stroke-linecap="round"/>',
  },
  extinguishFire: {
    colour: '#b5452b',
    emblem:
      '<path d="M50 8 C70 35 80 50 70 72 C64 86 36 86 30 72 C22 54 40 45 42 28 C52 40 56 48 50 60 C62 52 60 30 50 8 Z" fill="currentColor"/><path d="M20 92 H80" stroke="currentColor" stroke-width="6"/>',
  },
  unfoul: {
    colour: '#6b5b3e',
    emblem:
      '<path d="M20 30 a15 15 0 1 1 30 0 a15 15 0 1 1 -30 0 M50 70 a15 15 0 1 1 30 0 a15 15 0 1 1 -30 0 M45 42 L60 58" fill="none" stroke="currentColor" stroke-width="7"/><path d="M30 80 L70 20" stroke="currentColor" stroke-width="4" stroke-dasharray="6 6"/>',
  },
  sailChange: {
    colour: '#2f7d5b',
    emblem:
      '<path d="M50 8 V92 M20 20 Q50 10 80 20 Q74 38 80 56 Q50 46 20 56 Q26 38 20 20 Z" fill="currentColor" stroke="currentColor" stroke-width="4"/><path d="M25 70 H75 M34 84 H66" stroke="currentColor" stroke-width="6"/>',
  },
  moveFire: {
    colour: '#223a5e',
    emblem:
      '<path d="M50 10 L68 40 L62 90 H38 L32 40 Z" fill="currentColor"/><path d="M10 55 H28 M72 55 H90 M14 45 L28 52 M86 45 L72 52" stroke="currentColor" stroke-width="5"/>',
  },
  boarding: {
    colour: '#7a2e4a',
    emblem:
      '<path d="M20 85 L80 15 M80 85 L20 15" stroke="currentColor" stroke-width="8" stroke-linecap="round"/><path d="M14 70 L30 86 M86 70 L70 86" stroke="currentColor" stroke-width="8"/>',
  },
  coastalBatteries: {
    colour: '#5a5a5a',
    emblem:
      '<path d="M10 90 V50 H22 V40 H34 V50 H46 V40 H58 V50 H70 V40 H82 V50 H90 V90 Z" fill="currentColor"/><circle cx="50" cy="22" r="10" fill="currentColor"/>',
  },
};

/** Splits a line into rows of about `width` characters (whole words), at most `max`. */
function rows(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = row ? `${row} ${word}` : word;
    if (next.length > width && row) {
      out.push(row);
      row = word;
    } else row = next;
  }
  if (row) out.push(row);
  // A face never cuts its words: too long a text fails the build (and the test of the real words).
  if (out.length > max)
    throw new Error(`"${text}" needs ${out.length} rows on a card, at most ${max}`);
  return out;
}

function textRows(lines: string[], y: number, step: number, size: number, weight = 400): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${W / 2}" y="${y + i * step}" text-anchor="middle" font-family="Georgia, serif" font-size="${size}" font-weight="${weight}" fill="#1d1d1d">${escapeXml(l)}</text>`,
    )
    .join('');
}

/** HR-5 the face of a card kind: its colour band, emblem, name and what it asks of whom. */
export function turnCardFaceSvg(kind: TurnCardKind, words: TurnCardWords): string {
  const style = KIND_STYLE[kind];
  const body =
    `<rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="14" fill="#f6f0e1" stroke="${style.colour}" stroke-width="4"/>` +
    `<rect x="10" y="10" width="${W - 20}" height="140" rx="8" fill="${style.colour}"/>` +
    `<g transform="translate(50 30)" color="#f6f0e1">${style.emblem}</g>` +
    textRows(rows(words.name, 16, 2), 176, 21, 18, 700) +
    textRows(rows(words.line, 30, 6), 214, 14, 11);
  return svgDocument(W, H, 1, body, words.name);
}

/** HR-5 the back every card shares. */
export function turnCardBackSvg(title: string): string {
  const body =
    `<rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="14" fill="#223a5e" stroke="#c9a94a" stroke-width="4"/>` +
    `<rect x="16" y="16" width="${W - 32}" height="${H - 32}" rx="8" fill="none" stroke="#c9a94a" stroke-width="2"/>` +
    '<path d="M100 70 L130 150 L100 230 L70 150 Z" fill="#c9a94a"/>' +
    rows(title, 18, 2)
      .map(
        (l, i) =>
          `<text x="${W / 2}" y="${252 + i * 16}" text-anchor="middle" font-family="Georgia, serif" font-size="13" fill="#f6f0e1">${escapeXml(l)}</text>`,
      )
      .join('');
  return svgDocument(W, H, 1, body, title);
}

export function turnCardFacePath(language: string, kind: TurnCardKind): string {
  return `${TURN_CARD_DIR}/${language}/${kind}.svg`;
}

export function turnCardBackPath(language: string): string {
  return `${TURN_CARD_DIR}/${language}/back.svg`;
}

/** Every face and back, per language, with the words the build read from the language files. */
export function turnCardFiles(
  lexicons: Record<TurnCardLanguage, TurnCardLexicon>,
): Array<{ path: string; svg: string }> {
  return TURN_CARD_LANGUAGES.flatMap((lang) => [
    ...TURN_CARD_KINDS.map((kind) => ({
      path: turnCardFacePath(lang, kind),
      svg: turnCardFaceSvg(kind, lexicons[lang][kind]),
    })),
    { path: turnCardBackPath(lang), svg: turnCardBackSvg(lexicons[lang].back) },
  ]);
}
