// The language check: English and Italian (merged fragments) have the same keys and the same
// {placeholders}; every literal "SCA.…" key in the templates and in src/foundry exists in both.
// Run on the real tree (must be clean) and on a small fixture (must find exactly its faults).
import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without types
import { mergeLanguage } from '../scripts/assemble.mjs';

type Tree = Record<string, unknown>;

function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v as Tree, key, out);
    else out.set(key, v);
  }
  return out;
}

function walk(dir: string, ext: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{([^}]+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** A key is a string leaf; a namespace is an object (accepted where a literal may be a prefix). */
function kindOf(tree: Tree, key: string): 'string' | 'namespace' | 'missing' {
  let cur: unknown = tree;
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object') return 'missing';
    cur = (cur as Tree)[part];
  }
  if (typeof cur === 'string') return 'string';
  return cur && typeof cur === 'object' ? 'namespace' : 'missing';
}

const KEY = String.raw`SCA\.[A-Za-z][\w-]*(?:\.[\w-]+)*`;
/** Keys passed to localize/format, or given as a name/hint/label/title/placeholder field. */
const STRICT_TS = new RegExp(
  String.raw`(?:\b(?:localize|format)\(\s*|\b(?:name|hint|label|title|placeholder)\s*:\s*)(['"\`])(${KEY})\1`,
  'g',
);
const ANY_LITERAL = new RegExp(String.raw`(['"\`])(${KEY})\1`, 'g');

interface LangRoots {
  langDir: string;
  templatesDir: string;
  srcDir: string;
}

function checkLanguages(roots: LangRoots): string[] {
  const problems: string[] = [];
  const trees: Record<'en' | 'it', Tree> = { en: {}, it: {} };
  for (const lang of ['en', 'it'] as const) {
    try {
      trees[lang] = mergeLanguage(join(roots.langDir, lang)) as Tree;
    } catch (e) {
      problems.push(`${lang}: ${(e as Error).message}`);
    }
  }
  const en = flatten(trees.en);
  const it = flatten(trees.it);
  for (const k of en.keys()) if (!it.has(k)) problems.push(`only in en: ${k}`);
  for (const k of it.keys()) if (!en.has(k)) problems.push(`only in it: ${k}`);
  for (const [k, v] of en) {
    const other = it.get(k);
    if (
      typeof v === 'string' &&
      typeof other === 'string' &&
      placeholders(v) !== placeholders(other)
    ) {
      problems.push(
        `placeholders differ for ${k}: en {${placeholders(v)}} it {${placeholders(other)}}`,
      );
    }
  }
  const need = (key: string, where: string, allowNamespace: boolean) => {
    for (const lang of ['en', 'it'] as const) {
      const kind = kindOf(trees[lang], key);
      if (kind === 'string' || (allowNamespace && kind === 'namespace')) continue;
      problems.push(`${where}: ${key} missing in ${lang}`);
    }
  };
  for (const file of walk(roots.templatesDir, '.hbs')) {
    const text = readFileSync(file, 'utf8');
    const where = relative(roots.templatesDir, file);
    for (const m of text.matchAll(ANY_LITERAL)) need(m[2]!, `templates/${where}`, false);
  }
  for (const file of walk(roots.srcDir, '.ts').filter((f) => !f.endsWith('.test.ts'))) {
    const text = readFileSync(file, 'utf8');
    const where = relative(roots.srcDir, file);
    const strict = new Set<number>();
    for (const m of text.matchAll(STRICT_TS)) {
      strict.add(m.index! + m[0].length - m[2]!.length - 1);
      need(m[2]!, `src/foundry/${where}`, false);
    }
    for (const m of text.matchAll(ANY_LITERAL)) {
      if (strict.has(m.index! + 1)) continue;
      need(m[2]!, `src/foundry/${where}`, true);
    }
  }
  return [...new Set(problems)];
}

describe('language files (en / it)', () => {
  it('the real tree: same keys and placeholders, every literal key present in both', () => {
    const root = process.cwd();
    expect(
      checkLanguages({
        langDir: resolve(root, 'lang'),
        templatesDir: resolve(root, 'templates'),
        srcDir: resolve(root, 'src/foundry'),
      }),
    ).toEqual([]);
  });

  it('every document sub-type of system.json has its core TYPES.<Document>.<type> label in en and it', () => {
    const root = process.cwd();
    const manifest = JSON.parse(readFileSync(resolve(root, 'system.json'), 'utf8')) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    const expected = Object.entries(manifest.documentTypes).flatMap(([doc, types]) =>
      Object.keys(types).map((type) => `TYPES.${doc}.${type}`),
    );
    expect(expected).toEqual([
      'TYPES.Actor.ship',
      'TYPES.Actor.fort',
      'TYPES.Item.shipClass',
      'TYPES.ChatMessage.card',
      'TYPES.RegionBehavior.shoal',
    ]);
    for (const lang of ['en', 'it']) {
      const tree = mergeLanguage(resolve(root, 'lang', lang)) as Tree;
      for (const key of expected) expect(kindOf(tree, key), `${lang}: ${key}`).toBe('string');
    }
  });

  it('finds exactly the faults of a small fixture', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sca-lang-'));
    const write = (path: string, text: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write(
      'lang/en/10-a.json',
      JSON.stringify({ SCA: { A: { Hello: 'Hello {name}', OnlyEn: 'x', Group: { Inner: 'i' } } } }),
    );
    write(
      'lang/it/10-a.json',
      JSON.stringify({ SCA: { A: { Hello: 'Ciao {nome}', OnlyIt: 'y', Group: { Inner: 'i' } } } }),
    );
    write(
      'templates/x/card.hbs',
      '<p>{{localize "SCA.A.Hello" name=n}} {{localize "SCA.A.Nope"}} <span data-tooltip="SCA.A.Group"></span></p>',
    );
    write(
      'src/foundry/x.ts',
      [
        "game.i18n.localize('SCA.A.Missing');",
        "const s = { name: 'SCA.A.Group', label: 'SCA.A.Hello' };",
        "const prefix = 'SCA.A.Group';",
        "const other = 'SCA.B.Unknown';",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal
        'const dynamic = `SCA.A.${x}`;',
      ].join('\n'),
    );
    write('src/foundry/x.test.ts', "localize('SCA.Test.Ignored');");
    expect(
      checkLanguages({
        langDir: join(dir, 'lang'),
        templatesDir: join(dir, 'templates'),
        srcDir: join(dir, 'src/foundry'),
      }),
    ).toEqual([
      'only in en: SCA.A.OnlyEn',
      'only in it: SCA.A.OnlyIt',
      'placeholders differ for SCA.A.Hello: en {name} it {nome}',
      'templates/x/card.hbs: SCA.A.Nope missing in en',
      'templates/x/card.hbs: SCA.A.Nope missing in it',
      'templates/x/card.hbs: SCA.A.Group missing in en',
      'templates/x/card.hbs: SCA.A.Group missing in it',
      'src/foundry/x.ts: SCA.A.Missing missing in en',
      'src/foundry/x.ts: SCA.A.Missing missing in it',
      'src/foundry/x.ts: SCA.A.Group missing in en',
      'src/foundry/x.ts: SCA.A.Group missing in it',
      'src/foundry/x.ts: SCA.B.Unknown missing in en',
      'src/foundry/x.ts: SCA.B.Unknown missing in it',
    ]);
  });

  it('a key defined twice across fragments is reported', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sca-lang-dup-'));
    for (const lang of ['en', 'it']) {
      mkdirSync(join(dir, 'lang', lang), { recursive: true });
      writeFileSync(join(dir, 'lang', lang, '10-a.json'), JSON.stringify({ SCA: { X: 'a' } }));
      writeFileSync(join(dir, 'lang', lang, '20-b.json'), JSON.stringify({ SCA: { X: 'b' } }));
    }
    const problems = checkLanguages({
      langDir: join(dir, 'lang'),
      templatesDir: join(dir, 'templates'),
      srcDir: join(dir, 'src'),
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^en: .*20-b\.json: key SCA\.X is defined twice$/);
  });
});
