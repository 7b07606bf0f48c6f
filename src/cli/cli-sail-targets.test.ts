// CLI contract (see cli.test.ts) for sail, speed and targets.
import { describe, expect, it } from 'vitest';
import { expectInvalid, sca } from '../../tests/support/cli-run.js';

describe('sca sail and speed (FP-5)', () => {
  it('FP-5.4 / FP-5.5 ENE with the wind from N: close-hauled, may bear away 1-3', async () => {
    expect((await sca('sail --heading ENE --wind N')).json).toEqual({
      r: 3,
      pointOfSail: 'closeHauled',
      turns: ['E', 'ESE', 'SE'],
    });
  });
  it('FP-6.6 with a damaged rudder at beam reach: only one point away', async () => {
    expect((await sca('sail --heading W --wind N --rudder')).json).toEqual({
      r: 4,
      pointOfSail: 'beam',
      turns: ['WSW'],
    });
  });
  it('FP-5.5 running before the wind: luffs either side', async () => {
    expect((await sca('sail --heading s --wind n')).json).toEqual({
      r: 8,
      pointOfSail: 'running',
      turns: ['SSE', 'SE', 'SSW', 'SW'],
    });
  });
  it('FP-5.3 full sail with 2 RDC lost: 120 mm; HR-2 easy at 1:3000: 36', async () => {
    expect((await sca('speed --sail full --rdc-lost 2')).json).toEqual({ speedMm: 120 });
    expect((await sca('speed --sail easy --scale 3000')).json).toEqual({ speedMm: 36 });
    expect((await sca('speed --sail full --wind strong --masts 2 --rdc-lost 1')).json).toEqual({
      speedMm: 180,
    });
  });
  it.each([
    ['sail --heading NORTH --wind N', /--heading must be one of/],
    ['sail --heading N', /--wind is required/],
    ['speed --sail full --rdc-lost 7', /--rdc-lost must be 0-6/],
    ['speed --sail full --masts 2 --rdc-lost 5', /--rdc-lost must be 0-4/],
    ['speed --sail half', /--sail must be one of/],
    ['speed --sail full --scale 2000', /--scale must be one of 1200\|3000/],
    ['speed --sail full --wind gale', /--wind must be one of/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca targets (FP-6.2, D-11, D-18, D-17)', () => {
  const ships = (extra: object[] = []) =>
    JSON.stringify({
      ships: [{ id: 'gb', guns: '74C', x: 0, y: 0, heading: 'N' }, ...extra],
      firer: 'gb',
      broadside: 'starboard',
    });
  it('D-18 a single candidate abeam to starboard is chosen', async () => {
    const r = await sca('targets', ships([{ id: 'fr', guns: '74L', x: 300, y: 0, heading: 'N' }]));
    expect(r.json).toEqual({
      candidates: [{ id: 'fr', rangeMm: 300, band: 'medium', half: 'fore', rake: null }],
      chosen: 'fr',
      choices: ['fr'],
    });
  });
  it('D-18 candidates in both halves: the player chooses between the nearest of each', async () => {
    const r = await sca(
      'targets',
      ships([
        { id: 'fore', guns: '64', x: 300, y: 120, heading: 'N' },
        { id: 'aft', guns: '64', x: 300, y: -150, heading: 'N' },
        { id: 'far', guns: '64', x: 600, y: -300, heading: 'N' },
      ]),
    );
    expect(r.json.chosen).toBeNull();
    expect(r.json.choices).toEqual(['fore', 'aft']);
  });
  it('D-17 a ship crossing the T at short range is a bow rake', async () => {
    const r = await sca('targets', ships([{ id: 'fr', guns: '74C', x: 90, y: 0, heading: 'W' }]));
    expect(r.json.candidates).toEqual([
      expect.objectContaining({ id: 'fr', band: 'short', rake: 'bow' }),
    ]);
  });
  it('FP-6.2 a ship on the other side is not a candidate', async () => {
    expect(
      (await sca('targets', ships([{ id: 'fr', guns: '74C', x: -300, y: 0, heading: 'N' }]))).json,
    ).toEqual({ candidates: [], chosen: null, choices: [] });
  });
  it.each([
    ['not json', /not valid JSON/],
    ['{"ships": [], "firer": "a", "broadside": "port"}', /non-empty array/],
    [
      '{"ships": [{"id": "a", "guns": "74C", "x": 0, "y": 0, "heading": "N"}], "firer": "b", "broadside": "port"}',
      /"firer"/,
    ],
    [
      '{"ships": [{"id": "a", "guns": "74C", "x": 0, "y": 0, "heading": "UP"}], "firer": "a", "broadside": "port"}',
      /heading/,
    ],
    [
      '{"ships": [{"id": "a", "guns": "74C", "x": "0", "y": 0, "heading": "N"}], "firer": "a", "broadside": "port"}',
      /x and .y/,
    ],
    [
      '{"ships": [{"id": "a", "guns": "74", "x": 0, "y": 0, "heading": "N"}], "firer": "a", "broadside": "port"}',
      /ambiguous/,
    ],
    [
      '{"ships": [{"id": "a", "guns": "74C", "x": 0, "y": 0, "heading": "N"}, {"id": "a", "guns": "64", "x": 1, "y": 0, "heading": "N"}], "firer": "a", "broadside": "port"}',
      /repeated/,
    ],
    [
      '{"ships": [{"id": "a", "guns": "74C", "x": 0, "y": 0, "heading": "N"}], "firer": "a", "broadside": "bow"}',
      /"broadside"/,
    ],
  ])('invalid stdin: %s', (stdin, pattern) => expectInvalid('targets', pattern, stdin));
});
