// One vocabulary per language (docs/glossary.md): no language file and no page of the rules reference
// uses a variant the glossary rejects. Checked on the real tree and shown able to fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Rejected variants per language, with the glossary's word, as in docs/glossary.md. */
const REJECTED: Record<'en' | 'it', Array<[RegExp, string]>> = {
  it: [
    [/\bbabordo\b/i, 'sinistra'],
    [/\btribordo\b/i, 'dritta'],
    [/arrembagg/i, 'abbordaggio'],
    [/colpo sfortunato/i, 'tiro critico'],
    [/ben assestato/i, 'tiro decisivo'],
    [/disincagl/i, 'liberarsi'],
    [/\barres[aoei]\b/i, 'bandiera ammainata'],
  ],
  en: [
    [/\blarboard\b/i, 'port'],
    [/\bwell-laid\b/i, 'well laid shot'],
    [/"no fire"/i, 'hold fire'],
    [/"no change"/i, 'keep course'],
  ],
};

/** Every "value" of a language file as `file: key = value` lines (values quoted, for the order terms). */
function languageLines(lang: 'en' | 'it'): string[] {
  const dir = join('lang', lang);
  const out: string[] = [];
  const walk = (file: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') out.push(`${file}: ${prefix} = "${node}"`);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(file, prefix ? `${prefix}.${k}` : k, v);
  };
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
    walk(f, '', JSON.parse(readFileSync(join(dir, f), 'utf8')));
  return out;
}

function referenceText(lang: 'en' | 'it'): string[] {
  return readFileSync(`packs/_source/rules-reference/rules-reference-${lang}.yml`, 'utf8').split(
    '\n',
  );
}

function glossaryViolations(lang: 'en' | 'it', lines: readonly string[]): string[] {
  return lines.flatMap((line) =>
    REJECTED[lang]
      .filter(([re]) => re.test(line))
      .map(([re, word]) => `${line.slice(0, 160)}: say "${word}", not ${re}`),
  );
}

describe('one vocabulary (docs/glossary.md)', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`${lang}: the language files and the rules reference use the glossary's words`, () => {
      expect(glossaryViolations(lang, [...languageLines(lang), ...referenceText(lang)])).toEqual(
        [],
      );
    });
  }
  it('finds a rejected variant', () => {
    expect(
      glossaryViolations('it', ['x: "Murata di babordo"', 'y: "Mischia d\'abbordaggio"']),
    ).toEqual(['x: "Murata di babordo": say "sinistra", not /\\bbabordo\\b/i']);
    expect(glossaryViolations('en', ['SCA.Aim.None = "no fire"'])).toHaveLength(1);
  });
});
