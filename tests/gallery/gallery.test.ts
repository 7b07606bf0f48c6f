// The browser gallery as a test: every entry of tests/gallery/entries/*.ts rendered in English and
// Italian, shown with the system CSS in Foundry v13's light and dark themes in the headless Chromium of
// @sparticuz/chromium (or the one SCA_CHROMIUM names; see browser.ts), driven by playwright-core (never
// a downloaded browser), checked for missing localisation keys, overflowing text and text contrast
// below WCAG AA (axe-core's color-contrast rule), and photographed into
// gallery-out/screenshots/<entry>.<lang>.<theme>.png.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_OPTIONS, browserSpec } from './browser.js';
import { GALLERY_THEMES, buildGallery, frameIdIn, type RenderedEntry } from './build.js';

interface FrameReport {
  /** Visible text that looks like an unlocalised key. */
  rawKeys: string[];
  /** Elements whose text does not fit and is not meant to scroll. */
  overflow: string[];
}

/** Runs in the page: scans one frame for raw SCA.* text and overflowing text-bearing elements. */
function inspectFrame(frame: Element): FrameReport {
  const rawKeys = (frame as HTMLElement).innerText.match(/\bSCA\.[A-Z][\w.]*/g) ?? [];
  const overflow: string[] = [];
  const canvas = document.createElement('canvas').getContext('2d')!;
  const describeEl = (el: Element, detail: string) => {
    const cls = el.getAttribute('class');
    const name = el.getAttribute('name');
    const text =
      el instanceof HTMLSelectElement
        ? (el.selectedOptions[0]?.text ?? '')
        : ((el as HTMLInputElement).value ?? '') || (el.textContent ?? '').trim();
    return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}${name ? ` name="${name}"` : ''}> "${text.slice(0, 40)}" ${detail}`;
  };
  for (const el of frame.querySelectorAll('*')) {
    // SVG has no CSS box overflow (its text is placed by coordinates); options live in their select.
    if (
      !(el instanceof HTMLElement) ||
      ['OPTION', 'OPTGROUP', 'SCRIPT', 'STYLE', 'BR'].includes(el.tagName)
    )
      continue;
    if (el.getClientRects().length === 0) continue;
    const cs = getComputedStyle(el);
    if (cs.display === 'inline' || cs.display === 'contents' || cs.visibility === 'hidden')
      continue;
    if (cs.clip !== 'auto' || (el.clientWidth <= 1 && el.clientHeight <= 1)) continue; // visually hidden on purpose
    if (el instanceof HTMLSelectElement) {
      const label = el.selectedOptions[0]?.text ?? '';
      canvas.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room =
        el.clientWidth -
        parseFloat(cs.paddingLeft) -
        parseFloat(cs.paddingRight) -
        (cs.appearance === 'none' ? 0 : 18);
      const width = canvas.measureText(label).width;
      if (width > room + 1)
        overflow.push(describeEl(el, `text ${Math.ceil(width)}px in ${Math.floor(room)}px`));
      continue;
    }
    const isField =
      el instanceof HTMLInputElement && ['text', 'number', 'search', ''].includes(el.type);
    const hasText = isField
      ? (el as HTMLInputElement).value.length > 0
      : (el.textContent ?? '').trim().length > 0;
    if (!hasText) continue;
    const scrollsX = /auto|scroll/.test(cs.overflowX);
    const scrollsY = /auto|scroll/.test(cs.overflowY);
    if (!scrollsX && el.scrollWidth > el.clientWidth + 1)
      overflow.push(
        describeEl(el, `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`),
      );
    else if (!scrollsY && el.scrollHeight > el.clientHeight + 1)
      overflow.push(
        describeEl(el, `scrollHeight ${el.scrollHeight} > clientHeight ${el.clientHeight}`),
      );
  }
  return { rawKeys, overflow };
}

function label(r: RenderedEntry, theme?: string): string {
  return `${r.entry.id} [${r.lang}${theme ? `, ${theme}` : ''}] (${r.entry.file})`;
}

/**
 * Text below WCAG AA contrast (axe-core's color-contrast rule: 4.5:1, 3:1 for large text) inside the
 * elements `include` selects, as one line per element naming its frame, text, colours and ratio.
 */
async function contrastProblems(page: Page, include: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withRules(['color-contrast'])
    .analyze();
  const out: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const selector = node.target.join(' ');
      const where = await page.evaluate(
        (sel) => document.querySelector(sel)?.closest('.gallery-frame')?.id ?? '(outside a frame)',
        selector,
      );
      const data = (node.any[0]?.data ?? {}) as {
        fgColor?: string;
        bgColor?: string;
        contrastRatio?: number;
        expectedContrastRatio?: string;
      };
      const text = /<[^>]*>([^<]{0,40})/.exec(node.html)?.[1]?.trim() ?? node.html.slice(0, 40);
      out.push(
        `${where}: contrast ${data.contrastRatio ?? '?'} < ${data.expectedContrastRatio ?? '4.5:1'} (${data.fgColor} on ${data.bgColor}) "${text}" at ${selector}`,
      );
    }
  }
  return out;
}

async function launch() {
  const spec = await browserSpec();
  const userDataDir = mkdtempSync(join(tmpdir(), 'sca-gallery-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: spec.executablePath,
    args: spec.args,
    env: { ...process.env, ...spec.env } as Record<string, string>,
    headless: true,
    ...PAGE_OPTIONS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const close = async () => {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  return { page, close };
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

  it('renders every entry in en and it, light and dark: no missing keys, no overflowing text, AA contrast, a screenshot each', {
    timeout: 900_000,
  }, async () => {
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
  });
});
