// The sheets' Handlebars helper: a tooltip in plain words, then the rule id linking the reference.
import { describe, expect, it } from 'vitest';
import { fake } from '../../../tests/fake-foundry/install.js';
import { ruleReferenceUuid } from '../reference/rule-link.js';
import { registerTemplateHelpers, ruleTip, type HelperHost } from './template-helpers.js';

describe('scaRuleTip', () => {
  it("formats the text in the viewer's language and links the rule's page in that language", () => {
    const { i18n } = fake();
    i18n.setLanguage('it');
    try {
      const tip = ruleTip('SCA.Sheet.Condition.FireHint', 'FP-4.4', { hull: 2, rigging: 0 });
      expect(tip).toContain('Incendi allo scafo: 2');
      expect(tip).toContain(`data-uuid="${ruleReferenceUuid('FP-4.4', 'it')}"`);
      expect(tip).toContain('FP-4.4</a>');
    } finally {
      i18n.setLanguage('en');
    }
  });

  it('is registered under its name, taking the hash as the format data', () => {
    const helpers: Record<string, Parameters<HelperHost['registerHelper']>[1]> = {};
    registerTemplateHelpers({
      registerHelper: (name, fn) => {
        helpers[name] = fn;
      },
    });
    const help = helpers.scaRuleTip!;
    expect(help('SCA.Sheet.Condition.FireHint', 'FP-4.4', { hash: { hull: 1, rigging: 3 } })).toBe(
      ruleTip('SCA.Sheet.Condition.FireHint', 'FP-4.4', { hull: 1, rigging: 3 }),
    );
    expect(help('SCA.Sheet.Condition.FireHint', 'FP-4.4', { hash: {} })).toContain(
      'Each fire is -1 Abilità',
    );
  });
});
