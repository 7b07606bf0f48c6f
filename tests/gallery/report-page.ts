// The balance report (issue 13) in the gallery: its page for a real duel sweep and for a hand-made
// battle sweep, written to gallery-out/report/, opened in the gallery's Chromium by gallery.test.ts
// (in the same file, so the packaged browser is never unpacked twice at once), checked like the
// template gallery (clipped text, axe-core) and photographed into gallery-out/screenshots/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderReport } from '../../src/cli/report/index.js';
import { battleFixture, duelSweepFixture } from '../fixtures/sweeps.js';
import { onlyPrefixes } from './build.js';

export interface ReportPage {
  id: string;
  path: string;
}

const PAGES = [
  { id: 'report-duel', summary: () => duelSweepFixture() },
  { id: 'report-battle', summary: () => battleFixture() },
];

/** Whether SCA_GALLERY_ONLY (when set) names a prefix of one of the report pages' ids. */
export function wantsReportPages(only = onlyPrefixes()): boolean {
  return only === null || only.some((p) => PAGES.some((page) => page.id.startsWith(p)));
}

export async function writeReportPages(outDir: string): Promise<ReportPage[]> {
  const dir = join(outDir, 'report');
  mkdirSync(dir, { recursive: true });
  const out: ReportPage[] = [];
  for (const p of PAGES) {
    const path = join(dir, `${p.id}.html`);
    writeFileSync(path, await renderReport(p.summary()));
    out.push({ id: p.id, path });
  }
  return out;
}
