// Rule ids live in tooltips, linked to the reference page that explains them (issue 10, item 8).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { referencePageKey, ruleReferenceUuid, ruleTooltip } from './rule-link.js';

describe('rule links in tooltips', () => {
  it('a rule id finds the page of its chapter; a decision the page of its rule', () => {
    expect(referencePageKey('FP-2.5')).toBe('preparation');
    expect(referencePageKey('FP-6.3')).toBe('gunnery');
    expect(referencePageKey('HR-1')).toBe('house');
    expect(referencePageKey('D-4')).toBe('preparation');
    expect(referencePageKey('XX-1')).toBeNull();
  });
  it('the UUID names a page the committed rules reference really has, in each language', () => {
    for (const lang of ['en', 'it'] as const) {
      const file = readFileSync(
        `packs/_source/rules-reference/rules-reference-${lang}.yml`,
        'utf8',
      );
      const entry = parse(file) as {
        _id: string;
        pages: Array<{ _id: string; flags: Record<string, { section: string }> }>;
      };
      const uuid = ruleReferenceUuid('FP-6.3', lang)!;
      expect(uuid).toBe(
        `Compendium.signal-close-action.rules-reference.JournalEntry.${entry._id}.JournalEntryPage.${
          entry.pages.find((p) => p.flags['signal-close-action']?.section === 'gunnery')?._id
        }`,
      );
    }
  });
  it('the tooltip says the words first, then the rule id as a link; text is escaped', () => {
    const tip = ruleTooltip('Counts again for speed, still −1 Abilità <b>', 'D-4', 'en');
    expect(tip).toMatch(/^<p>Counts again for speed, still −1 Abilità &lt;b&gt;<\/p>/);
    expect(tip).toContain(`data-uuid="${ruleReferenceUuid('D-4', 'en')}"`);
    expect(tip).toContain('D-4</a>');
    expect(ruleTooltip('x', 'XX-9', 'it')).toBe('<p>x</p><p class="sca-rule-ref">XX-9</p>');
  });
});
