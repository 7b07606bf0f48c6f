// A tooltip is HTML: Foundry reads `data-tooltip` (the browser has undone the template's attribute
// escaping) and inserts it as markup, cleaned of scripts. A side's name is free text, so a fleet named
// `<img src=x onerror=…>` or a made-up reference link would become markup in the OR-2 deployment
// card's tooltip; the name is escaped once more before it goes in.
import { describe, expect, it } from 'vitest';
import { deploymentContext, deploymentPlan } from '../../src/foundry/canvas/or2-deploy.js';
import { templatePath } from '../../src/foundry/constants.js';
import { FakeI18n } from '../fake-foundry/i18n.js';
import { renderSystemTemplate } from '../fake-foundry/templates.js';

const HOSTILE = '<img src=x onerror="alert(1)"><a class="content-link" data-uuid="x">GM</a>';

/** What the browser hands the tooltip: the attribute's value with the HTML entities decoded. */
function tooltipOf(html: string): string {
  const raw = /data-tooltip="([^"]*)"/.exec(html)?.[1] ?? '';
  return raw.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (_m, e: string) => {
    if (e[0] === '#')
      return String.fromCharCode(
        e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!;
  });
}

describe('tooltips carry player-written text as text', () => {
  it('OR-2 deployment card: a side named with markup shows in the tooltip as its characters, not as an image or a link', () => {
    const t = new FakeI18n('en');
    const i18n = {
      lang: 'en' as const,
      localize: (k: string) => t.localize(k),
      format: (k: string, d?: Record<string, unknown>) => t.format(k, d),
    };
    const plan = deploymentPlan({
      points: [
        { side: 'British', points: 26 },
        { side: HOSTILE, points: 28 },
      ],
      seat: 'W',
      d6: 4,
      tieD2: 1,
      rect: { x: 0, y: 0, width: 1800, height: 1200 },
    });
    const html = renderSystemTemplate(
      templatePath('canvas/or2-roll.hbs'),
      deploymentContext(plan, i18n) as never,
    );
    const tip = tooltipOf(html);
    expect(tip).toContain('deploying second');
    expect(tip).not.toMatch(/<img|<a\b/);
    expect(tip).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});
