// The ship card fits a window: with its default (battle) tab open, every ship-card gallery entry is
// at most 720 px tall at 760 px wide, in English and Italian, in the headless Chromium of the gallery.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_OPTIONS, browserSpec } from './browser.js';
import { GALLERY_THEMES, frameIdIn, galleryHtml, loadEntries, renderEntries } from './build.js';

const MAX_HEIGHT = 720;
const WIDTH = 760;

/** Runs in the page: the frame's height, and whether its open tab is the default one. */
function measure(frame: Element) {
  return {
    height: Math.ceil(frame.getBoundingClientRect().height),
    width: Math.round(frame.getBoundingClientRect().width),
    defaultTab: frame.querySelector('.tab.active[data-tab="battle"]') !== null,
  };
}

describe('ship card size (headless Chromium)', () => {
  it(`the default tab of every ship card fits ${WIDTH} × ${MAX_HEIGHT} px`, {
    timeout: 180_000,
  }, async () => {
    const entries = loadEntries().filter(
      (e) => e.id.startsWith('sheet-ship-') && e.id !== 'sheet-ship-class',
    );
    const rendered = await renderEntries(entries);
    const dir = mkdtempSync(join(tmpdir(), 'sca-sheet-height-'));
    const spec = await browserSpec();
    const browser = await chromium.launch({
      executablePath: spec.executablePath,
      args: spec.args,
      env: { ...process.env, ...spec.env } as Record<string, string>,
      headless: true,
    });
    try {
      const page = await browser.newPage(PAGE_OPTIONS);
      // The measurement itself: a frame taller than the limit is seen as such.
      await page.setContent('<div id="tall" style="width: 760px; height: 900px"></div>');
      expect((await page.locator('#tall').evaluate(measure)).height).toBe(900);
      writeFileSync(join(dir, 'index.html'), galleryHtml(rendered));
      await page.goto(pathToFileURL(join(dir, 'index.html')).href);
      await page.evaluate(() => document.fonts.ready);
      const sizes: string[] = [];
      const tooTall: string[] = [];
      let measured = 0;
      for (const r of rendered) {
        expect(r.error, `${r.frameId}: ${r.error}`).toBeNull();
        for (const theme of GALLERY_THEMES) {
          const id = frameIdIn(r, theme);
          const m = await page.locator(`[id="${id}"]`).evaluate(measure);
          if (!m.defaultTab) continue;
          measured++;
          if (theme === GALLERY_THEMES[0]) sizes.push(`${r.frameId} ${m.width}×${m.height}`);
          expect(m.width, id).toBe(WIDTH);
          if (m.height > MAX_HEIGHT) tooTall.push(`${id}: ${m.height} px`);
        }
      }
      console.info(`ship card, default tab: ${sizes.join(', ')}`);
      expect(measured).toBeGreaterThanOrEqual(16);
      expect(tooTall, tooTall.join('\n')).toEqual([]);
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
