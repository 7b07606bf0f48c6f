// The layer rules must hold on src/ and must fail on a tree that breaks each of them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { findLayerViolations, importCount } from '../scripts/check-layers.mjs';

/** A project root holding `files` (root-relative paths). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'sca-layers-'));
  mkdirSync(join(root, 'src'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const violationsOf = (files: Record<string, string>): string[] => findLayerViolations(tree(files));

describe('layer rules', () => {
  it('hold on this project', () => expect(findLayerViolations('.')).toEqual([]));

  it('flag shipped code importing tests/ or bench/, but not a test file doing so', () => {
    const v = violationsOf({
      'src/foundry/canvas/fixtures.ts':
        "import { fake } from '../../../tests/support/foundry.js';\n",
      'src/cli/bin.ts': "import { runBenchmarks } from '../../bench/index.js';\n",
      'src/foundry/canvas/moves.test.ts':
        "import { fake } from '../../../tests/support/foundry.js';\n",
    });
    expect(v).toHaveLength(2);
    expect(v.join('\n')).toMatch(/fixtures\.ts:1: .*from tests/);
    expect(v.join('\n')).toMatch(/bin\.ts:1: .*from bench/);
  });

  it('flag the canvas importing the turn flow, also through a type import or a dynamic import', () => {
    const v = violationsOf({
      'src/foundry/canvas/a.ts':
        "import type { X } from '../turn/flow.js';\nexport const f = () => import('../turn/battle.js');\n",
      'src/foundry/canvas/ok.ts':
        "import { setting } from '../settings.js';\nimport { y } from './a.js';\n",
    });
    expect(v).toHaveLength(2);
    expect(v.every((line) => line.includes('the canvas sits below the turn flow'))).toBe(true);
  });

  it('flag a chat module importing the turn flow (card kinds are units the turn registers)', () => {
    const v = violationsOf({
      'src/foundry/chat/render.ts': "import { resolveGunnery } from '../turn/gunnery.js';\n",
      'src/foundry/turn/cards/units.ts':
        "import { registerCardKind } from '../../chat/card-kinds.js';\n",
    });
    expect(v).toHaveLength(1);
    expect(v[0]).toContain('chat cards sit below the turn flow');
  });

  it('flag the referee importing any glue area above it', () => {
    const areas = ['turn', 'chat', 'canvas', 'sheets', 'fleet'];
    const v = violationsOf({
      'src/foundry/referee/r.ts': [
        ...areas.map((a) => `import { x${a} } from '../${a}/m.js';`),
        "import { SYSTEM_ID } from '../constants.js';",
        '',
      ].join('\n'),
    });
    expect(v).toHaveLength(areas.length);
    expect(v.every((line) => line.includes('the referee is the lowest glue layer'))).toBe(true);
  });

  it('flag the data models importing the referee or a glue area', () => {
    const v = violationsOf({
      'src/foundry/models/m.ts':
        "import { isReferee } from '../referee/channel.js';\nimport { x } from '../sheets/s.js';\nimport { localize } from '../i18n.js';\n",
    });
    expect(v).toHaveLength(2);
    expect(v.every((line) => line.includes('the data models sit below all the glue'))).toBe(true);
  });

  it('flag the CLI importing the glue and the glue importing the CLI', () => {
    const v = violationsOf({
      'src/cli/c.ts': "export { shipData } from '../foundry/ship-state.js';\n",
      'src/foundry/g.ts': "import { runCli } from '../cli/main.js';\n",
    });
    expect(v).toHaveLength(2);
  });

  it('flag the ship art importing the glue or the CLI, but not the rules core', () => {
    const v = violationsOf({
      'src/art/a.ts':
        "import { SYSTEM_PATH } from '../foundry/constants.js';\nimport { x } from '../cli/args.js';\nimport { SHIP_CLASSES } from '../rules/index.js';\n",
    });
    expect(v).toHaveLength(2);
    expect(v.every((line) => line.includes('the ship art stands on the rules core only'))).toBe(
      true,
    );
  });

  it('count the imports between two areas in one direction, leaving out test files', () => {
    const root = tree({
      'src/foundry/turn/a.ts':
        "import { x } from '../chat/x.js';\nimport {\n  y,\n} from '../chat/y.js';\n",
      'src/foundry/turn/a.test.ts': "import { x } from '../chat/x.js';\n",
      'src/foundry/chat/b.ts': "import { a } from '../turn/a.js';\n",
    });
    expect(importCount(root, 'src/foundry/turn', 'src/foundry/chat')).toBe(2);
    expect(importCount(root, 'src/foundry/chat', 'src/foundry/turn')).toBe(1);
  });
});
