// The balance report page (issue 13; SD-165..SD-169): self-contained (no script, no network resource),
// its four charts as inline SVG, the numbers in tables, and the "worth its points" answer following
// the data, for a real duel sweep and hand-made fixtures with opposite answers.
import { describe, expect, it } from 'vitest';
import { battleFixture, duelSweepFixture, worthFixture } from '../../../tests/fixtures/sweeps.js';
import { fairnessSentence, reportFigures, worthSentence } from './figures.js';
import { countsOf, deriveSummary } from '../../rules/sim/sweep.js';
import { renderReport } from './index.js';

/** Every way a page could reach out: scripts, links, imports, URLs in attributes or CSS. */
function outsideReferences(html: string): string[] {
  const found: string[] = [];
  for (const re of [
    /<script/gi,
    /https?:\/\//gi,
    /<link\b/gi,
    /@import/gi,
    /url\(/gi,
    /<[a-z][^<>]*\s(src|href|xlink:href|on[a-z]+)=/gi,
    /<iframe|<object|<embed|<img/gi,
  ])
    for (const m of html.matchAll(re)) found.push(m[0]);
  return found;
}

describe('the balance report page (issue 13)', () => {
  it('a real duel sweep: self-contained, four inline SVG charts, the numbers and the reproduce command', async () => {
    const s = duelSweepFixture(40);
    const html = await renderReport(s);
    expect(outsideReferences(html)).toEqual([]);
    expect(html.match(/<svg role="img" aria-labelledby="chart-[a-z]+-title"/g)).toHaveLength(4);
    expect(html).toMatch(/<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // The numbers: every rate and interval of the outcomes, and the class counts.
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    for (const k of ['a', 'b', 'draw'] as const) {
      const r = s.rates[k];
      expect(html).toContain(
        `<td>${r.count}</td><td>${pc(r.rate)}</td><td>${pc(r.low)} to ${pc(r.high)}</td>`,
      );
    }
    for (const t of s.classes)
      expect(html).toContain(`<td>${t.points}</td><td>${t.ships}</td><td>${t.struck}</td>`);
    expect(html).toContain(
      '<code>bin/sca duel --a 98S:good --b 74C:average --runs 40 --seed 1000</code>',
    );
    expect(html).toContain('Is the 98S (good crew, side A) worth its 11 points?');
  });

  it('the same summary gives the same page (no clock, no random ids)', async () => {
    const s = worthFixture(40, 10);
    expect(await renderReport(s)).toBe(await renderReport(s));
  });

  it('a battle sweep with several classes a side: a row, a mark and an answer for each, victory points shown', async () => {
    const s = battleFixture();
    const html = await renderReport(s);
    expect(outsideReferences(html)).toEqual([]);
    expect(html.match(/<li class="answer"/g)).toHaveLength(5);
    expect(html).toContain(
      '2 × 74C, good crew (8 points); 1 × 98S, good crew (11 points); 1 × 36-40, average crew (3 points): 30 points a run',
    );
    expect(html).toContain('Victory points (FP-8.3), mean per run: side A 23.10, side B 20.50.');
    expect(html).toContain('over the seeds 0 to 59, 5000 to 5039');
    expect(html).toContain('hand-made test data, not a played sweep');
  });

  it('SD-195: a battle sweep played with FP-8.3F says its points are the FP-8.3 footnote scoring', async () => {
    const s = battleFixture();
    const html = await renderReport({ ...s, setup: { ...s.setup, options: ['HR-4', 'FP-8.3F'] } });
    expect(html).toContain(
      'Victory points (FP-8.3 footnote scoring), mean per run: side A 23.10, side B 20.50.',
    );
  });

  it('names each option of the setup with its title, and says "none" for Fast Play as written', async () => {
    const s = battleFixture();
    const html = await renderReport({
      ...s,
      setup: { ...s.setup, options: ['OR-3', 'OR-9', 'OR-5'] },
    });
    expect(html).toContain(
      '<dt>options</dt><dd>OR-3 (two-segment turn), OR-9 (rigging damage test), OR-5 (full-game navigation)</dd>',
    );
    const none = await renderReport({ ...s, setup: { ...s.setup, options: [] } });
    expect(none).toContain('<dt>options</dt><dd>none</dd>');
  });

  it('SD-165: the 98S is worth its 11 points when it deals more damage per point than the sweep', async () => {
    const s = worthFixture(40, 10); // 98S 40/11 = 3.64 DC a point, sweep 5000 / 1800 = 2.78
    const f = reportFigures(s);
    expect(f.sweepDcPerPoint).toBeCloseTo(5000 / 1800, 9);
    expect(f.classes.map((c) => c.verdict)).toEqual(['worth', 'notWorth']);
    const html = await renderReport(s);
    expect(html).toContain(
      'Is the 98S (good crew, side A) worth its 11 points? Yes: it dealt 3.64 DC per point per ship-run, 31% more than the sweep&#39;s 2.78; it was lost in 40.0% of its 100 ship-runs.',
    );
    expect(html).toContain('<li class="answer" data-verdict="worth">');
  });

  it('SD-165: the 98S is not worth its 11 points when it deals less damage per point than the sweep', async () => {
    const s = worthFixture(12, 20); // 98S 12/11 = 1.09 DC a point, sweep 3200 / 1800 = 1.78
    const f = reportFigures(s);
    expect(f.classes.map((c) => c.verdict)).toEqual(['notWorth', 'worth']);
    expect(worthSentence(f.classes[0]!, f.sweepDcPerPoint)).toBe(
      "Is the 98S (good crew, side A) worth its 11 points? No: it dealt 1.09 DC per point per ship-run, 39% less than the sweep's 1.78; it was lost in 40.0% of its 100 ship-runs.",
    );
    const html = await renderReport(s);
    expect(html).toContain('<li class="answer" data-verdict="notWorth">Is the 98S');
  });

  it('SD-165: within 5% of the sweep is about even; no damage at all cannot tell', () => {
    const even = reportFigures(worthFixture(11, 7)); // both 1 DC a point
    expect(even.classes.map((c) => c.verdict)).toEqual(['even', 'even']);
    expect(worthSentence(even.classes[0]!, even.sweepDcPerPoint)).toContain(
      'About even: it dealt 1.00 DC per point per ship-run, within 5% of the sweep',
    );
    const edge = reportFigures(worthFixture(11 * 1.04, 7)); // 4% above the sweep... still even
    expect(edge.classes[0]!.relative).toBeLessThan(1.05);
    expect(edge.classes[0]!.verdict).toBe('even');
    const none = reportFigures(worthFixture(0, 0));
    expect(none.classes.map((c) => c.verdict)).toEqual(['unknown', 'unknown']);
    expect(worthSentence(none.classes[0]!, none.sweepDcPerPoint)).toMatch(
      /Cannot tell: no ship dealt any damage/,
    );
  });

  it('names from a file cannot inject markup into the page or its charts', async () => {
    const s = worthFixture(40, 10);
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    s.classes[0]!.guns = hostile;
    s.classes[1]!.crew = '"><svg onload=alert(3)>';
    s.setup = { a: hostile, b: '74C:average', note: '</code><script>alert(4)</script>' };
    const html = await renderReport(s);
    expect(html).not.toMatch(/<img|<script|<svg onload/i);
    expect(outsideReferences(html)).toEqual([]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('the rates shown are derived from the counts, never taken from the summary', async () => {
    const s = worthFixture(40, 10);
    s.rates.a = { count: 99, rate: 0.99, low: 0.98, high: 1 };
    const html = await renderReport(s);
    expect(html).not.toContain('99.0%');
    expect(html).toContain('<td>55</td><td>55.0%</td>');
  });

  it('SD-166: a side is favoured only when the two win-rate intervals do not overlap', async () => {
    const favoured = worthFixture(40, 10); // 55 v 40 of 100: the intervals overlap
    expect(fairnessSentence(favoured)).toBe(
      'Side A won 55.0% of the 100 duels (95% interval 45.2% to 64.4%), side B 40.0% (30.9% to 49.8%), and 5.0% were drawn. The two intervals overlap: this sweep cannot tell the sides apart.',
    );
    const a = deriveSummary({ ...countsOf(favoured), wins: { a: 70, b: 25, draw: 5 } });
    expect(fairnessSentence(a)).toMatch(/ Side A is favoured: the two intervals do not overlap\.$/);
    const b = deriveSummary({ ...countsOf(favoured), wins: { a: 20, b: 75, draw: 5 } });
    expect(fairnessSentence(b)).toMatch(/ Side B is favoured: the two intervals do not overlap\.$/);
    expect(await renderReport(b)).toContain('<p class="verdict">Side A won 20.0% of the 100 duels');
  });

  it('a sweep listing the classes of one side only still renders, saying so', async () => {
    const s = worthFixture(40, 10);
    s.classes = s.classes.filter((t) => t.side === 'a');
    const html = await renderReport(s);
    expect(html).toContain('<dt>Side B</dt><dd>no ship of this side is in the sweep</dd>');
    expect(html.match(/<svg role="img"/g)).toHaveLength(4);
  });
});
