// HR-3 `sca aground` through runCli: one JSON object and exit 0, or exit 2 with one stderr line.
import { describe, expect, it } from 'vitest';
import { runCli } from './main.js';

async function sca(args: string) {
  let out = '';
  let err = '';
  const code = await runCli(args.trim().split(/\s+/), {
    readStdin: async () => '',
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
  });
  return { code, out, err, json: code === 0 ? (JSON.parse(out) as unknown) : null };
}

describe('sca aground (HR-3)', () => {
  it('HR-3 full sail, DC 120: 50% = 60 hull; All gets it off', async () => {
    const r = await sca('aground --sail full --dc 120');
    expect(r.code).toBe(0);
    expect(r.json).toEqual({ hullPoints: 60, pct: 50, unfoulNeeded: 'all' });
  });

  it('HR-3 easy sail, DC 85: 20% = 17 hull; A (or better: A,E / A,E,B / All) gets it off', async () => {
    expect((await sca('aground --sail easy --dc 85')).json).toEqual({
      hullPoints: 17,
      pct: 20,
      unfoulNeeded: 'A',
    });
  });

  it.each([
    ['aground --sail furled --dc 120', /--sail/],
    ['aground --sail full', /--dc is required/],
    ['aground --sail full --dc 0', /--dc must be 1-1000/],
    ['aground --sail full --dc 12.5', /whole number/],
    ['aground --dc 120', /--sail/],
    ['aground --sail full --dc 120 --wind strong-wind', /wind/],
  ])('HR-3 refuses %s with exit 2 and one line', async (args, pattern) => {
    const r = await sca(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(pattern);
  });
});
