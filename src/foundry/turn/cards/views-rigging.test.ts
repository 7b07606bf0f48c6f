// The OR-9 card's view: every modifier named, the threshold line, the damage in words, the lost-RDC
// note, the Apply only on a failed test; the gallery entries render in both languages with no key missing.
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../../../../tests/fake-foundry/templates.js';
import { galleryEntries } from '../../../../tests/gallery/entries/rigging-cards.js';
import { freshWorld } from '../../../../tests/support/foundry.js';

describe('OR-9 rigging damage test card', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`OR-9 renders every gallery entry in ${lang} without a missing key`, async () => {
      const w = freshWorld();
      w.i18n.setLanguage(lang);
      for (const e of galleryEntries) {
        const html = renderSystemTemplate(e.template, await e.context(lang));
        expect(html, e.id).not.toMatch(/SCA\.[A-Z]/);
      }
      expect(w.i18n.missing).toEqual(new Set());
    });
  }
  const view = (id: string) =>
    galleryEntries.find((e) => e.id === `cards-rigging-${id}`)!.context('en') as Record<
      string,
      unknown
    >;
  it('OR-9 a failed test: "−3 vs 0+ ✗" then the damage, an Apply, the RDC note', () => {
    freshWorld();
    const v = view('failed') as {
      check: { text: string; mark: string; margin: string };
      damageText: string;
      modifiers: Array<{ labelKey: string; value: string }>;
      actions: Array<{ action: string; state: string }>;
      lostRdc: string;
      score: string;
    };
    expect(v.score).toBe('−3');
    expect(v.check.text).toBe('-3 vs 0+');
    expect(v.check.mark).toBe('✗');
    expect(v.damageText).toBe('−30% DC rigging');
    expect(v.modifiers.map((m) => [m.labelKey.split('.').slice(3).join('.'), m.value])).toEqual([
      ['Mod.sail.full', '−5'],
      ['Mod.wind.strong-wind', '−4'],
    ]);
    expect(v.actions).toMatchObject([{ action: 'applyRigging', state: 'ready' }]);
    // 100 points of rigging damage already: the 30% takes the first RDC box.
    expect(v.lostRdc).toMatch(
      /^1 rigging DC lost: no course change .* speed as easy sail, −1 to fire/,
    );
  });
  it('OR-9 a passed test has no Apply', () => {
    freshWorld();
    const v = view('passed') as { check: { mark: string }; actions: unknown[]; damageText: string };
    expect(v.check.mark).toBe('✓');
    expect(v.actions).toEqual([]);
    expect(v.damageText).toBe('no damage');
  });
  it("OR-9 a collision names the other ship's DC and every modifier", () => {
    freshWorld();
    const v = view('collision') as {
      damageText: string;
      modifiers: Array<{ labelKey: string; value: string }>;
    };
    expect(v.damageText).toBe("−10% of Généreux's DC, rigging");
    expect(v.modifiers.map((m) => m.labelKey.split('.').pop())).toEqual([
      'partiesReady',
      'rateDiff',
      'easy',
      'moderate-breeze',
    ]);
  });
});
