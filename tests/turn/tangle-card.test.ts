// OR-7 footnote 20 on the broadside card: a shot a friend in the tangle screens is not fired, so the
// card shows the "screened" note and no roll box (no result, no threshold, no critical); a shot that
// splits its damage keeps its roll box and says the friend's share.
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/cards.js';
import { freshWorld } from '../support/foundry.js';

async function card(id: string, lang: 'en' | 'it'): Promise<string> {
  const w = freshWorld();
  w.i18n.setLanguage(lang);
  const e = galleryEntries.find((x) => x.id === `cards-${id}`);
  if (!e) throw new Error(`no gallery entry ${id}`);
  return renderSystemTemplate(e.template, await e.context(lang));
}

describe('OR-7 footnote 20 the screened broadside card', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`OR-7 screened (${lang}): the note, and no roll box above it`, async () => {
      const html = await card('gunnery-tangle-screened', lang);
      expect(html).toContain('sca-warning');
      expect(html).not.toContain('sca-outcome');
      expect(html).not.toContain('sca-check');
      expect(html).not.toContain('sca-recipients"><li');
    });
  }

  it('OR-7 a split shot keeps its roll box with its threshold, and the note of the share', async () => {
    const html = await card('gunnery-tangle-split', 'en');
    expect(html).toContain('sca-outcome');
    expect(html).toContain('sca-check');
    expect(html).toContain('takes 2/3 of the damage');
    expect(html).not.toContain('sca-warning');
  });
});
