import { describe, expect, it } from 'vitest';
import { RuleError } from '../errors.js';
import type { ShipBody, TableShip } from './ship-shape.js';
import { allPairsTargets } from './targeting-fast.js';
import { allPairsTargetsNaive, broadsideTargets } from './targeting.js';

const THIRD_RATE: ShipBody = { lengthMm: 75, widthMm: 40, masts: 3 };
const BRIG: ShipBody = { lengthMm: 50, widthMm: 25, masts: 2 };
const SLOOP: ShipBody = { lengthMm: 50, widthMm: 25, masts: 3 };
const ship = (id: string, x: number, y: number, headingDeg = 0, body = THIRD_RATE): TableShip => ({
  id,
  pose: { x, y, headingDeg },
  body,
});
/** The firer in every scenario: a 75x40 at the origin heading north; starboard fires east. */
const FIRER = ship('firer', 0, 0);

describe('candidates', () => {
  it('FP-6.2 a ship abeam on a parallel course: range 300, medium, on the centre line = fore (D-18)', () => {
    const result = broadsideTargets([FIRER, ship('a', 300, 0)], 'firer', 'starboard');
    expect(result).toEqual({
      candidates: [{ id: 'a', rangeMm: 300, band: 'medium', half: 'fore', rake: null }],
      chosen: 'a',
      choices: ['a'],
    });
    expect(broadsideTargets([FIRER, ship('a', 300, 0)], 'firer', 'port')).toEqual({
      candidates: [],
      chosen: null,
      choices: [],
    });
  });

  it('FP-6.2 the port arc finds ships to the west', () => {
    const result = broadsideTargets([FIRER, ship('w', -300, 0)], 'firer', 'port');
    expect(result.candidates).toEqual([
      { id: 'w', rangeMm: 300, band: 'medium', half: 'fore', rake: null },
    ]);
  });

  it('FP-6.2 a friendly ship is a target like any other (an ordered broadside fires)', () => {
    // No side is modelled here at all: every other ship in the arc counts.
    const result = broadsideTargets(
      [FIRER, ship('friend', 250, 0), ship('foe', 320, 0)],
      'firer',
      'starboard',
    );
    expect(result.chosen).toBe('friend');
  });

  it('D-11 a hull clipping the fore edge of the arc counts although its centre is outside', () => {
    // Target heading east at (200, 200): hull x 166.25..233.75, y 184..216; the fore edge is y = x - 20,
    // so the hull corner (233.75, 184) lies inside while the centre (200, 200) does not.
    const result = broadsideTargets([FIRER, ship('t', 200, 200, 90)], 'firer', 'starboard');
    expect(result.candidates).toHaveLength(1);
    expect(result.candidates[0]!.rangeMm).toBeCloseTo(181.25 * Math.SQRT2, 10);
    expect(result.candidates[0]).toMatchObject({ band: 'medium', half: 'fore', rake: null });
  });

  it('D-11 the same hull 30 mm further north misses the arc: corner (233.75, 214) is beyond y = x - 20', () => {
    expect(
      broadsideTargets([FIRER, ship('t', 200, 230, 90)], 'firer', 'starboard').candidates,
    ).toEqual([]);
  });

  it('D-11 a ship dead ahead is in range but in neither arc', () => {
    const ships = [FIRER, ship('ahead', 0, 300)];
    expect(broadsideTargets(ships, 'firer', 'starboard').candidates).toEqual([]);
    expect(broadsideTargets(ships, 'firer', 'port').candidates).toEqual([]);
  });

  it('D-10 a hull inside the arc with masts exactly 700 mm away is a long-range candidate', () => {
    const result = broadsideTargets([FIRER, ship('t', 700, 0)], 'firer', 'starboard');
    expect(result.candidates).toEqual([
      { id: 't', rangeMm: 700, band: 'long', half: 'fore', rake: null },
    ]);
  });

  it('D-11 a hull reaching into the arc with masts 720.5 mm away is not a candidate', () => {
    // Hull x from 704.5: inside the 700 mm radius from the apex at x = 20, but out of gun range.
    expect(broadsideTargets([FIRER, ship('t', 720.5, 0)], 'firer', 'starboard').candidates).toEqual(
      [],
    );
  });

  it('D-11 the arcDeg option narrows the arc: a 50x25 at bearing ~28 degrees off the beam', () => {
    const ships = [FIRER, ship('t', 300, 150, 0, SLOOP)];
    expect(broadsideTargets(ships, 'firer', 'starboard').candidates.map((c) => c.id)).toEqual([
      't',
    ]);
    // Nearest hull corner (310, 127.5) is atan(127.5 / 290) = 23.7 degrees off the beam.
    expect(broadsideTargets(ships, 'firer', 'starboard', { arcDeg: 30 }).candidates).toEqual([]);
    expect(
      broadsideTargets(ships, 'firer', 'starboard', { arcDeg: 48 }).candidates.map((c) => c.id),
    ).toEqual(['t']);
  });

  it('HR-2 at 1:3000 the arc and the gun range end at 280 mm', () => {
    const small: ShipBody = { lengthMm: 30, widthMm: 16, masts: 3 };
    const firer = ship('firer', 0, 0, 0, small);
    const near = broadsideTargets([firer, ship('t', 250, 0, 0, small)], 'firer', 'starboard', {
      scale: 3000,
    });
    expect(near.candidates).toEqual([
      { id: 't', rangeMm: 250, band: 'long', half: 'fore', rake: null },
    ]);
    const close = broadsideTargets([firer, ship('t', 40, 0, 0, small)], 'firer', 'starboard', {
      scale: 3000,
    });
    expect(close.candidates[0]!.band).toBe('short');
    const far = broadsideTargets([firer, ship('t', 290, 0, 0, small)], 'firer', 'starboard', {
      scale: 3000,
    });
    expect(far.candidates).toEqual([]);
  });

  it('FP-6.2 unknown firers and duplicate ids are refused', () => {
    expect(() => broadsideTargets([FIRER], 'nobody', 'port')).toThrow(RuleError);
    expect(() => broadsideTargets([FIRER, ship('firer', 300, 0)], 'firer', 'port')).toThrow(
      RuleError,
    );
  });
});

describe('choosing the target', () => {
  it('D-18 two candidates in the fore half: the nearer mast to mast is the target', () => {
    // a: (0, 18.75) to (300, 31.25) = sqrt(300^2 + 12.5^2); b: (0, 18.75) to (200, 41.25) = sqrt(200^2 + 22.5^2).
    const result = broadsideTargets(
      [FIRER, ship('a', 300, 50), ship('b', 200, 60)],
      'firer',
      'starboard',
    );
    expect(result.candidates.map((c) => [c.id, c.half])).toEqual([
      ['b', 'fore'],
      ['a', 'fore'],
    ]);
    expect(result.candidates[0]!.rangeMm).toBeCloseTo(Math.sqrt(200 ** 2 + 22.5 ** 2), 12);
    expect(result.candidates[1]!.rangeMm).toBeCloseTo(Math.sqrt(300 ** 2 + 12.5 ** 2), 12);
    expect(result.chosen).toBe('b');
    expect(result.choices).toEqual(['b']);
  });

  it('D-18 all candidates aft: the nearest is forced', () => {
    const result = broadsideTargets(
      [FIRER, ship('a', 300, -50), ship('b', 400, -60)],
      'firer',
      'starboard',
    );
    expect(result.candidates.map((c) => c.half)).toEqual(['aft', 'aft']);
    expect(result.chosen).toBe('a');
  });

  it('D-18 candidates in both halves: the player chooses between the nearest fore and the nearest aft', () => {
    const ships = [
      FIRER,
      ship('far-fore', 500, 60),
      ship('aft', 400, -50),
      ship('fore', 300, 50),
      ship('far-aft', 600, -80),
    ];
    const result = broadsideTargets(ships, 'firer', 'starboard');
    expect(result.candidates.map((c) => c.id)).toEqual(['fore', 'aft', 'far-fore', 'far-aft']);
    expect(result.chosen).toBeNull();
    expect(result.choices).toEqual(['fore', 'aft']);
  });

  it('D-18 at equal range the mainmast nearer the centre line wins', () => {
    // Both nearest masts are at (300, 21.25); a's mainmast is at y 40, the brig's (heading south,
    // mainmast aft) at y 36.25.
    const ships = [FIRER, ship('a', 300, 40), ship('brig', 300, 28.75, 180, BRIG)];
    const result = broadsideTargets(ships, 'firer', 'starboard');
    expect(result.candidates[0]!.rangeMm).toBe(result.candidates[1]!.rangeMm);
    expect(result.chosen).toBe('brig');
    expect(result.candidates.map((c) => c.id)).toEqual(['brig', 'a']);
  });

  it('D-18 equal range and equal centre-line distance: input order decides', () => {
    const first = broadsideTargets(
      [FIRER, ship('x', 300, 40), ship('y', 300, 40, 180)],
      'firer',
      'starboard',
    );
    expect(first.chosen).toBe('x');
    const second = broadsideTargets(
      [FIRER, ship('y', 300, 40, 180), ship('x', 300, 40)],
      'firer',
      'starboard',
    );
    expect(second.chosen).toBe('y');
  });
});

describe('rakes', () => {
  it('D-17 a target heading away across the beam with its mainmast on the centre line is stern-raked', () => {
    // Target masts (318.75, 0), (300, 0), (281.25, 0): range 281.25, medium.
    const result = broadsideTargets([FIRER, ship('t', 300, 0, 90)], 'firer', 'starboard');
    expect(result.candidates).toEqual([
      { id: 't', rangeMm: 281.25, band: 'medium', half: 'fore', rake: 'stern' },
    ]);
  });

  it('D-17 a target heading towards the firer at short range is bow-raked', () => {
    const result = broadsideTargets([FIRER, ship('t', 100, 0, 270)], 'firer', 'starboard');
    expect(result.candidates).toEqual([
      { id: 't', rangeMm: 81.25, band: 'short', half: 'fore', rake: 'bow' },
    ]);
  });

  it('D-17 the port side rakes too: heading west, away from a firer shooting west', () => {
    const result = broadsideTargets([FIRER, ship('t', -300, 0, 270)], 'firer', 'port');
    expect(result.candidates[0]!.rake).toBe('stern');
  });

  it('D-17 near miss: 89 degrees is not 4 points; 90 + 1e-7 is within the tolerance', () => {
    expect(
      broadsideTargets([FIRER, ship('t', 300, 0, 89)], 'firer', 'starboard').candidates[0]!.rake,
    ).toBeNull();
    expect(
      broadsideTargets([FIRER, ship('t', 300, 0, 90 + 1e-7)], 'firer', 'starboard').candidates[0]!
        .rake,
    ).toBe('stern');
  });

  it('D-17 the centre line must pass within half the target base width of its mainmast', () => {
    const at = (y: number) =>
      broadsideTargets([FIRER, ship('t', 300, y, 90)], 'firer', 'starboard').candidates[0]!;
    expect(at(20).rake).toBe('stern');
    expect(at(-20)).toMatchObject({ half: 'aft', rake: 'stern' });
    expect(at(20.01).rake).toBeNull();
    // Half of the target's own width: 12.5 for a 50x25.
    const brig = (y: number) =>
      broadsideTargets([FIRER, ship('t', 300, y, 270, SLOOP)], 'firer', 'starboard').candidates[0]!
        .rake;
    expect(brig(12.5)).toBe('bow');
    expect(brig(12.6)).toBeNull();
  });

  it('FP-6.4 no rake at long range', () => {
    // Range 481.25 > 350.
    const result = broadsideTargets([FIRER, ship('t', 500, 0, 90)], 'firer', 'starboard');
    expect(result.candidates[0]).toMatchObject({ band: 'long', rake: null });
  });

  it('D-17 a firer heading east raking a target heading north from its starboard side (south)', () => {
    const firer = ship('f', 0, 0, 90);
    // Starboard fires south; a target heading north points its bow at the firer.
    // Firer mainmast (0, 0) to the target's fore mast (0, -181.25).
    const result = broadsideTargets([firer, ship('t', 0, -200, 0)], 'f', 'starboard');
    expect(result.candidates[0]).toMatchObject({ half: 'fore', rake: 'bow', rangeMm: 181.25 });
  });
});

describe('all broadsides', () => {
  it('FP-6.2 both sides of every ship, fast and naive alike, on a hand-checked layout', () => {
    const ships = [FIRER, ship('east', 300, 0), ship('west', -300, 0, 180)];
    const expected = allPairsTargetsNaive(ships);
    expect(allPairsTargets(ships)).toEqual(expected);
    const firer = expected.find((t) => t.id === 'firer')!;
    expect(firer.starboard.chosen).toBe('east');
    expect(firer.port.chosen).toBe('west');
    const east = expected.find((t) => t.id === 'east')!;
    // The east ship's port arc looks west and finds the firer first (300 vs 600).
    expect(east.port.candidates.map((c) => [c.id, c.rangeMm])).toEqual([
      ['firer', 300],
      ['west', 600],
    ]);
    expect(east.starboard.candidates).toEqual([]);
    // The west ship heads south, so its starboard side faces west (nothing) and its port faces east;
    // with its bow to the south, the fore half of that arc is the south side of its centre line.
    const west = expected.find((t) => t.id === 'west')!;
    expect(west.starboard.candidates).toEqual([]);
    expect(west.port.candidates.map((c) => [c.id, c.rangeMm, c.half])).toEqual([
      ['firer', 300, 'fore'],
      ['east', 600, 'fore'],
    ]);
    expect(west.port.choices).toEqual(['firer']);
  });
});
