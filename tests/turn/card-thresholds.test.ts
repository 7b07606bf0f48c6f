// Issue items 3 and 8: every card that resolves a roll shows, beside each result, the number it needed
// and whether it passed ("16 vs 9+ ✓ (by 7)"); rule ids stay in tooltips, never in the visible text.
import { describe, expect, it } from 'vitest';
import { renderSystemTemplate } from '../fake-foundry/templates.js';
import { galleryEntries } from '../gallery/entries/cards.js';
import { freshWorld } from '../support/foundry.js';

/** The outer HTML of every element whose class list has `cls` (nesting of the same tag counted). */
function elementsWithClass(html: string, cls: string): string[] {
  const out: string[] = [];
  const open = new RegExp(`<(\\w+)[^>]*\\bclass="(?:[^"]*\\s)?${cls}(?:\\s[^"]*)?"[^>]*>`, 'g');
  for (const m of html.matchAll(open)) {
    const tag = m[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = m.index! + m[0].length;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out.push(html.slice(m.index!, end));
  }
  return out;
}

/** What is wrong with a rendered card: roll results without the number they needed. */
function missingThresholds(html: string): string[] {
  const rolled = /class="sca-dice"|class="sca-score"/.test(html);
  if (!rolled) return [];
  const problems: string[] = [];
  const hasLine = (el: string) => {
    const line = elementsWithClass(el, 'sca-check')[0];
    // A number needed, and a pass/fail mark or the table row the roll fell in.
    return !!line && /\d/.test(line) && /sca-check__mark|\d–\d/.test(line);
  };
  for (const el of [
    ...elementsWithClass(html, 'sca-outcome'),
    ...elementsWithClass(html, 'sca-result-band'),
  ])
    if (!hasLine(el)) problems.push(el.replace(/\s+/g, ' ').slice(0, 120));
  return problems;
}

/** Visible text (tags and their attributes, tooltips included, removed). */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

const cardEntries = galleryEntries.filter(
  (e) => !e.id.startsWith('cards-tracker-') && !e.id.startsWith('cards-orders-'),
);

async function rendered(lang: 'en' | 'it') {
  const w = freshWorld();
  w.i18n.setLanguage(lang);
  const out: Array<{ id: string; html: string }> = [];
  for (const e of cardEntries)
    out.push({ id: e.id, html: renderSystemTemplate(e.template, await e.context(lang)) });
  return out;
}

describe('issue 3: every roll on a card shows the number it needed', () => {
  it('the check fails on a result with no threshold line, and on a line with no number', () => {
    const dice = '<span class="sca-dice"><span class="sca-die">5</span></span>';
    expect(
      missingThresholds(
        `${dice}<div class="sca-outcome is-success"><span class="sca-outcome__result">Hit</span></div>`,
      ),
    ).toHaveLength(1);
    expect(
      missingThresholds(
        `${dice}<div class="sca-outcome"><div><span class="sca-check is-pass"><span class="sca-check__text">passed</span></span></div></div>`,
      ),
    ).toHaveLength(1);
    expect(
      missingThresholds(
        `${dice}<div class="sca-outcome"><div>Hit</div><span class="sca-check is-pass"><span class="sca-check__text">16 vs 6+</span> <span class="sca-check__mark">✓</span></span></div>`,
      ),
    ).toEqual([]);
  });

  for (const lang of ['en', 'it'] as const) {
    it(`every card kind's gallery entries, in ${lang}: each result has its threshold`, async () => {
      const cards = await rendered(lang);
      for (const { id, html } of cards) expect(missingThresholds(html), id).toEqual([]);
      // Each kind that rolls dice shows at least one line (so the check above is not vacuous).
      for (const kind of ['abilita', 'gunnery-rolled', 'critical', 'melee', 'morale-']) {
        const withLines = cards.filter(
          (c) => c.id.startsWith(`cards-${kind}`) && c.html.includes('sca-check'),
        );
        expect(withLines.length, kind).toBeGreaterThan(0);
      }
    });
  }

  it('the lines read as the issue asks: the Abilità roll, melee and morale', async () => {
    const cards = new Map((await rendered('en')).map((c) => [c.id, visibleText(c.html)]));
    // HMS Prince, score 16: change course needs 6; the broadside hits on 6+ at short range.
    expect(cards.get('cards-abilita-rolled-gm')).toContain('16 vs 6+ ✓ (by 10)');
    expect(cards.get('cards-abilita-rolled-gm')).toContain('Short 6+ ✓ Well laid shot');
    // Extinguish on the FP-4.2 table needs 10: Defiance's 14 makes it by 4.
    expect(cards.get('cards-abilita-rolled-gm')).toContain('14 vs 10+ ✓ (by 4)');
    // Scipion, score 3 (poor crew, 1-1-1): the critical course failure needed 4 to avoid.
    expect(cards.get('cards-abilita-critical')).toContain('3 vs 4+ ✗ (short by 1)');
    expect(cards.get('cards-gunnery-rolled')).toContain('16 vs 6+ ✓ (by 10)');
    expect(cards.get('cards-gunnery-rolled')).toContain('Well laid shot: 16 vs 16+ ✓ (by 0)');
    expect(cards.get('cards-critical-well-laid')).toContain('16: row 15–18');
    expect(cards.get('cards-melee-applied')).toContain('-1 vs 3+ ✗ (short by 4)');
    expect(cards.get('cards-melee-applied')).toContain('Better crew (HMS Ardent)');
    expect(cards.get('cards-morale-holds')).toMatch(/3 vs more than 0 ✓ \(by 3\)/);
  });
});

describe('issue 8: no rule ids in the visible text of a card', () => {
  for (const lang of ['en', 'it'] as const)
    it(`none in ${lang}; they are in the tooltips`, async () => {
      const cards = await rendered(lang);
      for (const { id, html } of cards)
        expect(visibleText(html), id).not.toMatch(/\b(FP|OR|HR|SD|D)-\d/);
      expect(cards.some((c) => /data-tooltip="[^"]*FP-4\.2/.test(c.html))).toBe(true);
    });
});

describe('issue 6: numbers in the viewer language', () => {
  it('the odds of striking and a fractional morale score use the Italian decimal comma', async () => {
    const it = new Map((await rendered('it')).map((c) => [c.id, visibleText(c.html)]));
    const en = new Map((await rendered('en')).map((c) => [c.id, visibleText(c.html)]));
    expect(en.get('cards-morale-list')).toMatch(/strikes \d+\.\d%/);
    expect(it.get('cards-morale-list')).toMatch(/ammaina \d+,\d%/);
    expect(it.get('cards-gunnery-rolled')).toMatch(/0,75\sDC/);
  });
});
