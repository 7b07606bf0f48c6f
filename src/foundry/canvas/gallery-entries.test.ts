// The canvas gallery entries render with the real templates in both languages, with no missing key;
// the arc pictures carry the core's answers (the browser run adds the screenshots).
import { describe, expect, it } from 'vitest';
import { fake } from '../../../tests/support/foundry.js';
import { renderSystemTemplate } from '../../../tests/fake-foundry/templates.js';
import { galleryEntries } from '../../../tests/gallery/entries/canvas.js';

describe('canvas gallery entries', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`every entry renders in ${lang} without missing keys`, async () => {
      fake().i18n.setLanguage(lang);
      fake().i18n.missing.clear();
      for (const entry of galleryEntries) {
        const html = renderSystemTemplate(entry.template, await entry.context(lang));
        expect(html.length, entry.id).toBeGreaterThan(50);
      }
      expect([...fake().i18n.missing]).toEqual([]);
      fake().i18n.setLanguage('en');
    });
  }

  it('the arc pictures show the forced choice, the bow rake and the 1:3000 rings', () => {
    const byId = new Map(galleryEntries.map((e) => [e.id, e]));
    const html = (id: string, lang: 'en' | 'it' = 'en') => {
      fake().i18n.setLanguage(lang);
      // The canvas entries build their contexts synchronously.
      const out = renderSystemTemplate(
        byId.get(id)!.template,
        byId.get(id)!.context(lang) as Record<string, unknown>,
      );
      fake().i18n.setLanguage('en');
      return out;
    };
    expect(html('canvas-arc-two-halves')).toContain('Choose: Scipion (fore) or Hercule (aft)');
    expect(html('canvas-arc-bow-rake')).toContain('Must fire at Redoutable (nearest)');
    expect(html('canvas-arc-bow-rake')).toContain('bow rake');
    expect(html('canvas-arc-bow-rake', 'it')).toContain('infilata di prua');
    expect(html('canvas-arc-1-3000')).toContain('Range rings: short 40, medium 140, long 280 mm');
    expect(html('canvas-arc-1-3000', 'it')).toContain('Scala 1:3000, arco di 90°');
    // FP-6.1 / FP-6.4 the rings and the rake lane are labelled on the picture itself.
    expect(html('canvas-arc-bow-rake')).toContain('>S 100 mm<');
    expect(html('canvas-arc-bow-rake')).toContain('>Rake ≤ 350 mm<');
    expect(html('canvas-arc-1-3000', 'it')).toContain('>C 40 mm<');
    expect(html('canvas-target-tip-fire')).toContain('Click to fire the Starboard broadside');
    expect(html('canvas-target-tip-not-offered')).toContain(
      'a nearer ship comes first (Scipion, Hercule)',
    );
    expect(html('canvas-ship-panel')).toContain(
      'Fougueux: bow rake 50 mm back along the last move (medium range)',
    );
  });
});
