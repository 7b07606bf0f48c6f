// The gallery's browser checks, shared by the template gallery (gallery.test.ts) and the balance
// report's page (report-page.test.ts): launching the packaged Chromium, the scan for raw keys and
// clipped text, and axe-core's contrast rule.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright-core';
import { PAGE_OPTIONS, browserSpec } from './browser.js';

export interface FrameReport {
  /** Visible text that looks like an unlocalised key. */
  rawKeys: string[];
  /** Elements whose text does not fit and is not meant to scroll. */
  overflow: string[];
}

/** Runs in the page: scans one frame for raw SCA.* text and overflowing text-bearing elements. */
export function inspectFrame(frame: Element): FrameReport {
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

/**
 * Text below WCAG AA contrast (axe-core's color-contrast rule: 4.5:1, 3:1 for large text) inside the
 * elements `include` selects, as one line per element naming its frame, text, colours and ratio.
 */
export async function contrastProblems(page: Page, include: string): Promise<string[]> {
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

export async function launch() {
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
