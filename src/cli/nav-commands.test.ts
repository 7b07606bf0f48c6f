// OR-5 `speed --navigation full` and OR-9 `rigging-test` through runCli: one JSON object and exit 0,
// or exit 2 with one stderr line and nothing on stdout.
import { describe, expect, it } from 'vitest';
import { fixtureText, tableIn } from '../../tests/support/digest.js';
import { runCli } from './main.js';

async function sca(
  args: string,
): Promise<{ code: number; out: string; err: string; json: unknown }> {
  let out = '';
  let err = '';
  const code = await runCli(args.trim().split(/\s+/), {
    readStdin: async () => '',
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    defaultSeed: () => 7,
    bench: async () => ({ text: '', json: {} }),
  });
  return { code, out, err, json: code === 0 ? JSON.parse(out) : null };
}

async function expectInvalid(args: string, pattern: RegExp): Promise<void> {
  const r = await sca(args);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

const POINT_FLAG: Record<string, string> = {
  'close-hauled': 'close',
  beam: 'beam',
  quarter: 'quarter',
  'before the wind': 'before',
};
const WINDS = ['light-breeze', 'moderate-breeze', 'strong-wind'];

describe('sca speed --navigation full (OR-5)', () => {
  const cases = tableIn(fixtureText(), 'OR-5').flatMap((r) =>
    WINDS.flatMap((wind, w) =>
      ['easy', 'full'].map(
        (sail, s) => [POINT_FLAG[r[0]!]!, wind, sail, r[1 + w * 2 + s]!] as const,
      ),
    ),
  );
  it.each(cases)('OR-5 --point %s --wind %s --sail %s: %s', async (point, wind, sail, cell) => {
    const [a, b] = cell.split('-').map(Number);
    const r = await sca(`speed --navigation full --point ${point} --wind ${wind} --sail ${sail}`);
    expect(r.code).toBe(0);
    expect(r.json).toEqual({ segment1Mm: a, segment2Mm: b });
  });
  it('OR-5 --rdc-lost 2: -5 mm per segment per RDC', async () =>
    expect(
      (
        await sca(
          'speed --navigation full --point beam --wind strong-wind --sail full --rdc-lost 2',
        )
      ).json,
    ).toEqual({ segment1Mm: 75, segment2Mm: 70 }));
  it('HR-2 --scale 3000: x 0.4 and -2 mm per RDC per segment', async () =>
    expect(
      (
        await sca(
          'speed --navigation full --point quarter --wind strong-wind --sail full --rdc-lost 1 --scale 3000',
        )
      ).json,
    ).toEqual({ segment1Mm: 42, segment2Mm: 42 }));
  it('the Fast Play speed is unchanged without --navigation', async () =>
    expect((await sca('speed --sail full --rdc-lost 2')).json).toEqual({ speedMm: 120 }));
  it.each([
    [
      'speed --navigation full --point close --wind strong-wind --sail hove-to',
      /--sail must be one of easy\|full/,
    ],
    [
      'speed --navigation full --point close --wind strong-wind --sail furled',
      /--sail must be one of easy\|full/,
    ],
    [
      'speed --navigation full --point close --wind breeze --sail full',
      /--wind must be one of light-breeze/,
    ],
    [
      'speed --navigation full --point irons --wind strong-wind --sail full',
      /--point must be one of/,
    ],
    ['speed --navigation full --wind strong-wind --sail full', /--point is required/],
    [
      'speed --navigation full --point close --wind strong-wind --sail full --masts 2',
      /--masts is not a flag of --navigation full/,
    ],
    [
      'speed --navigation full --point close --wind strong-wind --sail full --half-speed',
      /--half-speed is not/,
    ],
    [
      'speed --navigation partial --point close --wind strong-wind --sail full',
      /--navigation must be one of full/,
    ],
    [
      'speed --navigation full --point close --wind strong-wind --sail full --rdc-lost=-1',
      /--rdc-lost must be 0-6/,
    ],
    [
      'speed --navigation full --point close --wind strong-wind --sail full --scale 2000',
      /--scale must be one of/,
    ],
    ['speed --sail full --point close', /--point needs --navigation full/],
  ])('%s exits 2', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca rigging-test (OR-9)', () => {
  it('OR-9 average crew, 3,4,4 (11: +1), easy sail, moderate breeze: 8 + 1 - 2 - 3 = 4', async () => {
    const r = await sca(
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind moderate-breeze',
    );
    expect(r.code).toBe(0);
    expect(r.json).toEqual({ score: 4, damage: false, damagePctDc: 0 });
  });
  it('OR-9 full sail in a strong wind, 2,2,3 (7: -1): 8 - 1 - 5 - 4 = -2, 20 % DC', async () =>
    expect(
      (await sca('rigging-test --crew average --dice 2,2,3 --sail full --wind strong-wind')).json,
    ).toEqual({
      score: -2,
      damage: true,
      damagePctDc: 20,
    }));
  it('OR-9 hove to, RDC lost, a ship collision with rates against and parties ready', async () =>
    // 10 + 2 + 1 - 2 - 1 - 1 - 2 = 7
    expect(
      (
        await sca(
          'rigging-test --crew elite --dice 5,5,6 --sail hove-to --wind light-breeze --rdc-lost 1 --collision ship --rate-diff 2 --parties-ready',
        )
      ).json,
    ).toEqual({ score: 7, damage: false, damagePctDc: 0 }));
  it('OR-9 grounding on rock -5: poor, 1,1,1, full sail, strong wind: 7 - 2 - 5 - 5 - 4 = -9', async () =>
    expect(
      (
        await sca(
          'rigging-test --crew poor --dice 1,1,1 --sail full --wind strong-wind --collision rock',
        )
      ).json,
    ).toEqual({ score: -9, damage: true, damagePctDc: 90 }));
  it.each([
    [
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind strong-wind --rate-diff 1',
      /--rate-diff needs --collision ship/,
    ],
    [
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind strong-wind --collision sand --rate-diff 1',
      /--rate-diff needs --collision ship/,
    ],
    [
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind strong-wind --parties-ready',
      /--parties-ready needs --collision ship/,
    ],
    [
      'rigging-test --crew average --dice 3,4,4 --sail furled --wind strong-wind',
      /--sail must be one of easy\|full\|hove-to/,
    ],
    [
      'rigging-test --crew average --dice 3,4,9 --sail easy --wind strong-wind',
      /--dice takes three faces/,
    ],
    ['rigging-test --crew average --sail easy --wind strong-wind', /--dice is required/],
    [
      'rigging-test --crew green --dice 3,4,4 --sail easy --wind strong-wind',
      /--crew must be one of/,
    ],
    ['rigging-test --crew average --dice 3,4,4 --sail easy --wind storm', /--wind must be one of/],
    [
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind strong-wind --collision reef',
      /--collision must be one of/,
    ],
    [
      'rigging-test --crew average --dice 3,4,4 --sail easy --wind strong-wind --collision ship --rate-diff=-1',
      /--rate-diff must be 0-10/,
    ],
  ])('%s exits 2', (args, pattern) => expectInvalid(args, pattern));
});
