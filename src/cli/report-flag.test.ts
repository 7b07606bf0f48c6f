// --report out.html of bin/sca duel and merge (issue 13, SD-161): the report page is written beside the
// JSON on stdout; a path that is not .html, or cannot be written, exits 2 before any run is played.
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

function io(opts: { unwritable?: string } = {}) {
  const written = new Map<string, string>();
  const progress: number[] = [];
  let out = '';
  let err = '';
  const sca = async (args: string[], files: Record<string, string> = {}) => {
    const code = await runCli(args, {
      readStdin: async () => '',
      readFile: async (p) =>
        files[p] ?? Promise.reject(Object.assign(new Error(), { code: 'ENOENT' })),
      writeFile: async (p, t) => {
        written.set(p, t);
      },
      checkWritable: async (p) => {
        if (p === opts.unwritable) throw Object.assign(new Error('no'), { code: 'EACCES' });
      },
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
      defaultSeed: () => 7,
      progress: (d) => progress.push(d),
      bench: async () => ({ text: '', json: {} }),
    });
    return { code, out, err };
  };
  return { sca, written, progress };
}

const DUEL = ['duel', '--a', '74C:good', '--b', '80L:average', '--runs', '6', '--seed', '2'];

describe('--report (issue 13, SD-161)', () => {
  it('duel --report writes a self-contained page and still prints the same JSON', async () => {
    const plain = await io().sca(DUEL);
    const t = io();
    const r = await t.sca([...DUEL, '--report', 'out.html']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toBe(plain.out);
    const html = t.written.get('out.html') ?? '';
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('74C, good crew');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
  }, 30_000);

  it('merge --report writes the page of the merged sweep', async () => {
    const shard = (await io().sca(DUEL)).out;
    const t = io();
    const r = await t.sca(['merge', 'a.json', '--report', 'all.HTML'], { 'a.json': shard });
    expect([r.code, r.out]).toEqual([0, shard]);
    expect(t.written.get('all.HTML')).toContain('<!doctype html>');
  }, 30_000);

  it.each([
    [['--report', 'a.json'], /^sca: --report names an \.html file, got "a\.json"$/],
    [['--report', 'locked.html'], /^sca: --report: cannot write "locked\.html": EACCES$/],
    [['--report', ''], /^sca: --report needs a value$/],
  ])(
    '%j exits 2 with one line before any run is played, nothing written',
    async (flags, pattern) => {
      const t = io({ unwritable: 'locked.html' });
      const r = await t.sca([...DUEL, ...flags]);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err.trimEnd()).toMatch(pattern);
      expect(t.progress).toEqual([]);
      expect(t.written.size).toBe(0);
    },
  );
});
