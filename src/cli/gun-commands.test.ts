// bin/sca fire --gunnery full, reload and signal through runCli (the CLI contract of issue 11).
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

async function expectInvalid(args: string, pattern: RegExp) {
  const r = await sca(args);
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trimEnd().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(pattern);
}

describe('sca fire --gunnery full (OR-6)', () => {
  it('OR-6 short range, initial broadside at the hull: target, collateral, opposite', async () => {
    const r = await sca('fire --gunnery full --bf 7 --band short --broadside initial --aim hull');
    expect(r.code).toBe(0);
    expect(r.json).toEqual({ target: 49, collateral: 7, opposite: 7 });
  });
  it('OR-6 rigging of a target at easy sail; no opposite side away from short range', async () => {
    expect(
      (
        await sca(
          'fire --gunnery full --bf 7 --band medium --broadside normal --aim rigging --target-sail easy',
        )
      ).json,
    ).toEqual({ target: 21, collateral: 7, opposite: 0 });
    expect(
      (
        await sca(
          'fire --gunnery full --bf 7 --band long --broadside initial --aim rigging --target-sail full',
        )
      ).json,
    ).toEqual({ target: 21, collateral: 7, opposite: 0 });
  });
  it('OR-6 / D-16 a fractional BF rounds each figure, halves up', async () => {
    expect(
      (await sca('fire --gunnery full --bf 1.5 --band medium --broadside normal --aim hull')).json,
    ).toEqual({ target: 5, collateral: 2, opposite: 0 });
  });
  it('SD-36 / SD-37 a rake and carronades are taken too', async () => {
    expect(
      (
        await sca(
          'fire --gunnery full --bf 2 --band short --broadside normal --aim hull --rake stern',
        )
      ).json,
    ).toEqual({ target: 40, collateral: 2, opposite: 2 });
    expect(
      (
        await sca(
          'fire --gunnery full --bf 2 --band long --broadside normal --aim hull --carronades',
        )
      ).json,
    ).toEqual({ target: 0, collateral: 0, opposite: 0 });
  });
  it('FP-6 fire without --gunnery is unchanged', async () => {
    const r = await sca('fire --bf 7 --range-mm 250 --aim hull --dice 3,4,4');
    expect(r.json).toMatchObject({ band: 'medium', result: 'hit', damage: 35 });
    expect(
      (await sca('fire --gunnery fast --bf 7 --range-mm 250 --aim hull --dice 3,4,4')).json,
    ).toEqual(r.json);
  });
  it.each([
    ['fire --gunnery full --bf=-1 --band short --broadside normal --aim hull', /--bf must be 0-14/],
    ['fire --gunnery full --bf 7 --broadside normal --aim hull', /--band is required/],
    ['fire --gunnery full --bf 7 --band short --aim hull', /--broadside is required/],
    [
      'fire --gunnery full --bf 7 --band out --broadside normal --aim hull',
      /--band must be one of/,
    ],
    ['fire --gunnery full --bf 7 --band short --broadside first --aim hull', /--broadside must be/],
    [
      'fire --gunnery full --bf 7 --band short --broadside normal --aim hull --range-mm 50',
      /--range-mm is not a flag of --gunnery full/,
    ],
    [
      'fire --gunnery full --bf 7 --band short --broadside normal --aim hull --dice 4,4,4',
      /--dice is not a flag/,
    ],
    [
      'fire --gunnery full --bf 7 --band short --broadside normal --aim hull --crew elite',
      /--crew is not a flag/,
    ],
    [
      'fire --gunnery full --bf 7 --band long --broadside normal --aim hull --rake bow',
      /short or medium/,
    ],
    [
      'fire --gunnery half --bf 7 --band short --broadside normal --aim hull',
      /--gunnery must be one of fast\|full/,
    ],
    ['fire --bf 7 --range-mm 50 --aim hull --band short', /--band needs --gunnery full/],
    [
      'fire --bf 7 --range-mm 50 --aim hull --broadside initial',
      /--broadside needs --gunnery full/,
    ],
  ])('OR-6 invalid: %s exits 2 with one line', async (args, pattern) => {
    await expectInvalid(args, pattern);
  });
});

describe('sca reload (OR-6)', () => {
  it.each([
    ['elite', 5, { reloaded: true, initial: false }],
    ['good', 5, { reloaded: false, initial: false }],
    ['good', 7, { reloaded: true, initial: false }],
    ['poor', 8, { reloaded: false, initial: false }],
    ['poor', 9, { reloaded: true, initial: false }],
    ['average', 16, { reloaded: true, initial: true }],
    ['elite', 4, { reloaded: false, initial: false }],
  ] as const)('OR-6 reload --crew %s --score %i', async (crew, score, expected) => {
    expect((await sca(`reload --crew ${crew} --score ${score}`)).json).toEqual(expected);
  });
  it.each([
    ['reload --crew good', /--score is required/],
    ['reload --score 9', /--crew is required/],
    ['reload --crew good --score 19', /--score must be 3-18/],
    ['reload --crew green --score 9', /--crew must be one of/],
    ['reload --crew good --score 9.5', /whole number/],
  ])('OR-6 invalid: %s exits 2 with one line', async (args, pattern) => {
    await expectInvalid(args, pattern);
  });
});

describe('sca signal (FP-A3)', () => {
  it('FP-A3 one element needs 7+, two 8+', async () => {
    expect((await sca('signal --dice 2,2,3 --elements 1')).json).toEqual({
      score: 7,
      received: true,
    });
    expect((await sca('signal --dice 2,2,3 --elements 2')).json).toEqual({
      score: 7,
      received: false,
    });
  });
  it('FP-A3 each circumstance is -1', async () => {
    expect(
      (
        await sca(
          'signal --dice 6,6,1 --elements 2 --under-fire --ordered-to-fire --boarding --on-fire --foreign-crew',
        )
      ).json,
    ).toEqual({ score: 8, received: true });
    expect((await sca('signal --dice 4,4,1 --elements 2 --foreign-crew')).json).toEqual({
      score: 8,
      received: true,
    });
  });
  it.each([
    ['signal --elements 1', /--dice is required/],
    ['signal --dice 2,2,3', /--elements is required/],
    ['signal --dice 2,2,3 --elements 3', /--elements must be 1-2/],
    ['signal --dice 2,2,7 --elements 1', /three faces/],
    ['signal --dice 2,2,3 --elements 1 --wet', /unknown flag --wet/],
  ])('FP-A3 invalid: %s exits 2 with one line', async (args, pattern) => {
    await expectInvalid(args, pattern);
  });
});
