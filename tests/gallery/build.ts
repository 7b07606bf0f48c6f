// Builds the gallery: every entry of tests/gallery/entries/*.ts rendered in English and Italian with
// the real templates and the Foundry-helper re-implementations (tests/fake-foundry/templates.ts),
// wrapped with the system CSS (styles/*.css concatenated in sorted order, like the build), each shown
// in Foundry v13's light and dark application themes, written to gallery-out/index.html. Needs the
// Foundry fake installed (vitest's setup file does it). SCA_GALLERY_ONLY=prefix,prefix renders only
// the entries whose id starts with one of the prefixes (for working on one area).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Handlebars from 'handlebars';
import { fake } from '../fake-foundry/install.js';
import { renderSystemTemplate, useI18n } from '../fake-foundry/templates.js';
import type { GalleryEntry, GalleryLang } from './types.js';

export const GALLERY_LANGS: readonly GalleryLang[] = ['en', 'it'];
export const GALLERY_THEMES = ['light', 'dark'] as const;
export type GalleryTheme = (typeof GALLERY_THEMES)[number];
export const ONLY_ENV = 'SCA_GALLERY_ONLY';
export const DEFAULT_WIDTH = 720;

export interface LoadedEntry extends GalleryEntry {
  file: string;
}

export interface RenderedEntry {
  entry: LoadedEntry;
  lang: GalleryLang;
  /** DOM id prefix of the entry's frames in index.html (one per theme: frameIdIn). */
  frameId: string;
  html: string;
  /** Localisation keys the render asked for and the language lacks. */
  missing: string[];
  /** A failure to build the context or render the template. */
  error: string | null;
}

/** The id prefixes SCA_GALLERY_ONLY names, or null for every entry. */
export function onlyPrefixes(env: NodeJS.ProcessEnv = process.env): string[] | null {
  const list = (env[ONLY_ENV] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return list.length ? list : null;
}

/** Every entry of every entries/*.ts module (ids must be unique), narrowed by SCA_GALLERY_ONLY. */
export function loadEntries(only = onlyPrefixes()): LoadedEntry[] {
  const modules = import.meta.glob<{ galleryEntries?: GalleryEntry[] }>('./entries/*.ts', {
    eager: true,
  });
  const out: LoadedEntry[] = [];
  const seen = new Map<string, string>();
  for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if (!Array.isArray(mod.galleryEntries))
      throw new Error(`${file} does not export galleryEntries: GalleryEntry[]`);
    for (const e of mod.galleryEntries) {
      const other = seen.get(e.id);
      if (other) throw new Error(`gallery entry id "${e.id}" is used by ${other} and ${file}`);
      seen.set(e.id, file);
      out.push({ ...e, file });
    }
  }
  return only ? out.filter((e) => only.some((p) => e.id.startsWith(p))) : out;
}

/** Renders every entry in both languages, switching the fake's i18n language per render. */
export async function renderEntries(entries: readonly LoadedEntry[]): Promise<RenderedEntry[]> {
  const out: RenderedEntry[] = [];
  // The installed fake's i18n, in `lang`, feeding the template helpers too (re-read each time: a
  // context may reinstall the fake).
  const i18nIn = (lang: GalleryLang) => {
    const { i18n } = fake();
    if (i18n.lang !== lang) i18n.setLanguage(lang);
    useI18n(i18n);
    return i18n;
  };
  try {
    for (const lang of GALLERY_LANGS) {
      for (const entry of entries) {
        const before = i18nIn(lang);
        before.missing.clear();
        const missing = new Set<string>();
        let html = '';
        let error: string | null = null;
        try {
          const context = await entry.context(lang);
          for (const k of before.missing) missing.add(k);
          const during = i18nIn(lang);
          during.missing.clear();
          html = renderSystemTemplate(entry.template, context);
          for (const k of during.missing) missing.add(k);
        } catch (e) {
          error = e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e);
        }
        out.push({
          entry,
          lang,
          frameId: `${entry.id}--${lang}`,
          html,
          missing: [...missing].sort(),
          error,
        });
      }
    }
  } finally {
    const i18n = i18nIn('en');
    i18n.missing.clear();
  }
  return out;
}

/** The system stylesheet as the build assembles it (scripts/assemble.mjs). */
export function systemCss(root = process.cwd()): string {
  const dir = resolve(root, 'styles');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => `/* ${f} */\n${readFileSync(join(dir, f), 'utf8')}`)
    .join('\n');
}

/** DOM id of a rendered entry's frame in one theme. */
export function frameIdIn(r: Pick<RenderedEntry, 'frameId'>, theme: GalleryTheme): string {
  return `${r.frameId}--${theme}`;
}

// Foundry v13 paints a themed window (and the chat log) with its own background and text colour; the
// frames stand in for them so a template that paints nothing is judged on what Foundry would show.
const GALLERY_CSS = `
body { margin: 0; padding: 16px; background: #6b6b6b; font-family: sans-serif; }
.gallery-index { columns: 3; margin: 0 0 16px; padding: 12px 28px; background: #fff; font-size: 13px; }
.gallery-entry { margin: 0 0 24px; }
.gallery-entry > h2 { margin: 0 0 6px; color: #fff; font-size: 14px; font-weight: normal; }
.gallery-entry > h2 code { color: #ffe9a8; }
.gallery-frame { padding: 0; }
.gallery-frame.theme-light { background: #e7e1d1; color: #191813; }
.gallery-frame.theme-dark { background: #17181d; color: #e7e4dc; }
`;

export function galleryHtml(rendered: readonly RenderedEntry[]): string {
  const esc = Handlebars.escapeExpression;
  const index = rendered
    .flatMap((r) =>
      GALLERY_THEMES.map(
        (t) =>
          `<li><a href="#${esc(frameIdIn(r, t))}">${esc(r.entry.title)} (${r.lang}, ${t})</a></li>`,
      ),
    )
    .join('\n');
  const sections = rendered
    .flatMap((r) =>
      GALLERY_THEMES.map(
        (
          t,
        ) => `<section class="gallery-entry" id="${esc(frameIdIn(r, t))}-section" data-entry="${esc(r.entry.id)}" data-lang="${r.lang}" data-theme="${t}">
<h2>${esc(r.entry.title)} <code>${esc(r.entry.id)}</code> [${r.lang}, ${t}] <small>${esc(r.entry.template)}</small></h2>
<div class="gallery-frame signal-close-action themed theme-${t}" id="${esc(frameIdIn(r, t))}" style="width: ${r.entry.width ?? DEFAULT_WIDTH}px">
${r.error ? `<pre class="gallery-error">${esc(r.error)}</pre>` : r.html}
</div>
</section>`,
      ),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Signal Close Action: template gallery</title>
<style>${GALLERY_CSS}</style>
<style>
${systemCss()}
</style>
</head>
<body>
<ol class="gallery-index">
${index}
</ol>
${sections}
</body>
</html>
`;
}

export interface BuiltGallery {
  outDir: string;
  indexPath: string;
  screenshotDir: string;
  rendered: RenderedEntry[];
}

/** Renders every entry and writes gallery-out/index.html (screenshots are taken by the browser check). */
export async function buildGallery(
  outDir = resolve(process.cwd(), 'gallery-out'),
): Promise<BuiltGallery> {
  const rendered = await renderEntries(loadEntries());
  const screenshotDir = join(outDir, 'screenshots');
  rmSync(screenshotDir, { recursive: true, force: true });
  mkdirSync(screenshotDir, { recursive: true });
  const indexPath = join(outDir, 'index.html');
  writeFileSync(indexPath, galleryHtml(rendered));
  return { outDir, indexPath, screenshotDir, rendered };
}
