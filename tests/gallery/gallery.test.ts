// The browser gallery as a test: every entry of tests/gallery/entries/*.ts rendered in English and
// Italian, shown with the system CSS in the headless Chromium of @sparticuz/chromium (or the one
// SCA_CHROMIUM names; see browser.ts), driven by playwright-core (never a downloaded browser), checked
// for missing localisation keys and overflowing text, and photographed into
// gallery-out/screenshots/<entry>.<lang>.png.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_OPTIONS, browserSpec } from './browser.js';
import { buildGallery, type RenderedEntry } from './build.js';

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

function label(r: RenderedEntry): string {
  return `${r.entry.id} [${r.lang}] (${r.entry.file})`;
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

  it('renders every entry in en and it: no missing keys, no overflowing text, a screenshot each', {
    timeout: 600_000,
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
        const frame = page.locator(`[id="${r.frameId}"]`);
        const report = await frame.evaluate(inspectFrame);
        if (report.rawKeys.length)
          problems.push(
            `${label(r)}: unlocalised text: ${[...new Set(report.rawKeys)].join(', ')}`,
          );
        for (const o of report.overflow) problems.push(`${label(r)}: overflowing text: ${o}`);
        const path = join(gallery.screenshotDir, `${r.entry.id}.${r.lang}.png`);
        await frame.screenshot({ path });
        if (!existsSync(path) || statSync(path).size === 0)
          problems.push(`${label(r)}: no screenshot at ${path}`);
      }
    } finally {
      await close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
