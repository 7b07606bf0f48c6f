// Renders gallery entries with the real templates through the Foundry fake, in one language, and
// checks what every such test checks: some markup, no raw SCA.* key, no key missing from the language.
import { expect } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import type { GalleryEntry, GalleryLang } from '../gallery/types.js';
import { freshWorld } from './foundry.js';

export async function expectEntriesRender(
  entries: readonly GalleryEntry[],
  lang: GalleryLang,
): Promise<void> {
  const w = freshWorld();
  w.i18n.setLanguage(lang);
  for (const e of entries) {
    const html = renderSystemTemplate(e.template, await e.context(lang));
    expect(html.length, e.id).toBeGreaterThan(100);
    expect(html, e.id).not.toMatch(/SCA\.[A-Z]/);
  }
  expect(w.i18n.missing).toEqual(new Set());
}
