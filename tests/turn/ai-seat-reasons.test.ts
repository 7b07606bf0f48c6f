// Issue 13 / SD-203 the AI captain's reasons in the reader's language: every reason id and every word a
// reason may carry has an English and an Italian string with the core template's placeholders; the
// English is the core's sentence without its rule ids (those go in the card's tooltip); a stored card
// whose reason is forged is never kept.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCard } from '../../src/foundry/chat/card-check.js';
import { registerCardKinds } from '../../src/foundry/turn/cards/units.js';
import { aiReasonRules, aiReasonText } from '../../src/foundry/turn/ai-seat/ai-reason.js';
import { REASON_TEXT, TURN_WORDS, templateSlots } from '../../src/rules/sim/reasons.js';
import { REASON_SAMPLES } from '../support/reason-samples.js';
// @ts-expect-error plain ESM build script without types
import { mergeLanguage } from '../../scripts/assemble.mjs';
import { freshWorld } from '../support/foundry.js';

type Tree = Record<string, unknown>;
const LANGS = ['en', 'it'] as const;
const trees = Object.fromEntries(
  LANGS.map((l) => [l, mergeLanguage(resolve('lang', l)) as Tree]),
) as Record<(typeof LANGS)[number], Tree>;

function at(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((t, k) => (t as Tree | undefined)?.[k], tree);
}

const slots = (s: string) => templateSlots(s).sort();
/** The core's English without its rule ids: "(OR-6)", "(OR-6, SD-38)" and the space before. */
const withoutRuleIds = (s: string) =>
  s.replace(/ \((?:FP|OR|HR|SD|D)-[\w.]+(?:, (?:FP|OR|HR|SD|D)-[\w.]+)*\)/g, '');

describe('SD-203 the AI captain reasons, en and it', () => {
  it('every reason id has an en and an it string with the core template’s placeholders', () => {
    for (const lang of LANGS)
      for (const [id, template] of Object.entries(REASON_TEXT)) {
        const text = at(trees[lang], `SCA.AI.Reason.${id}`);
        expect(typeof text, `${lang} ${id}`).toBe('string');
        expect(slots(text as string), `${lang} ${id}`).toEqual(slots(template));
      }
  });

  it('the English strings are the core’s sentences without the rule ids', () => {
    for (const [id, template] of Object.entries(REASON_TEXT))
      expect(at(trees.en, `SCA.AI.Reason.${id}`), id).toBe(withoutRuleIds(template));
  });

  it('every word a reason may carry has an en and an it string', () => {
    const words: Record<string, readonly string[]> = {
      Sail: ['full', 'easy', 'furled'],
      Side: ['port', 'starboard'],
      Turn: TURN_WORDS,
      Rake: ['bow', 'stern'],
      Fault: [
        'forbiddenHeading',
        'notSpread',
        'tackingTurn',
        'tackAndTurn',
        'rdcDown',
        'notInTable',
      ],
    };
    for (const lang of LANGS)
      for (const [kind, values] of Object.entries(words))
        for (const v of values)
          expect(typeof at(trees[lang], `SCA.AI.Word.${kind}.${v}`), `${lang} ${kind}.${v}`).toBe(
            'string',
          );
  });

  it('every sample renders in both languages with no key missing and no slot left; Italian has no English word', () => {
    for (const lang of LANGS) {
      const w = freshWorld();
      w.i18n.setLanguage(lang);
      for (const r of Object.values(REASON_SAMPLES)) {
        const text = aiReasonText(r);
        expect(text, r.id).not.toMatch(/[{}]|SCA\./);
        if (lang === 'it')
          expect(text, r.id).not.toMatch(/\b(?:port|starboard|bear away|full|easy)\b/);
      }
      expect(w.i18n.missing).toEqual(new Set());
    }
  });

  it('the tooltip names the reason’s own rule ids', () => {
    expect(aiReasonRules(REASON_SAMPLES.reloadAfterBroadside)).toEqual(['OR-6', 'SD-38']);
    expect(aiReasonRules(REASON_SAMPLES.unfoulAground)).toEqual(['HR-3']);
    expect(aiReasonRules(REASON_SAMPLES.keepSail)).toEqual([]);
  });

  it('forged: an AI card whose reason is not one the core writes is refused as a whole', () => {
    registerCardKinds();
    const card = (reason: unknown) => ({
      kind: 'aiCaptain',
      turn: 1,
      side: 'French',
      step: 'orders',
      segment: null,
      ship: { actorUuid: 'Actor.x', name: 'X' },
      lines: [{ kind: 'sail', text: 'keep easy sail', reason }],
    });
    expect(() => checkCard(card(REASON_SAMPLES.keepSail))).not.toThrow();
    for (const bad of [
      'keep easy sail',
      { id: 'keepSail', params: { sail: '<img src=x onerror=alert(1)>' } },
      { id: 'SCA.Turn.AiSeat.Hint', params: {} },
      { id: 'engageNearest', params: { mm: 12, extra: 1 } },
    ])
      expect(() => checkCard(card(bad)), JSON.stringify(bad)).toThrow(/reason/);
  });
});
