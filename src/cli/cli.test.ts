// CLI contract: one JSON object and exit 0, or exit 2 with one stderr line and nothing on stdout.
// Sail, speed and targets: cli-sail-targets.test.ts.
import { describe, expect, it } from 'vitest';
import { expectInvalid, sca } from '../../tests/support/cli-run.js';

describe('sca ship (FP-1.5, FP-2)', () => {
  it('FP-2.1 ship --guns 74C --crew good', async () => {
    const r = await sca('ship --guns 74C --crew good');
    expect(r.code).toBe(0);
    expect(r.out.endsWith('}\n')).toBe(true);
    expect(r.json).toEqual({
      rate: '3rd',
      guns: '74C',
      crew: 'good',
      bf: 7,
      dcCapacity: 130,
      cost: 8,
      hdc: { port: 7, starboard: 7 },
      rdc: 6,
      masts: 3,
      decks: 2,
      base: { lengthMm: 75, widthMm: 40 },
    });
  });
  it('FP-2.1 accepts an unambiguous alias (74L) and defaults to an average crew', async () => {
    expect((await sca('ship --guns 74L')).json).toMatchObject({
      guns: '80S/74L',
      crew: 'average',
      dcCapacity: 140,
      cost: 9,
    });
  });
  it('D-3 a 16-gun brig: 3 HDC (2 port, 1 starboard), 4 RDC, 2 masts, 50x25 base', async () => {
    expect((await sca('ship --guns 16')).json).toMatchObject({
      bf: 1.5,
      hdc: { port: 2, starboard: 1 },
      rdc: 4,
      masts: 2,
      base: { lengthMm: 50, widthMm: 25 },
    });
  });
  it.each([
    ['ship', /--guns is required/],
    ['ship --guns 74', /ambiguous/],
    ['ship --guns 999', /unknown guns/],
    ['ship --guns 74C --crew heroic', /--crew must be one of/],
    ['ship --guns', /--guns needs a value/],
    ['ship --guns 74C extra', /unexpected argument/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca abilita (FP-4.1, FP-4.2)', () => {
  it('FP-4.1 dice 3,4,5 elite with one DC lost: 12 + 2 - 1 = 13', async () => {
    const r = await sca('abilita --dice 3,4,5 --crew elite --dc-lost 1');
    expect(r.json).toMatchObject({ dice: [3, 4, 5], score: 13 });
    expect(r.json.modifiers).toEqual([
      { key: 'crew', label: 'elite crew', value: 2, rule: 'FP-4.1' },
      { key: 'dcLost', label: 'DCs lost', value: -1, rule: 'FP-4.1' },
    ]);
    expect(r.json.results).toEqual({
      extinguish: 'ok',
      extinguishDamagePct: 0,
      unfoul: 'all',
      increaseSail: 'ok',
      decreaseSail: 'ok',
      changeCourse: 'ok',
      short: 'hit',
      medium: 'hit',
      long: 'hit',
      boarding: 'ok',
    });
  });
  it('FP-4.2 score 3: every column fails, extinguish costs 200% DC, crits', async () => {
    const r = await sca('abilita --dice 1,1,1');
    expect(r.json.results).toMatchObject({
      extinguishDamagePct: 200,
      unfoul: 'fail',
      changeCourse: 'critical',
      short: 'unlucky',
    });
  });
  it('FP-4.1 --contacts 3 counts -3 in all; --hove-to adds nothing more', async () => {
    expect((await sca('abilita --dice 4,4,4 --contacts 3')).json.score).toBe(9);
    expect((await sca('abilita --dice 4,4,4 --contacts 3 --hove-to')).json.score).toBe(9);
    expect((await sca('abilita --dice 4,4,4 --hove-to --rudder --fires 2')).json.score).toBe(8);
  });
  it('omitted dice are rolled from the seeded PRNG and reported with the seed', async () => {
    const a = await sca('abilita --seed 42');
    const b = await sca('abilita --seed 42');
    expect(a.json.dice).toEqual(b.json.dice);
    expect(a.json.seed).toBe(42);
    expect((a.json.dice as number[]).every((d) => d >= 1 && d <= 6)).toBe(true);
    expect((await sca('abilita --dice 1,2,3')).json.seed).toBeUndefined();
  });
  it.each([
    ['abilita --dice 1,2', /three faces/],
    ['abilita --dice 0,2,3', /three faces/],
    ['abilita --dice 1,2,7', /three faces/],
    ['abilita --dice a,b,c', /three faces/],
    ['abilita --dice', /--dice needs a value/],
    ['abilita --dice 1,2,3 --crew', /--crew needs a value/],
    ['abilita --dice 1,2,3 --dc-lost -1', /--dc-lost needs a value/],
    ['abilita --dice 1,2,3 --dc-lost=-1', /--dc-lost must be 0-34, got -1/],
    ['abilita --dice 1,2,3 --fires 1.5', /whole number/],
    ['abilita --dice 1,2,3 --bogus', /unknown flag --bogus/],
    ['abilita --dice 1,2,3 --seed x', /--seed must be a whole number/],
    ['abilita --dice 1,2,3 --hove-to=yes', /takes no value/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca fire (FP-6)', () => {
  it('FP-6.3 BF 7 at 250 mm on the hull with 11: medium hit, 35 points', async () => {
    const r = await sca('fire --bf 7 --range-mm 250 --aim hull --dice 3,4,4');
    expect(r.json).toMatchObject({
      dice: [3, 4, 4],
      score: 11,
      band: 'medium',
      result: 'hit',
      damage: 35,
      critical: null,
    });
  });
  it('FP-6.6 well laid at short range with a "double" critical: 7 x 12 x 2 = 168', async () => {
    const r = await sca('fire --bf 7 --range-mm 80 --aim hull --dice 6,6,5 --crit-dice 3,3,3');
    expect(r.json).toMatchObject({
      score: 17,
      band: 'short',
      result: 'wellLaid',
      damage: 168,
      critical: { dice: [3, 3, 3], total: 9, effect: 'double' },
    });
  });
  it('FP-6.6 well laid with a magazine hit keeps the normal damage', async () => {
    expect(
      (await sca('fire --bf 7 --range-mm 80 --aim hull --dice 6,6,6 --crit-dice 6,6,6')).json,
    ).toMatchObject({ damage: 84, critical: { effect: 'magazine' } });
  });
  it('FP-6.5 unlucky shot: no damage, the firer rolls the unlucky table', async () => {
    const r = await sca('fire --bf 7 --range-mm 80 --aim hull --dice 1,1,2 --crit-dice 1,2,2');
    expect(r.json).toMatchObject({
      score: 4,
      result: 'unlucky',
      damage: 0,
      critical: { total: 5, effect: 'burst-hdc' },
    });
  });
  it('FP-6.4 a stern rake at short range: BF 6 x 12 x 4 = 288', async () => {
    expect(
      (await sca('fire --bf 6 --range-mm 100 --aim hull --rake stern --dice 4,4,4')).json,
    ).toMatchObject({ band: 'short', damage: 288 });
  });
  it('FP-6.3 rigging of a target at easy sail at long range: x1; D-16 BF 1.5 -> 2', async () => {
    expect(
      (await sca('fire --bf 1.5 --range-mm 600 --aim rigging --target-sail easy --dice 4,4,4'))
        .json,
    ).toMatchObject({ band: 'long', damage: 2 });
  });
  it('FP-A2 carronades at long range hit for no damage', async () => {
    expect(
      (await sca('fire --bf 3 --range-mm 600 --aim hull --carronades --dice 4,4,4')).json,
    ).toMatchObject({ result: 'hit', damage: 0 });
  });
  it('FP-6.1 beyond 700 mm: out of range', async () => {
    expect((await sca('fire --bf 7 --range-mm 700.5 --aim hull --dice 4,4,4')).json).toMatchObject({
      band: 'out',
      result: 'outOfRange',
      damage: 0,
      critical: null,
    });
  });
  it('the Abilità flags modify the score', async () => {
    expect(
      (
        await sca(
          'fire --bf 7 --range-mm 80 --aim hull --dice 3,3,3 --crew poor --fires 1 --dc-lost 2',
        )
      ).json,
    ).toMatchObject({ score: 5, result: 'miss' });
  });
  it.each([
    ['fire --bf 7 --range-mm 500 --aim hull --rake bow --dice 4,4,4', /short or medium/],
    ['fire --bf 7 --range-mm 50 --aim rigging --rake bow --dice 4,4,4', /hull/],
    ['fire --bf 7 --range-mm 800 --aim hull --rake stern --dice 4,4,4', /short or medium/],
    ['fire --range-mm 50 --aim hull', /--bf is required/],
    ['fire --bf 7 --aim hull', /--range-mm is required/],
    ['fire --bf 7 --range-mm 50', /--aim is required/],
    ['fire --bf=-1 --range-mm 50 --aim hull', /--bf must be 0-14/],
    ['fire --bf 15 --range-mm 50 --aim hull', /--bf must be 0-14/],
    ['fire --bf 7 --range-mm=-5 --aim hull', /--range-mm must be/],
    ['fire --bf 7 --range-mm -5 --aim hull', /--range-mm needs a value/],
    ['fire --bf 7 --range-mm 50 --aim deck', /--aim must be one of hull\|rigging/],
    ['fire --bf 7 --range-mm 50 --aim hull --target-sail reefed', /--target-sail/],
    ['fire --bf 7 --range-mm 50 --aim hull --crit-dice 9,9,9 --dice 6,6,6', /three faces/],
    ['fire --bf seven --range-mm 50 --aim hull', /--bf must be a number/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca morale (FP-8.2)', () => {
  it('FP-8.2 DC 120, dice 2,2,2 (-2), two HDC lost (-4): 12 - 2 - 4 = 6', async () => {
    const r = await sca('morale --dc 120 --dice 2,2,2 --hdc-lost 2');
    expect(r.json).toMatchObject({
      dice: [2, 2, 2],
      base: 12,
      diceModifier: -2,
      score: 6,
      struck: false,
    });
    expect(r.json.modifiers).toEqual([
      { key: 'hdcLost', label: 'HDC lost', value: -4, rule: 'FP-8.2' },
    ]);
  });
  it('FP-8.2 a stern rake and a low roll strike a frigate', async () => {
    const r = await sca(
      'morale --dc 80 --dice 1,2,3 --stern-rakes 1 --previous-tests 1 --fire --hove-to --rudder --rdc-lost 1 --hits 1 --bow-rakes 0',
    );
    expect(r.json).toMatchObject({
      base: 8,
      diceModifier: -2,
      score: 8 - 2 - 4 - 1 - 1 - 1 - 1 - 1 - 1,
      struck: true,
    });
  });
  it.each([
    ['morale --dice 3,3,3', /--dc is required/],
    ['morale --dc 0 --dice 3,3,3', /--dc must be/],
    ['morale --dc 120 --hits -2', /--hits/],
    ['morale --dc 120 --rakes 1', /unknown flag --rakes/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca melee (FP-7.5)', () => {
  it('FP-7.5 15+ (+2), better crew, larger, one support: capture', async () => {
    const r = await sca(
      'melee --dice 5,5,5 --own-crew good --own-bf 9 --enemy-bf 7 --own-support 1',
    );
    expect(r.json).toMatchObject({
      dice: [5, 5, 5],
      diceModifier: 2,
      score: 5,
      outcome: 'captured',
    });
  });
  it('FP-7.6 supports on both sides cancel', async () => {
    expect((await sca('melee --dice 4,4,4 --own-support 2 --enemy-support 1')).json).toMatchObject({
      diceModifier: 1,
      score: 1,
      outcome: 'continues',
    });
  });
  it('FP-7.5 losses count: enemy DCs +1 each, own DCs -1 each', async () => {
    expect((await sca('melee --dice 3,3,3 --own-dc-lost 2 --enemy-dc-lost 1')).json).toMatchObject({
      diceModifier: -1,
      score: -2,
      outcome: 'repelled',
    });
  });
  it.each([
    ['melee --own-bf 9', /go together/],
    ['melee --own-crew brave', /--own-crew/],
    ['melee --enemy-support x', /whole number/],
  ])('invalid: %s', (args, pattern) => expectInvalid(args, pattern));
});

describe('sca commands and bench', () => {
  it.each([
    ['', /missing command/],
    ['launch', /unknown command "launch"/],
    // Object's own names are not commands (they used to reach Object.prototype: internal error, exit 1).
    ['constructor', /^sca: unknown command "constructor" \(one of ship, /],
    ['__proto__', /^sca: unknown command "__proto__"/],
    ['toString', /^sca: unknown command "toString"/],
    ['hasOwnProperty --x', /^sca: unknown command "hasOwnProperty"/],
    ['bench --json --text', /--json and --text exclude each other/],
    ['bench --runs 5', /^sca: bench: --runs goes with --sweep\n$/],
    ['bench --sweep --runs 1', /^sca: --runs must be 2-10000, got 1\n$/],
    // The in-process CLI has no worker threads; bin/sca bench --sweep is run by sweep-bin.test.ts.
    ['bench --sweep', /^sca: bench --sweep needs the built CLI \(bin\/sca\)\n$/],
  ])('invalid: "%s"', (args, pattern) => expectInvalid(args, pattern));
  it('bench prints one JSON object, as every command (--json accepted); --text prints the table', async () => {
    expect((await sca('bench')).json).toEqual({ stub: true });
    expect((await sca('bench')).out).toBe('{"stub":true}\n');
    expect((await sca('bench --json')).json).toEqual({ stub: true });
    expect((await sca('bench --text')).out).toBe('bench text\n');
  });
});

describe('long values are cut short in the error line', () => {
  const long = 'x'.repeat(100_000);
  it.each(
    [
      ['abilita --crew', '--crew must be one of'],
      ['fire --bf', '--bf must be a number'],
      ['abilita --dice', '--dice takes three faces'],
      ['ship --crew good --guns', ''],
      ['', 'unknown command'],
      ['ship', 'unexpected argument'],
      ['ship --', 'unknown flag'],
    ].map(([before, start]) => [
      before!,
      start!,
      `${before}${before!.endsWith('--') || before === '' ? '' : ' '}${long}`,
    ]),
  )('%#: a 100 kB value after "%s"', async (_before, start, args) => {
    const r = await sca(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(start);
    expect(r.err.length).toBeLessThan(400);
    expect(r.err).toMatch(/x{50,60}…/);
  });
  it('a value up to 60 characters is echoed whole', async () => {
    const r = await sca(`abilita --crew ${'y'.repeat(60)}`);
    expect(r.err).toContain(`got "${'y'.repeat(60)}"`);
  });
});
