// FP-5.7 / SD-150 the completed-moves card and the player's panel in the gallery: they render with the
// real templates in both languages with no missing key, and say what they are for.
import { describe, expect, it } from 'vitest';
import { expectEntriesRender } from '../support/gallery-render.js';
import { freshWorld } from '../support/foundry.js';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/full-move.js';

async function rendered(lang: 'en' | 'it'): Promise<Map<string, string>> {
  const w = freshWorld();
  w.i18n.setLanguage(lang);
  const html = new Map<string, string>();
  for (const e of galleryEntries)
    html.set(e.id, renderSystemTemplate(e.template, await e.context(lang)));
  return html;
}

describe('FP-5.7 SD-150 the whole move in the gallery', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`FP-5.7 renders every entry in ${lang} without a missing key`, () =>
      expectEntriesRender(galleryEntries, lang));
  }
  it('FP-5.7 SD-150 the card names each ship with how far she was sailed and what stopped her; the panel says the rest is sailed at the close', async () => {
    const en = await rendered('en');
    const card = en.get('fullmove-card')!;
    expect(card).toContain('HMS Bellona completed her move: 85\u00a0mm');
    expect(card).toContain('HMS Audacious completed her move: 42.5\u00a0mm');
    expect(card).toContain('stopped in contact with Généreux');
    expect(card).toContain('stopped aground');
    expect(en.get('fullmove-card-segment')).toContain('segment 2');
    expect(en.get('fullmove-panel')).toContain('sailed straight ahead for her then');
    const italian = await rendered('it');
    expect(italian.get('fullmove-card')).toContain(
      'HMS Audacious ha completato il movimento: 42,5\u00a0mm',
    );
  });
});
