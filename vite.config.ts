// Builds the Foundry system into dist/: the bundled module (sca.mjs) plus the assembled folder and
// the ship art generated from the rules core (src/art: dist/assets/ships/).
// `npm run watch` (vite build --watch) rebuilds on changes to src/, templates/, lang/ and styles/,
// keeping what the full build put in dist/ (packs).
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
// @ts-expect-error plain ESM build script without types
import { assemble } from './scripts/assemble.mjs';
import { shipArtFiles } from './src/art/index.js';
import { TURN_CARD_LANGUAGES, turnCardFiles, type TurnCardLexicon } from './src/art/turn-card.js';
import { TURN_CARD_KINDS } from './src/rules/index.js';

const WATCHING = process.argv.includes('--watch') || process.argv.includes('-w');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((p) => statSync(p).isFile());
}

/** Every token and portrait of src/art under outDir (paths as the packs and the fleet builder use them). */
function writeShipArt(outDir: string): void {
  for (const { path, svg } of shipArtFiles()) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
}

/** HR-5 the turn deck's card faces and back, in each language, worded from lang/<lang>/56-deck.json. */
function writeTurnCards(outDir: string): void {
  const lexicon = (lang: string): TurnCardLexicon => {
    const deck = JSON.parse(readFileSync(resolve('lang', lang, '56-deck.json'), 'utf8')).SCA.Deck;
    const words = Object.fromEntries(
      TURN_CARD_KINDS.map((k) => [k, { name: deck.Card[k].Name, line: deck.Card[k].Line }]),
    );
    return { ...words, back: deck.Back } as TurnCardLexicon;
  };
  const lexicons = Object.fromEntries(TURN_CARD_LANGUAGES.map((l) => [l, lexicon(l)]));
  for (const { path, svg } of turnCardFiles(lexicons as Record<'en' | 'it', TurnCardLexicon>)) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
  }
}

function assembleSystem(): Plugin {
  return {
    name: 'sca-assemble-system',
    apply: 'build',
    buildStart() {
      if (WATCHING)
        for (const dir of ['templates', 'lang', 'styles'])
          for (const file of filesUnder(resolve(dir))) this.addWatchFile(file);
    },
    closeBundle() {
      assemble(resolve('.'), resolve('dist'));
      writeShipArt(resolve('dist'));
      writeTurnCards(resolve('dist'));
    },
  };
}

export default defineConfig({
  build: {
    outDir: 'dist',
    // A watch rebuild keeps dist/packs (compiled by the full build).
    emptyOutDir: !WATCHING,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/main.ts', formats: ['es'], fileName: () => 'sca.mjs' },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
  plugins: [assembleSystem()],
  logLevel: 'warn',
});
