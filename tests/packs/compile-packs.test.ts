// The committed pack sources compile with the Foundry CLI (as scripts/build-packs.mjs does) into
// LevelDB packs that hold what the system needs: 28 FP-2.1 classes in 8 rate folders, the two
// example squadrons (8 ships, 2 folders), the rules reference with its pages; and extract back.
import { ClassicLevel } from 'classic-level';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { SHIP_CLASSES } from '../../src/rules/index.js';

interface FvttCli {
  compilePack(src: string, dest: string, options: { yaml: boolean; recursive?: boolean; log?: boolean }): Promise<void>;
  extractPack(src: string, dest: string, options: { yaml: boolean; clean?: boolean; log?: boolean }): Promise<void>;
}

const root = resolve('.');
const sources = join(root, 'packs', '_source');
let tmp: string;
const entries: Record<string, Array<[string, Record<string, unknown>]>> = {};

async function readPack(dir: string): Promise<Array<[string, Record<string, unknown>]>> {
  const db = new ClassicLevel<string, Record<string, unknown>>(dir, { keyEncoding: 'utf8', valueEncoding: 'json' });
  const out: Array<[string, Record<string, unknown>]> = [];
  for await (const [key, value] of db.iterator()) out.push([key, value]);
  await db.close();
  return out;
}

const cli = async (): Promise<FvttCli> => {
  // fvtt-cli ships no type declarations; the two functions used are documented in its README.
  const specifier = '@foundryvtt/foundryvtt-cli';
  return (await import(specifier)) as FvttCli;
};

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'sca-packs-'));
  const { compilePack } = await cli();
  for (const pack of readdirSync(sources)) {
    await compilePack(join(sources, pack), join(tmp, 'db', pack), { yaml: true, recursive: true, log: false });
    entries[pack] = await readPack(join(tmp, 'db', pack));
  }
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

const keys = (pack: string, prefix: string) => (entries[pack] ?? []).filter(([k]) => k.startsWith(prefix));

describe('compiled packs (fvtt-cli compilePack -> LevelDB)', () => {
  it('FP-2.1 ship-classes: 28 class items in 8 rate folders', () => {
    const items = keys('ship-classes', '!items!');
    expect(items).toHaveLength(28);
    expect(keys('ship-classes', '!folders!')).toHaveLength(8);
    expect(items.map(([, v]) => (v.system as { classId: string }).classId).sort()).toEqual(SHIP_CLASSES.map((r) => r.id).sort());
    const folderIds = new Set(keys('ship-classes', '!folders!').map(([, v]) => v._id));
    expect(items.every(([, v]) => folderIds.has(v.folder))).toBe(true);
  });
  it('squadrons: 8 ship actors in the British and French folders', () => {
    const ships = keys('squadrons', '!actors!');
    const folders = keys('squadrons', '!folders!');
    expect(ships).toHaveLength(8);
    expect(folders.map(([, v]) => v.name).sort()).toEqual(['British squadron', 'French squadron']);
    const count = (name: string) => ships.filter(([, v]) => v.folder === folders.find(([, f]) => f.name === name)![1]._id).length;
    expect([count('British squadron'), count('French squadron')]).toEqual([4, 4]);
    expect(ships.every(([, v]) => v.type === 'ship' && (v.prototypeToken as { lockRotation: boolean }).lockRotation === false)).toBe(true);
  });
  it('rules-reference: two journal entries whose pages are stored as embedded documents', () => {
    const journals = keys('rules-reference', '!journal!');
    const pages = keys('rules-reference', '!journal.pages!');
    expect(journals).toHaveLength(2);
    for (const [, j] of journals) {
      const ids = j.pages as string[];
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) expect(pages.some(([k]) => k === `!journal.pages!${j._id}.${id}`)).toBe(true);
    }
    expect(pages).toHaveLength(journals.reduce((n, [, j]) => n + (j.pages as string[]).length, 0));
  });
  it('no entry keeps its _key inside the stored value', () => {
    for (const list of Object.values(entries)) for (const [, v] of list) expect(v._key).toBeUndefined();
  });
  it('extractPack gives back the committed sources', async () => {
    const { extractPack } = await cli();
    for (const pack of readdirSync(sources)) {
      const out = join(tmp, 'yaml', pack);
      await extractPack(join(tmp, 'db', pack), out, { yaml: true, clean: true, log: false });
      const back = readdirSync(out).map((f) => YAML.parse(readFileSync(join(out, f), 'utf8')) as Record<string, unknown>);
      const original = readdirSync(join(sources, pack)).map((f) => YAML.parse(readFileSync(join(sources, pack, f), 'utf8')) as Record<string, unknown>);
      // The CLI adds the (v14) empty journal categories list on the way back.
      const clean = (d: Record<string, unknown>) => {
        const { categories, ...rest } = d;
        void categories;
        return rest;
      };
      const byId = (list: Record<string, unknown>[]) => list.map(clean).sort((a, b) => String(a._id).localeCompare(String(b._id)));
      expect(byId(back)).toEqual(byId(original));
    }
  });
});
