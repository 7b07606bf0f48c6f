// Every image a compendium document or a created ship names is a file the build writes (src/art,
// written into dist/ by vite.config.ts and zipped by scripts/release-zip.mjs): class items show their
// portrait, ships their portrait and token in the nation's colours, tokens sized to their base.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadLabels, packDocuments } from '../../scripts/generate-packs.js';
import { portraitArtPath, shipArtFiles, tokenArtPath } from '../../src/art/index.js';
import { EXAMPLE_SQUADRONS } from '../../src/foundry/fleet/examples.js';
import { shipActorData } from '../../src/foundry/fleet/fleet-ship.js';
import { SHIP_CLASSES, classById, shipProfile } from '../../src/rules/index.js';

const SYSTEM = 'systems/signal-close-action/';
const packs = packDocuments(loadLabels('.'));
const generated = new Set(shipArtFiles().map((f) => f.path));

/** Every string under `value` that points into the system's assets. */
function assetPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(`${SYSTEM}assets/`) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(assetPaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(assetPaths);
  return [];
}

describe('pack art', () => {
  const items = packs['ship-classes'].map((d) => d.data).filter((d) => d.type === 'shipClass');
  const ships = packs.squadrons.map((d) => d.data).filter((d) => d.type === 'ship');

  it('every asset path in the packs is a file the generator writes', () => {
    const paths = Object.values(packs).flatMap((docs) => docs.flatMap((d) => assetPaths(d.data)));
    expect(paths.length).toBe(SHIP_CLASSES.length + 2 * ships.length);
    for (const p of paths) expect(generated.has(p.slice(SYSTEM.length)), p).toBe(true);
  });

  it('every class item shows its own plain portrait', () => {
    expect(items).toHaveLength(SHIP_CLASSES.length);
    for (const item of items) {
      const classId = (item.system as { classId: string }).classId;
      expect(item.img).toBe(`${SYSTEM}${portraitArtPath(classId)}`);
    }
  });

  it('every example ship shows its class in its nation colours, the token filling its 1:1200 base', () => {
    const expected = EXAMPLE_SQUADRONS.flatMap((s) => s.ships.map((ship) => ({ ...ship, nation: s.nation })));
    expect(ships.map((s) => s.name)).toEqual(expected.map((e) => e.name));
    ships.forEach((ship, i) => {
      const { classId, nation } = expected[i]!;
      const token = ship.prototypeToken as { texture: { src: string; fit: string }; width: number; height: number };
      expect(ship.img).toBe(`${SYSTEM}${portraitArtPath(classId, nation)}`);
      expect(token.texture).toEqual({ src: `${SYSTEM}${tokenArtPath(classId, nation)}`, fit: 'fill' });
      const base = shipProfile(classById(classId)).base;
      // 1:1200 grid unit 10 mm; the art is drawn bow down, so the keel runs along the height.
      expect([token.width, token.height]).toEqual([base.widthMm / 10, base.lengthMm / 10]);
    });
  });

  it('a ship the fleet builder creates wears its class art, plain without a nation', () => {
    const ship = { name: 'X', classId: '5th-44', crew: 'average', squadron: '', side: '', damage: { port: 0, starboard: 0, rigging: 0 } } as const;
    const spanish = shipActorData({ ...ship, nation: 'spain' }, { scale: 3000 });
    expect(spanish.img).toBe(`${SYSTEM}assets/ships/portraits/5th-44-spain.svg`);
    expect(spanish.prototypeToken).toMatchObject({
      texture: { src: `${SYSTEM}assets/ships/tokens/5th-44-spain.svg`, fit: 'fill' },
      width: 8,
      height: 13,
    });
    const plain = shipActorData({ ...ship, nation: '' }, { scale: 1200 });
    expect(plain.img).toBe(`${SYSTEM}assets/ships/portraits/5th-44.svg`);
    expect((plain.prototypeToken as { texture: { src: string } }).texture.src).toBe(`${SYSTEM}assets/ships/tokens/5th-44.svg`);
  });
});

describe('the release holds the art (npm test builds first)', () => {
  it('release/signal-close-action.zip has every generated file, as generated', () => {
    const zip = unzipSync(readFileSync('release/signal-close-action.zip'));
    const decoder = new TextDecoder();
    for (const { path, svg } of shipArtFiles()) {
      const entry = zip[path];
      expect(entry, `${path} is not in the zip`).toBeDefined();
      expect(decoder.decode(entry), path).toBe(svg);
    }
  });
});
