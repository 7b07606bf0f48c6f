// The OR-2 gallery entries render with the real templates in both languages, with no missing key,
// and show what the rule says (the browser run adds the screenshots and the contrast check).
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { fake } from '../support/foundry.js';
import { galleryEntries } from './entries/or2.js';

const html = async (id: string, lang: 'en' | 'it') => {
  fake().i18n.setLanguage(lang);
  const e = galleryEntries.find((x) => x.id === id)!;
  const out = renderSystemTemplate(e.template, (await e.context(lang)) as never);
  fake().i18n.setLanguage('en');
  return out;
};

describe('OR-2 gallery entries', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`every entry renders in ${lang} without a missing key`, async () => {
      fake().i18n.missing.clear();
      for (const e of galleryEntries)
        expect((await html(e.id, lang)).length, e.id).toBeGreaterThan(100);
      expect([...fake().i18n.missing]).toEqual([]);
    });
  }
  it('OR-2 the cards say what the rolls did', async () => {
    expect(await html('or2-setup-roll', 'en')).toContain('left edge (west)');
    expect(await html('or2-wind-change', 'en')).toContain('backs one point: from NNW');
    expect(await html('or2-wind-change', 'it')).toContain('gira di una quarta in senso antiorario');
    expect(await html('or2-wind-change-first', 'en')).toContain('none (first roll)');
    expect(await html('or2-wind-change-calm', 'en')).toContain('Cannoniera nº 4');
    expect(await html('or2-wind-change-storm', 'en')).toMatch(
      /rigging damage test at the end of their side(&#x27;|')s part: HMS Bellona\./,
    );
    expect(await html('or2-deployment', 'it')).toContain('lato in alto (nord)');
  });
});
