// The browser gallery as a test: every entry of tests/gallery/entries/*.ts rendered in English and
// Italian, shown with the system CSS in Foundry v13's light and dark themes in the headless Chromium of
// @sparticuz/chromium (or the one SCA_CHROMIUM names; see browser.ts), driven by playwright-core (never
// a downloaded browser), checked for missing localisation keys, overflowing text and text contrast
// below WCAG AA (axe-core's color-contrast rule), and photographed into
// gallery-out/screenshots/<entry>.<lang>.<theme>.png.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import {
  GALLERY_THEMES,
  buildGallery,
  frameIdIn,
  loadEntries,
  onlyPrefixes,
  type RenderedEntry,
} from './build.js';
import { contrastProblems, inspectFrame, launch } from './checks.js';
import { wantsReportPages, writeReportPages } from './report-page.js';

function label(r: RenderedEntry, theme?: string): string {
  return `${r.entry.id} [${r.lang}${theme ? `, ${theme}` : ''}] (${r.entry.file})`;
}

describe('browser gallery (headless Chromium)', () => {
  it('the checks can fail: raw keys, clipped text, a too narrow select; scrolling boxes and SVG are fine', {
    timeout: 120_000,
  }, async () => {
    const { page, close } = await launch();
    try {
      await page.setContent(`<div id="f" style="width: 300px; font: 14px sans-serif">
        <p>Plain text that fits.</p>
        <p class="raw">SCA.Sheet.Missing.Key</p>
        <div class="clipped" style="width: 40px; white-space: nowrap; overflow: hidden">A long line that cannot fit here</div>
        <div class="scrolls" style="width: 40px; height: 20px; white-space: nowrap; overflow: auto">A long line that scrolls on purpose</div>
        <div class="tall" style="height: 12px; overflow: hidden">one<br>two<br>three</div>
        <input class="field" type="text" style="width: 30px" value="A value wider than its box">
        <select class="narrow" style="width: 40px"><option selected>Vele ammainate (alla deriva)</option></select>
        <svg width="10" height="10"><text x="0" y="9">A long SVG label</text></svg>
      </div>`);
      const report = await page.locator('#f').evaluate(inspectFrame);
      expect(report.rawKeys).toEqual(['SCA.Sheet.Missing.Key']);
      await page.setContent(`<div class="gallery-frame" id="g" style="background: #fff">
        <p style="color: #777">Grey on white: 4.47:1, below AA</p>
        <p style="color: #595959">Dark grey on white: 7:1</p></div>`);
      const contrast = await contrastProblems(page, '.gallery-frame');
      expect(contrast).toHaveLength(1);
      expect(contrast[0]).toMatch(/^g: contrast 4\.47 < 4\.5:1 .*"Grey on white/);
      expect(report.overflow.map((o) => /class="([^"]+)"/.exec(o)?.[1])).toEqual([
        'clipped',
        'tall',
        'field',
        'narrow',
      ]);
    } finally {
      await close();
    }
  });

  // SCA_GALLERY_ONLY=report- asks for the report pages alone: no template entry to render then.
  const onlyReport = onlyPrefixes() !== null && loadEntries().length === 0 && wantsReportPages();
  it.skipIf(onlyReport)(
    'renders every entry in en and it, light and dark: no missing keys, no overflowing text, AA contrast, a screenshot each',
    {
      timeout: 900_000,
    },
    async () => {
      const gallery = await buildGallery();
      expect(gallery.rendered.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const r of gallery.rendered) {
        if (r.error) problems.push(`${label(r)}: render failed: ${r.error.split('\n')[0]}`);
        if (r.missing.length)
          problems.push(`${label(r)}: missing localisation keys: ${r.missing.join(', ')}`);
      }
      const { page, close } = await launch();
      try {
        await page.goto(pathToFileURL(gallery.indexPath).href);
        await page.evaluate(() => document.fonts.ready);
        for (const r of gallery.rendered) {
          if (r.error) continue;
          for (const theme of GALLERY_THEMES) {
            const frame = page.locator(`[id="${frameIdIn(r, theme)}"]`);
            const report = await frame.evaluate(inspectFrame);
            if (report.rawKeys.length)
              problems.push(
                `${label(r, theme)}: unlocalised text: ${[...new Set(report.rawKeys)].join(', ')}`,
              );
            for (const o of report.overflow)
              problems.push(`${label(r, theme)}: overflowing text: ${o}`);
            const path = join(gallery.screenshotDir, `${r.entry.id}.${r.lang}.${theme}.png`);
            await frame.screenshot({ path });
            if (!existsSync(path) || statSync(path).size === 0)
              problems.push(`${label(r, theme)}: no screenshot at ${path}`);
          }
        }
        problems.push(...(await contrastProblems(page, '.gallery-frame')));
      } finally {
        await close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  // Issue 13: the balance report is a page of its own (no Foundry CSS, no themes: light and printable).
  it.skipIf(!wantsReportPages())(
    'the balance report page (a duel, a battle) opens offline: no request, no clipped text, axe-core passes, a screenshot each',
    {
      timeout: 300_000,
    },
    async () => {
      const outDir = resolve(process.cwd(), 'gallery-out');
      const pages = await writeReportPages(outDir);
      mkdirSync(join(outDir, 'screenshots'), { recursive: true });
      const problems: string[] = [];
      const { page, close } = await launch();
      try {
        const requests: string[] = [];
        page.on('request', (r) => {
          if (!r.url().startsWith('file:')) requests.push(r.url());
        });
        for (const p of pages) {
          await page.goto(pathToFileURL(p.path).href);
          const report = await page.locator('main').evaluate(inspectFrame);
          for (const o of report.overflow) problems.push(`${p.id}: overflowing text: ${o}`);
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          for (const v of axe.violations)
            problems.push(
              `${p.id}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
          if ((await page.locator('main svg[role="img"]').count()) !== 4)
            problems.push(`${p.id}: not the four charts`);
          const path = join(outDir, 'screenshots', `${p.id}.en.light.png`);
          await page.screenshot({ path, fullPage: true });
          if (!existsSync(path) || statSync(path).size === 0)
            problems.push(`${p.id}: no screenshot at ${path}`);
        }
        problems.push(...requests.map((u) => `the report asked the network for ${u}`));
      } finally {
        await close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});
