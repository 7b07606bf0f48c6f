// Handlebars helpers the sheets' templates use, registered with Foundry's Handlebars at init (and
// with the test fake's): a tooltip in plain words followed by its rule id linking the rules reference.
import { format, language } from '../i18n.js';
import { ruleTooltip } from '../reference/rule-link.js';

/** The data-tooltip HTML of `key` (formatted with `data`) and the rule that explains it. */
export function ruleTip(key: string, rule: string, data: Record<string, unknown> = {}): string {
  return ruleTooltip(format(key, data), rule, language() === 'it' ? 'it' : 'en');
}

type RuleTipHelper = (
  key: string,
  rule: string,
  options: { hash?: Record<string, unknown> },
) => string;

/** Foundry's global Handlebars, or the test fake's instance. */
export interface HelperHost {
  registerHelper(name: string, fn: RuleTipHelper): void;
}

/** `{{scaRuleTip key rule name=value}}` → ruleTip (the template escapes it into the attribute). */
export function registerTemplateHelpers(host: HelperHost): void {
  host.registerHelper('scaRuleTip', (key, rule, options) =>
    ruleTip(key, rule, options?.hash ?? {}),
  );
}
