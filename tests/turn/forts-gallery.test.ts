// HR-5 SD-177..SD-179 the gallery entries of the fort card render with the real templates in both
// languages, with no missing key, and show their states (the GM's undo, the plain critical, no target).
import { expectEntriesRender } from '../support/gallery-render.js';
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../support/foundry.js';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/forts.js';

describe('HR-5 the fort card in the gallery', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`HR-5 SD-177 renders every entry in ${lang} without a missing key`, () =>
      expectEntriesRender(galleryEntries, lang));
  }
  it('HR-5 SD-177 SD-179 the states show: the undo for the GM, the plain well laid shot, no target', async () => {
    freshWorld();
    const html = new Map<string, string>();
    for (const e of galleryEntries)
      html.set(e.id, renderSystemTemplate(e.template, await e.context('en')));
    expect(html.get('forts-card-hit')).toContain('data-action="undo"');
    expect(html.get('forts-card-hit')).toContain('25 points to HMS Bellona, port hull');
    expect(html.get('forts-card-hit')).toContain('300 mm');
    expect(html.get('forts-card-well-laid')).toContain('a plain hit: normal damage');
    expect(html.get('forts-card-well-laid')).not.toContain('data-action="undo"');
    expect(html.get('forts-card-no-target')).toContain('No enemy within range');
    expect(html.get('forts-card-no-target')).not.toContain('data-action="applyFortDamage"');
  });
});
