// No internal ids in the player's face (issue 10, item 8): labels are plain words, the rule id lives in
// a Foundry `data-tooltip` (ruleTooltip links it to the rules reference), and no template uses the
// browser's native `title` tooltip. Checked on the real tree and shown able to fail.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RULE_ID = /\b(?:FP|OR|HR|SD)-[A-Z]?\d+(?:\.\d+)?|\bD-\d+/;
/** Keys whose text is a hint or a tooltip, where the rule id belongs. */
const TOOLTIP_KEY = /(?:Hint|Tooltip|Tip|Rule)$/;

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

/** Visible language strings (not hints or tooltips) that carry a rule id. */
function idsInLabels(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string')
    return !TOOLTIP_KEY.test(prefix) && RULE_ID.test(tree) ? [`${prefix} = "${tree}"`] : [];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => idsInLabels(v, prefix ? `${prefix}.${k}` : k));
}

/** Native title tooltips and rule ids written as visible text in a template. */
function templateFaults(name: string, source: string): string[] {
  const out: string[] = [];
  if (/\stitle="/.test(source)) out.push(`${name}: a native title tooltip (use data-tooltip)`);
  const visible = source
    .replace(/{{!--[\s\S]*?--}}|{{![\s\S]*?}}/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/{{[^}]*}}/g, ' ');
  const id = RULE_ID.exec(visible);
  if (id) out.push(`${name}: rule id "${id[0]}" in visible text`);
  return out;
}

describe('plain words at the table', () => {
  it('no language file puts a rule id in a label (only in hints and tooltips)', () => {
    const faults = ['en', 'it'].flatMap((lang) =>
      files(join('lang', lang), '.json').flatMap((f) =>
        idsInLabels(JSON.parse(readFileSync(f, 'utf8'))).map((x) => `${f}: ${x}`),
      ),
    );
    expect(faults).toEqual([]);
  });
  it('no template uses a native title tooltip or shows a rule id', () => {
    const faults = files('templates', '.hbs').flatMap((f) =>
      templateFaults(f, readFileSync(f, 'utf8')),
    );
    expect(faults).toEqual([]);
  });
  it('the checks can fail', () => {
    expect(
      idsInLabels({ A: { Name: 'Table scale (HR-2)', Hint: 'House rule HR-2.', Ok: 'Table' } }),
    ).toEqual(['A.Name = "Table scale (HR-2)"']);
    expect(
      templateFaults('t.hbs', '<span title="x" data-tooltip="FP-6.3">Range (FP-6.3)</span>'),
    ).toEqual([
      't.hbs: a native title tooltip (use data-tooltip)',
      't.hbs: rule id "FP-6.3" in visible text',
    ]);
    expect(templateFaults('ok.hbs', '<span data-tooltip="{{tip}}">{{label}}</span>')).toEqual([]);
  });
});
