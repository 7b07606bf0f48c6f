// HR-3 the gallery entries of running aground render with the real templates in both languages,
// with no missing key, and show their states (the card's undo for the GM, the chip, the GM's button).
import { expectEntriesRender } from '../support/gallery-render.js';
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../support/foundry.js';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/aground.js';

describe('HR-3 running aground in the gallery', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`HR-3 renders every entry in ${lang} without a missing key`, () =>
      expectEntriesRender(galleryEntries, lang));
  }
  it('HR-3 the states show: the card and its undo, the chip, the GM’s afloat button', async () => {
    freshWorld();
    const html = new Map<string, string>();
    for (const e of galleryEntries)
      html.set(e.id, renderSystemTemplate(e.template, await e.context('en')));
    expect(html.get('aground-card')).toContain('data-action="undo"');
    expect(html.get('aground-card')).toMatch(/50% of a DC/);
    expect(html.get('aground-card')).toContain('Gets off with an unfoul result of All');
    expect(html.get('aground-card-test')).toContain('data-action="applyGrounding"');
    expect(html.get('aground-card-test')).toContain('The rigging damage test decides');
    expect(html.get('aground-sheet')).toContain('data-condition="aground"');
    expect(html.get('aground-panel')).toContain('data-action="markAground"');
  });
});
