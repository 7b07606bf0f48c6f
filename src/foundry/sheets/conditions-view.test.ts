// The condition chips shared by the ship and fort cards, and their links into the rules reference.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONDITION_KEYS, conditionsView } from './conditions-view.js';
import { SHIP_EDIT_RULES } from './permissions.js';

const ALL_ON = Object.fromEntries(
  CONDITION_KEYS.filter((k) => !k.endsWith('Hint')).map((k) => {
    const key = k.replace('SCA.Sheet.Condition.', '');
    return [key.charAt(0).toLowerCase() + key.slice(1), true];
  }),
);

describe('rules-reference links of the chips', () => {
  it.each(['en', 'it'] as const)('each chip opens the %s reference page of its rule', (lang) => {
    const pack = readFileSync(`packs/_source/rules-reference/rules-reference-${lang}.yml`, 'utf8');
    const { chips } = conditionsView(ALL_ON, {}, Object.keys(SHIP_EDIT_RULES), false, lang);
    expect(chips).toHaveLength(19);
    const chapterPage: Record<string, string> = {
      '2': 'preparation',
      '4': 'abilita',
      '5': 'sailing',
      '6': 'gunnery',
      '7': 'boarding',
      '8': 'morale',
    };
    for (const chip of chips) {
      const m =
        /^Compendium\.signal-close-action\.rules-reference\.JournalEntry\.(\w+)\.JournalEntryPage\.(\w+)$/.exec(
          chip.uuid,
        );
      expect(m, chip.key).not.toBeNull();
      expect(pack.startsWith(`_id: ${m![1]}\n`)).toBe(true);
      const at = pack.indexOf(`  - _id: ${m![2]}\n`);
      expect(at, chip.key).toBeGreaterThan(0);
      const next = pack.indexOf('  - _id:', at + 1);
      // OR-9's chip opens the rigging test page, OR-7's the entanglement page, HR-3's the running-aground page.
      const optional: Record<string, string> = {
        'OR-9': 'rigging',
        'OR-7': 'entanglement',
        'HR-3': 'aground',
      };
      const page = optional[chip.rule] ?? chapterPage[chip.rule.charAt(3)];
      expect(pack.slice(at, next < 0 ? undefined : next)).toContain(`section: ${page}`);
    }
  });

  it('a language without its own reference links to the English one', () => {
    const en = conditionsView({ struck: true }, {}, [], false, 'en').chips[0]?.uuid;
    expect(conditionsView({ struck: true }, {}, [], false, 'fr').chips[0]?.uuid).toBe(en);
  });
});

describe('conditionsView', () => {
  const fields = ['system.status.struck', 'system.hoveTo'];
  it('shows what is on, gravest first; derived states have no field to clear', () => {
    const v = conditionsView({ hoveTo: true, fire: true, struck: true }, {}, fields, true, 'en');
    expect(v.chips.map((c) => [c.key, c.field, c.rule])).toEqual([
      ['fire', null, 'FP-4.4'],
      ['struck', 'system.status.struck', 'FP-8.2'],
      ['hoveTo', 'system.hoveTo', 'FP-5.2'],
    ]);
    expect(v.chips[0]?.hintKey).toBe('SCA.Sheet.Condition.FireHint');
  });

  it("the GM adds the stored conditions that are off, among the card's fields only", () => {
    const v = conditionsView({ struck: true }, { struck: true }, fields, true, 'en');
    expect(v.addable).toEqual([{ field: 'system.hoveTo', labelKey: 'SCA.Sheet.Condition.HoveTo' }]);
  });

  it('others neither add nor remove', () => {
    const v = conditionsView({ struck: true }, { struck: true }, fields, false, 'en');
    expect(v.chips.map((c) => c.field)).toEqual([null]);
    expect(v.addable).toEqual([]);
  });
});

describe('condition words', () => {
  it.each(['en', 'it'])('every label and hint is in lang/%s/20-sheets.json', (lang) => {
    const tree = JSON.parse(readFileSync(`lang/${lang}/20-sheets.json`, 'utf8')) as Record<
      string,
      unknown
    >;
    const missing = CONDITION_KEYS.filter((key) => {
      let node: unknown = tree;
      for (const part of key.split('.'))
        node = (node as Record<string, unknown> | undefined)?.[part];
      return typeof node !== 'string';
    });
    expect(missing).toEqual([]);
    expect(CONDITION_KEYS.length).toBe(38);
  });
});
