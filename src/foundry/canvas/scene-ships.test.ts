// The targeting answer on a scene (FP-6.2 / D-11 / D-18, FP-6.4 / D-17, FP-6.1, HR-2) for known
// positions, against the rules core; and FP-4.4 explosion reach on a scene.
import { describe, expect, it } from 'vitest';
import { broadsideTargets } from '../../rules/index.js';
import { explosionTargetsOnScene } from './explosion.js';
import {
  broadsideTargetsAtMovePoint,
  broadsideTargetsOnScene,
  rakesDuringMoveOnScene,
  sceneTableShips,
} from './scene-ships.js';
import { canvasWorld, placeShip, shipActor } from '../../../tests/support/canvas-fixtures.js';

// Table positions relative to a firer at (600, -400) mm heading N.
const X = 600;
const Y = -400;

async function scene(scale: 1200 | 3000 = 1200) {
  const w = await canvasWorld({ scale });
  const firerActor = await shipActor('Victory', {
    classId: scale === 1200 ? '3rd-74c' : '3rd-74c',
  });
  const firer = await placeShip(w.scene, firerActor, X, Y, 0, scale);
  const other = await shipActor('Other');
  const put = (dx: number, dy: number, heading: number, name: string) =>
    placeShip(w.scene, { ...other, name } as typeof other, X + dx, Y + dy, heading, scale);
  return { ...w, firer, put };
}

describe('broadsideTargetsOnScene', () => {
  it('D-18 one candidate in each half: no forced target, the player chooses between the nearest fore and aft', async () => {
    const { scene: s, firer, put } = await scene();
    const fore = await put(300, 80, 0, 'Fore');
    const aft = await put(300, -90, 0, 'Aft');
    const result = broadsideTargetsOnScene(s, firer.id, 'starboard');
    expect(result.chosen).toBeNull();
    expect(result.choices).toEqual([fore.id, aft.id]);
    expect(result.candidates.map((c) => [c.id, c.half, c.band])).toEqual([
      [fore.id, 'fore', 'medium'],
      [aft.id, 'aft', 'medium'],
    ]);
    expect(result).toEqual(
      broadsideTargets(sceneTableShips(s), firer.id, 'starboard', { arcDeg: 90, scale: 1200 }),
    );
  });

  it('D-18 two in the same half: the nearer must be the target', async () => {
    const { scene: s, firer, put } = await scene();
    const near = await put(200, 40, 0, 'Near');
    const far = await put(400, 60, 0, 'Far');
    const result = broadsideTargetsOnScene(s, firer.id, 'starboard');
    expect(result.chosen).toBe(near.id);
    expect(result.choices).toEqual([near.id]);
    expect(result.candidates.map((c) => c.id)).toEqual([near.id, far.id]);
  });

  it('FP-6.4 / D-17 a ship lying across the firing centre line, bow towards the firer: bow rake at medium range', async () => {
    const { scene: s, firer, put } = await scene();
    const target = await put(250, 0, 270, 'Crossing');
    const [c] = broadsideTargetsOnScene(s, firer.id, 'starboard').candidates;
    expect(c).toMatchObject({ id: target.id, band: 'medium', rake: 'bow' });
    expect(c!.rangeMm).toBeCloseTo(231.25, 0);
  });

  it('FP-6.4 the same ship heading away shows the firer her stern: stern rake', async () => {
    const { scene: s, firer, put } = await scene();
    await put(250, 0, 90, 'Away');
    expect(broadsideTargetsOnScene(s, firer.id, 'starboard').candidates[0]!.rake).toBe('stern');
  });

  it('a ship on the other side is no target of this broadside, and friends count (an ordered broadside fires)', async () => {
    const { scene: s, firer, put } = await scene();
    const west = await put(-250, 0, 0, 'West');
    expect(broadsideTargetsOnScene(s, firer.id, 'starboard').candidates).toEqual([]);
    expect(broadsideTargetsOnScene(s, firer.id, 'port').chosen).toBe(west.id);
  });

  it('HR-2 at 1:3000: 150 mm is long range (medium ends at 140) and 300 mm is out of range', async () => {
    const { scene: s, firer, put } = await scene(3000);
    const t = await put(150, 0, 0, 'Long');
    await put(0, 320, 90, 'Far');
    const result = broadsideTargetsOnScene(s, firer.id, 'starboard');
    expect(result.candidates.map((c) => [c.id, c.band])).toEqual([[t.id, 'long']]);
    expect(result).toEqual(
      broadsideTargets(sceneTableShips(s), firer.id, 'starboard', { arcDeg: 90, scale: 3000 }),
    );
  });

  it('refuses a token that is not a ship', async () => {
    const { scene: s } = await scene();
    expect(() => broadsideTargetsOnScene(s, 'nope', 'port')).toThrow('no token nope on this scene');
  });
});

describe('FP-4.4 ships within short range of an explosion', () => {
  it('lists the ship tokens whose nearest mast is within 100 mm (D-10 inclusive)', async () => {
    const { scene: s, firer, put } = await scene();
    const close = await put(90, 0, 0, 'Close');
    await put(0, 300, 0, 'Far');
    expect(explosionTargetsOnScene(s, firer.id)).toEqual([close.id]);
  });
});

describe('FP-6.4 / D-17 rakes at some point of the move, on a scene', () => {
  it("a crossing ship not raked at the end of the move is found raked 50 mm back; the answer there is the core's", async () => {
    const { scene: s, firer, put } = await scene();
    const crossing = await put(250, -50, 270, 'Crossing');
    expect(broadsideTargetsOnScene(s, firer.id, 'starboard').candidates[0]!.rake).toBeNull();
    const rakes = rakesDuringMoveOnScene(s, firer.id, 'starboard', 100);
    expect(rakes).toHaveLength(1);
    expect(rakes[0]).toMatchObject({ tokenId: crossing.id, rake: 'bow', band: 'medium' });
    expect(rakes[0]!.backMm).toBeCloseTo(50, 0);
    const there = broadsideTargetsAtMovePoint(s, firer.id, 'starboard', rakes[0]!.backMm);
    expect(there.chosen).toBe(crossing.id);
    expect(there.candidates[0]!.rake).toBe('bow');
  });
});
