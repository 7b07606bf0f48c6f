// The compendium sources are generated from the rules core: regenerating them in memory must give
// exactly the committed YAML (so a table edited without `npm run packs:generate` fails here), and
// their content must match the core (FP-2.1 classes, the FP-2.1 worked-check squadrons, the rules
// reference with every decision marked).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { PACK_DEFINITIONS, generatePackFiles, loadLabels, packDocuments } from '../../scripts/generate-packs.js';
import { shipClassItemSource } from '../../src/foundry/models/ship-class-model.js';
import { DECISIONS } from '../../src/foundry/reference/decisions.js';
import { SHIP_CLASSES, classById, shipProfile, type CrewQuality } from '../../src/rules/index.js';
import { createActor, freshWorld } from '../support/foundry.js';
import { SHARED_PRESENT, digestDecisionIds, digestText, italianSourceText } from '../support/digest.js';

const root = resolve('.');
const labels = loadLabels(root);
const files = generatePackFiles(labels);
const packs = packDocuments(labels);
const ID = /^[A-Za-z0-9]{16}$/;

describe('compendium sources are up to date', () => {
  it.each(Object.keys(files).map((p) => [p] as const))('packs/_source/%s holds exactly the generated files', (pack) => {
    const dir = join(root, 'packs', '_source', pack);
    const committed = readdirSync(dir).filter((f) => f.endsWith('.yml')).sort();
    const generated = Object.keys(files[pack as keyof typeof files]).sort();
    expect(committed, 'run `npx tsx scripts/generate-packs.ts`').toEqual(generated);
    for (const file of generated) {
      expect(readFileSync(join(dir, file), 'utf8'), `${pack}/${file} is stale: run \`npx tsx scripts/generate-packs.ts\``).toBe(
        files[pack as keyof typeof files][file],
      );
    }
  });
  it('system.json declares exactly the generated packs, in one pack folder', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'system.json'), 'utf8')) as {
      packs: Array<{ name: string; label: string; path: string; type: string; system: string; ownership: Record<string, string> }>;
      packFolders: Array<{ name: string; packs: string[] }>;
    };
    expect(manifest.packs.map((p) => [p.name, p.label, p.path, p.type, p.system])).toEqual(
      PACK_DEFINITIONS.map((d) => [d.name, d.label, `packs/${d.name}`, d.type, 'signal-close-action']),
    );
    expect(manifest.packs.every((p) => p.ownership.PLAYER === 'OBSERVER')).toBe(true);
    expect(manifest.packFolders.flatMap((f) => f.packs).sort()).toEqual(PACK_DEFINITIONS.map((d) => d.name).sort());
  });
  it('every document has a unique 16-character _id and the _key of its collection', () => {
    const ids = new Set<string>();
    for (const docs of Object.values(packs)) {
      for (const { data } of docs) {
        const id = data._id as string;
        expect(id).toMatch(ID);
        expect(ids.has(id)).toBe(false);
        ids.add(id);
        expect(data._key).toMatch(new RegExp(`^!(items|actors|folders|journal)!${id}$`));
        for (const page of (data.pages as Array<Record<string, string>> | undefined) ?? []) {
          expect(page._id).toMatch(ID);
          expect(page._key).toBe(`!journal.pages!${id}.${page._id}`);
        }
      }
    }
  });
  it('the YAML is what the documents are (parse back)', () => {
    for (const [pack, docs] of Object.entries(packs)) {
      for (const doc of docs) expect(YAML.parse(files[pack as keyof typeof files][doc.file]!)).toEqual(doc.data);
    }
  });
});

describe('ship-classes pack (FP-2.1)', () => {
  const docs = packs['ship-classes'].map((d) => d.data);
  const items = docs.filter((d) => String(d._key).startsWith('!items!'));
  const folders = docs.filter((d) => String(d._key).startsWith('!folders!'));
  it('FP-2.1 has all 28 rows as shipClass items, from shipClassItemSource', () => {
    expect(items).toHaveLength(28);
    expect(items.map((i) => i.system)).toEqual(SHIP_CLASSES.map(shipClassItemSource));
    expect(items.every((i) => i.type === 'shipClass')).toBe(true);
  });
  it('groups them in a folder per rate', () => {
    expect(folders.map((f) => [f.name, f.type])).toEqual([
      ['1st rate', 'Item'], ['2nd rate', 'Item'], ['3rd rate', 'Item'], ['4th rate', 'Item'],
      ['5th rate', 'Item'], ['6th rate', 'Item'], ['Unrated', 'Item'], ['Fortifications', 'Item'],
    ]);
    const byFolder = new Map(folders.map((f) => [f._id, f.name]));
    expect(items.map((i) => byFolder.get(i.folder as string))).toEqual(SHIP_CLASSES.map((r) => labels.en.rate[r.rate]));
    expect(items.find((i) => (i.system as { classId: string }).classId === '3rd-74c')!.name).toBe('74C (3rd rate)');
  });
  it('ids are stable: the same class always gets the same id', () => {
    const again = packDocuments(labels)['ship-classes'].map((d) => d.data._id);
    expect(again).toEqual(docs.map((d) => d._id));
  });
});

describe('squadrons pack (FP-2.1 worked check)', () => {
  const docs = packs.squadrons.map((d) => d.data);
  const ships = docs.filter((d) => String(d._key).startsWith('!actors!'));
  const folders = docs.filter((d) => String(d._key).startsWith('!folders!'));
  type Ship = { name: string; folder: string; system: { shipClass: { id: string }; crew: CrewQuality; nation: string; side: string }; prototypeToken: Record<string, unknown> };
  const view = (folder: string) =>
    (ships as unknown as Ship[])
      .filter((s) => s.folder === folders.find((f) => f.name === folder)!._id)
      .map((s) => {
        const p = shipProfile(classById(s.system.shipClass.id), s.system.crew);
        return [s.system.crew, p.guns, p.bf, p.dcCapacity, p.cost];
      });
  it('two folders, eight ships', () => {
    expect(folders.map((f) => [f.name, f.type])).toEqual([['British squadron', 'Actor'], ['French squadron', 'Actor']]);
    expect(ships).toHaveLength(8);
  });
  it('FP-2.1 British: Good 98S, Average 74C, Average 64, Good 32 (28 points)', () => {
    const v = view('British squadron');
    expect(v).toEqual([['good', '98S', 10, 170, 11], ['average', '74C', 7, 120, 7], ['average', '64', 6, 110, 6], ['good', '32-34', 3, 80, 4]]);
    expect(v.reduce((n, r) => n + (r[4] as number), 0)).toBe(28);
  });
  it('FP-2.1 French: Good 80L, Poor 74L, Poor 64, Average 36 (28 points)', () => {
    const v = view('French squadron');
    expect(v).toEqual([['good', '80L', 10, 160, 11], ['poor', '80S/74L', 9, 130, 8], ['poor', '64', 6, 100, 5], ['average', '36-40', 4, 80, 4]]);
    expect(v.reduce((n, r) => n + (r[4] as number), 0)).toBe(28);
  });
  it('FP-1.1 prototype tokens sized to the 1:1200 bases, free to rotate', () => {
    expect((ships as unknown as Ship[]).map((s) => [s.prototypeToken.width, s.prototypeToken.height, s.prototypeToken.lockRotation])).toEqual([
      [4, 8.5, false], [4, 7.5, false], [4, 7.5, false], [4, 6.5, false],
      [4, 7.5, false], [4, 7.5, false], [4, 7.5, false], [4, 6.5, false],
    ]);
  });
  it('each ship is valid for the ship data model', async () => {
    freshWorld();
    for (const s of ships) {
      const { _id, _key, items, effects, ...data } = s;
      void _id; void _key; void items; void effects;
      const actor = await createActor(data);
      expect((actor.system as unknown as { nation: string }).nation).toBe((s as unknown as Ship).system.nation);
    }
  });
});

describe('rules-reference pack', () => {
  const entries = packs['rules-reference'].map((d) => d.data as { name: string; pages: Array<{ name: string; text: { content: string; format: number } }> });
  const html = (lang: 0 | 1) => entries[lang]!.pages.map((p) => p.text.content).join('\n');
  it('one journal entry per language with the same sections', () => {
    expect(entries.map((e) => e.name)).toEqual(['Rules reference (English)', 'Riferimento alle regole (italiano)']);
    expect(entries[0]!.pages).toHaveLength(entries[1]!.pages.length);
    expect(entries[0]!.pages.map((p) => p.name)).toEqual([
      'About this reference', 'Preparation, ships and fleets', 'Sequence of play', 'Two-segment turn (optional)', 'The Abilità table', 'Sailing and movement',
      'Gunfire', 'Boarding', 'Morale and victory', 'Set-up rolls and changing wind (optional)',
      'Full navigation (optional)', 'Rigging damage test (optional)', 'Collisions and entanglement (optional)',
      'Fleet morale (house rule)',
      'Full-game gunnery (optional)', 'Seven-dice Abilità (optional)', 'Signals (optional)',
      'Card-driven turn (house rule)',
      'Running aground (house rule)',
      'House interpretations',
    ]);
    expect(entries.flatMap((e) => e.pages).every((p) => p.text.format === 1)).toBe(true);
  });
  it.each([0, 1] as const)('shows the rule ids of the generated tables (language %i)', (lang) => {
    for (const id of ['FP-1.5', 'FP-2.1', 'FP-4.2', 'FP-5.5', 'FP-6.3', 'FP-A2', 'FP-6.5', 'FP-6.6', 'FP-5.2', 'FP-6.1', 'FP-3', 'FP-7.5', 'FP-8.2', 'FP-8.3']) {
      expect(html(lang)).toContain(id);
    }
  });
  it('the FP-4.2 table is generated from the core (row 6: more sail ok, less sail F)', () => {
    expect(html(0)).toContain('<tr><td>6</td><td>F, -20% DC</td><td>F</td><td>ok</td><td>F</td><td>ok</td><td>H</td><td>m</td><td>m</td><td>F</td></tr>');
    expect(html(0)).toContain('<tr><td>10-15</td>');
  });
  it('every digest decision D-n and every system decision SD-n in src/ is listed, marked, in both languages', () => {
    const digestIds = new Set(digestDecisionIds());
    const srcIds = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!p.endsWith(join('fleet', 'packs'))) walk(p);
        } else if (p.endsWith('.ts')) for (const m of readFileSync(p, 'utf8').matchAll(/\bSD-(\d+)\b/g)) srcIds.add(`SD-${m[1]}`);
      }
    };
    walk(join(root, 'src'));
    // The system's decision register (docs/decisions.md), when present, lists them too.
    const register = join(root, 'docs', 'decisions.md');
    if (existsSync(register)) for (const m of readFileSync(register, 'utf8').matchAll(/^\| (SD-\d+) \|/gm)) srcIds.add(m[1]!);
    const listed = new Set(DECISIONS.map((d) => d.id));
    for (const id of [...digestIds, ...srcIds]) expect(listed.has(id), `${id} is missing from decisions.ts`).toBe(true);
    for (const d of DECISIONS) {
      if (d.label || d.withdrawn) continue;
      expect(html(0)).toContain(`House interpretation, ${d.id}</strong>`);
      expect(html(1)).toContain(`Interpretazione della casa, ${d.id}</strong>`);
    }
  });
  it.each([0, 1] as const)('HR-6 the initiative roll is not in the source: the reference does not present it (language %i)', (lang) => {
    expect(html(lang)).not.toMatch(/\bHR-6\b|\bD-15\b|initiative|iniziativa/i);
    expect(DECISIONS.find((d) => d.id === 'D-15')).toMatchObject({ withdrawn: true });
  });
  // Tables are data from the core, which must match the source; only the prose is compared.
  const prose = (t: string) => t.replace(/<table[\s\S]*?<\/table>/g, ' ');
  const words = (t: string) => prose(t).toLowerCase().replace(/<[^>]+>/g, ' ').replace(/[’']/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
  /** Runs of `n` consecutive words of `ours` that also occur in `source`. */
  const sharedRuns = (ours: string, source: string, n: number) => {
    const src = words(source);
    const grams = new Set<string>();
    for (let i = 0; i + n <= src.length; i++) grams.add(src.slice(i, i + n).join(' '));
    const mine = words(ours);
    const shared: string[] = [];
    for (let i = 0; i + n <= mine.length; i++) if (grams.has(mine.slice(i, i + n).join(' '))) shared.push(mine.slice(i, i + n).join(' '));
    return shared;
  };
  // The source texts live in ../shared, beside the project on the developers' machines and CI, not in
  // a public clone: there these two checks are skipped, and say so.
  if (!SHARED_PRESENT) console.warn('rules-reference: the "our own words" checks are skipped: ../shared (digest and Italian source) is not beside the project');
  it.skipIf(!SHARED_PRESENT)('the Italian text is our own: no run of 8 words from the Italian source (needs ../shared)', () => {
    expect(sharedRuns(html(1), italianSourceText(), 8)).toEqual([]);
  });
  it.skipIf(!SHARED_PRESENT)('the English text is our own: no run of 9 words from the digest (needs ../shared)', () => {
    expect(sharedRuns(html(0), digestText(), 9)).toEqual([]);
  });
});
