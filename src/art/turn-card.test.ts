import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TURN_CARD_KINDS } from '../rules/index.js';
import {
  type TurnCardLexicon,
  turnCardBackSvg,
  turnCardFacePath,
  turnCardFaceSvg,
  turnCardFiles,
} from './turn-card.js';

const words = (tag: string): TurnCardLexicon =>
  ({
    ...Object.fromEntries(
      TURN_CARD_KINDS.map((k) => [k, { name: `${tag} ${k}`, line: `What ${k} asks <of> whom` }]),
    ),
    back: `${tag} back`,
  }) as TurnCardLexicon;

describe('HR-5 the turn deck card faces (built into dist/)', () => {
  it('HR-5 a face per kind and language, and a back per language', () => {
    const files = turnCardFiles({ en: words('EN'), it: words('IT') });
    expect(files).toHaveLength(2 * (TURN_CARD_KINDS.length + 1));
    expect(files.map((f) => f.path)).toContain('assets/turn-cards/it/moveFire.svg');
    expect(files.find((f) => f.path === turnCardFacePath('it', 'wind'))!.svg).toContain('IT wind');
    expect(files.find((f) => f.path === 'assets/turn-cards/en/back.svg')!.svg).toContain('EN back');
  });

  it('HR-5 the words are escaped and long lines wrap (every face is one standalone SVG)', () => {
    const svg = turnCardFaceSvg('boarding', {
      name: 'Boarding & more',
      line: 'Only the ships of the fleet named on the card board, in the order their commanders choose.',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Boarding &amp; more');
    expect(svg).not.toContain('& more');
    expect(svg.match(/<text /g)!.length).toBeGreaterThanOrEqual(4);
    expect(turnCardBackSvg('Card-driven turn')).toContain('<title>Card-driven turn</title>');
  });

  it('HR-5 the kinds differ at a glance (each its own colour)', () => {
    const colours = TURN_CARD_KINDS.map(
      (k) => /stroke="(#[0-9a-f]{6})"/.exec(turnCardFaceSvg(k, { name: k, line: k }))![1],
    );
    expect(new Set(colours).size).toBe(TURN_CARD_KINDS.length);
  });

  it('HR-5 the real words of both languages fit their faces (the build fails on a cut text)', () => {
    const lexicon = (lang: string): TurnCardLexicon => {
      const deck = JSON.parse(readFileSync(`lang/${lang}/56-deck.json`, 'utf8')).SCA.Deck;
      return {
        ...Object.fromEntries(
          TURN_CARD_KINDS.map((k) => [k, { name: deck.Card[k].Name, line: deck.Card[k].Line }]),
        ),
        back: deck.Back,
      } as TurnCardLexicon;
    };
    expect(() => turnCardFiles({ en: lexicon('en'), it: lexicon('it') })).not.toThrow();
    expect(() => turnCardFaceSvg('wind', { name: 'Wind', line: 'word '.repeat(60) })).toThrow(
      'at most 6',
    );
  });
});
