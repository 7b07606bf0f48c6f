// OR-5 / SD-275 the referee drifts a ship hove to: after her side's movement in each segment, straight
// downwind by the drift row of OR-5's table (HR-2: the printed 1:3000 table), once per segment however
// often the step is closed, with a chat note; stopped at another ship's base or a shoal's edge with no
// collision or grounding. The hove-to ship's own player cannot skip it nor have it made twice.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { OR5_DRIFT_FLAG, driftKeys, or5DriftMm } from '../../src/foundry/canvas/or5-drift.js';
import { mmToPx, tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { tokenTableShip } from '../../src/foundry/canvas/scene-ships.js';
import { JUDGED_MOVE } from '../../src/foundry/canvas/moves.js';
import { advanceStep, stepBack } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { shipSource, shoalRegion } from '../support/canvas-fixtures.js';
import { centre, table, toMoveStep, type TableOpts } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

// The wind blows from the south-west (WIND, a breeze = moderate breeze): downwind is north-east.
const NE = { x: Math.SQRT1_2, y: Math.SQRT1_2 };

async function or5Table(opts: TableOpts = {}) {
  const t = await table({ twoSegment: true, ...opts });
  for (const o of ['riggingTest', 'fullNavigation']) await t.world.settings.set(SYSTEM_ID, o, true);
  // Bellona hove to (FP-5.2: furled sails), Alice's.
  await t.bellona.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
  return t;
}

const driftNotes = (t: { world: { messages: { contents: Array<{ content: string }> } } }) =>
  t.world.messages.contents.map((m) => m.content).filter((c) => c.includes('sca-drift'));

function expectAt(got: { x: number; y: number }, start: { x: number; y: number }, mm: number) {
  expect(got.x).toBeCloseTo(start.x + NE.x * mm, 0);
  expect(got.y).toBeCloseTo(start.y + NE.y * mm, 0);
}

describe('OR-5 / SD-27 / SD-275 the drift row read for the ship', () => {
  it('OR-5 SD-275 hove to (flag or furled sails) drifts by the drift row, the sail carried its column; under way, held or in a calm she does not', () => {
    const wind = { direction: 10, strength: 'breeze' as const };
    const hove = shipSource({ hoveTo: true, sail: 'furled' });
    expect(or5DriftMm(hove, wind, 1200, 1)).toBe(5);
    expect(or5DriftMm(hove, wind, 1200, 2)).toBe(5);
    expect(or5DriftMm(shipSource({ sail: 'furled' }), wind, 1200, 1)).toBe(5);
    expect(or5DriftMm(shipSource({ sail: 'easy' }), wind, 1200, 1)).toBe(0);
    // Light breeze: 5 in segment 1, "-" in segment 2.
    const light = { direction: 10, strength: 'light' as const };
    expect([1, 2].map((s) => or5DriftMm(hove, light, 1200, s as 1 | 2))).toEqual([5, 0]);
    // HR-2 the printed 1:3000 table, strong wind: ES column 4/3 (furled sails), FS column 4/4.
    const strong = { direction: 10, strength: 'strong' as const };
    expect([1, 2].map((s) => or5DriftMm(hove, strong, 3000, s as 1 | 2))).toEqual([4, 3]);
    const hoveFull = shipSource({ hoveTo: true, sail: 'full' });
    expect([1, 2].map((s) => or5DriftMm(hoveFull, strong, 3000, s as 1 | 2))).toEqual([4, 4]);
    // Held in contact, struck: no drift; no wind: none; an OR-2 calm: none.
    const held = shipSource({
      hoveTo: true,
      sail: 'furled',
      contacts: [{ actorId: 'x', kind: 'enemyCollision', moveId: 'm', rammer: false }],
    } as never);
    expect(or5DriftMm(held, wind, 1200, 1)).toBe(0);
    const struck = shipSource({ hoveTo: true, sail: 'furled', status: { struck: true } } as never);
    expect(or5DriftMm(struck, wind, 1200, 1)).toBe(0);
    expect(or5DriftMm(hove, null, 1200, 1)).toBe(0);
    // OR-9 / SD-33 rigging down to the test at easy sail: one step lower is hove to, in the ES column.
    const down = shipSource({ sail: 'easy', wreck: { rdcDown: 1 } } as never);
    expect(or5DriftMm(down, wind, 1200, 1)).toBe(5);
    expect(
      or5DriftMm(shipSource({ sail: 'full', wreck: { rdcDown: 1 } } as never), wind, 1200, 1),
    ).toBe(0);
    expect(or5DriftMm(hove, { ...wind, force: 'calm' } as never, 1200, 1)).toBe(0);
  });
});

describe('OR-5 / SD-275 the referee drifts a ship hove to', () => {
  it('OR-5 SD-275 hove to in both segments: 5 mm north-east as each segment’s movement step closes, with a note; a step back and close again drifts nothing more', async () => {
    const t = await or5Table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    expect(centre(t, t.mine)).toEqual(start);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
    expect(driftKeys(t.mine)).toEqual(['1:1']);
    expect(driftNotes(t)).toHaveLength(1);
    expect(driftNotes(t)[0]).toMatch(/Bellona drifted 5 mm downwind/);
    const shown = t.world.messages.contents.find((m) => m.content.includes('sca-drift'));
    expect((shown as unknown as { extra: { whisper?: string[] } }).extra.whisper).toBeUndefined();
    // The GM steps back into segment 1's movement and closes it again: no second drift.
    await stepBack();
    expect(battle()).toMatchObject({ step: 'moveFire', segment: 1 });
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
    expect(driftNotes(t)).toHaveLength(1);
    await toMoveStep(t, 'British', 2);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 10);
    expect(driftKeys(t.mine)).toEqual(['1:1', '1:2']);
    expect(driftNotes(t)).toHaveLength(2);
    // The drift is not her move (SD-206: a judged move records none).
    expect(t.mine.getFlag(SYSTEM_ID, 'lastMove')).toBeUndefined();
  });

  it('OR-5 HR-2 SD-275 at 1:3000 in a strong wind she drifts by the printed table: 4 mm, then 3 mm', async () => {
    const t = await or5Table();
    await t.world.settings.set(SYSTEM_ID, 'tableScale', '3000');
    await t.scene.setFlag(SYSTEM_ID, 'wind', { direction: 10, strength: 'strong' });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 4);
    await toMoveStep(t, 'British', 2);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 7);
  });

  it('OR-5 SD-275 a hidden ship’s drift is whispered to the GMs only', async () => {
    const t = await or5Table();
    await t.mine.update({ hidden: true });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
    const note = t.world.messages.contents.find((m) =>
      m.content.includes('sca-drift'),
    ) as unknown as {
      extra: { whisper?: string[] };
    };
    expect(note.extra.whisper).toEqual([t.gm.id]);
  });

  it('OR-5 SD-275 the other side’s ships do not drift in this side’s part, and a ship under way does not drift', async () => {
    const t = await or5Table();
    await t.genereux.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
    await t.bellona.update({ 'system.hoveTo': false, 'system.sail': 'easy' });
    const theirs = centre(t, t.theirs);
    await toMoveStep(t, 'British', 2);
    await advanceStep();
    expect(centre(t, t.theirs)).toEqual(theirs);
    expect(driftNotes(t)).toHaveLength(0);
    await toMoveStep(t, 'French', 1);
    await advanceStep();
    expectAt(centre(t, t.theirs), theirs, 5);
  });

  it('OR-5 SD-275 without OR-5 (OR-3 alone) nobody drifts', async () => {
    const t = await table({ twoSegment: true });
    await t.bellona.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 2);
    await advanceStep();
    expect(centre(t, t.mine)).toEqual(start);
  });

  it('OR-5 SD-275 a drift stops where her base meets another ship’s, with no collision or contact', async () => {
    const t = await or5Table();
    // Généreux heading east alongside Bellona to the north, 2 mm clear of her: the north-east drift
    // (3.5 mm north in 5 mm) meets her base after 2.8 mm.
    const mine = tokenTableShip(t.scene as never, t.mine.id);
    const theirs = tokenTableShip(t.scene as never, t.theirs.id);
    const y = mine.pose.y + mine.body.widthMm / 2 + theirs.body.widthMm / 2 + 2;
    await t.theirs.update({
      ...tokenPlacementForPose({ x: mine.pose.x, y, headingDeg: 90 }, t.theirs, t.scene.grid),
    });
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    await advanceStep();
    const moved = Math.hypot(centre(t, t.mine).x - start.x, centre(t, t.mine).y - start.y);
    expect(moved).toBeGreaterThan(2.5);
    expect(moved).toBeLessThan(3.2);
    expect(t.bellona.system.contacts).toEqual([]);
    expect(t.genereux.system.contacts).toEqual([]);
    expect(driftNotes(t)[0]).toMatch(/stopped against Généreux/);
  });
});

describe('OR-5 / SD-276 a drift onto a shoal', () => {
  it('OR-5 HR-3 SD-276 a drift stops at the edge of a shoal: not run aground, no damage', async () => {
    const t = await or5Table();
    await t.world.settings.set(SYSTEM_ID, 'runningAground', true);
    // A sand bank 2 mm off Bellona's bow (she heads east): the drift's 3.5 mm east meets it at 2.8 mm.
    const mine = tokenTableShip(t.scene as never, t.mine.id);
    const x0 = mine.pose.x + mine.body.lengthMm / 2 + 2;
    await t.scene.createEmbeddedDocuments('Region', [
      shoalRegion(t.scene.grid, 'sand', [x0, -600, x0 + 160, -200]),
    ]);
    const start = centre(t, t.mine);
    const hull = JSON.stringify(t.bellona.system.damage);
    await toMoveStep(t, 'British', 1);
    await advanceStep();
    const moved = Math.hypot(centre(t, t.mine).x - start.x, centre(t, t.mine).y - start.y);
    expect(moved).toBeGreaterThan(2.5);
    expect(moved).toBeLessThan(3.2);
    expect(t.bellona.system.grounded).toMatchObject({ kind: '' });
    expect(JSON.stringify(t.bellona.system.damage)).toBe(hull);
    expect(driftNotes(t)[0]).toMatch(/stopped at the edge of a shoal/);
  });
});

describe('OR-5 / SD-275 forged: the hove-to ship’s player cannot skip the drift or have it twice', () => {
  it('forged: Alice drags her hove-to ship (as a judged move) against the wind: put back, and the drift is made from where the referee had her', async () => {
    const t = await or5Table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    t.world.actAs(t.alice);
    const d = mmToPx({ x: -20, y: -20 }, t.scene.grid);
    await hostile(t.world, () =>
      t.mine.update({ x: t.mine.x + d.x, y: t.mine.y + d.y }, { [JUDGED_MOVE]: true }),
    );
    expect(centre(t, t.mine)).toEqual(start);
    expect(forgeryReports(t.world).length).toBeGreaterThan(0);
    t.world.actAs(t.gm);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
  });

  it('forged: Alice writes the drift record on her token to skip it: put back, and she drifts', async () => {
    const t = await or5Table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    t.world.actAs(t.alice);
    await hostile(t.world, () =>
      t.mine.update({ [`flags.${SYSTEM_ID}.${OR5_DRIFT_FLAG}`]: ['1:1'] }),
    );
    expect(driftKeys(t.mine)).toEqual([]);
    expect(forgeryReports(t.world).length).toBeGreaterThan(0);
    t.world.actAs(t.gm);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
  });

  it('forged: Alice deletes the drift record after the drift to have it again: put back, no second drift', async () => {
    const t = await or5Table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    await advanceStep();
    t.world.actAs(t.alice);
    await hostile(t.world, () =>
      t.mine.update({ [`flags.${SYSTEM_ID}.-=${OR5_DRIFT_FLAG}`]: null }),
    );
    expect(driftKeys(t.mine)).toEqual(['1:1']);
    t.world.actAs(t.gm);
    await stepBack();
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
    expect(driftNotes(t)).toHaveLength(1);
  });

  it('forged: Alice writes her ship out of hove to (sail and flag) before the close: put back, and she drifts', async () => {
    const t = await or5Table();
    const start = centre(t, t.mine);
    await toMoveStep(t, 'British', 1);
    t.world.actAs(t.alice);
    await hostile(t.world, () =>
      t.bellona.update({ 'system.hoveTo': false, 'system.sail': 'easy' }),
    );
    expect(t.bellona.system).toMatchObject({ hoveTo: true, sail: 'furled' });
    expect(forgeryReports(t.world).length).toBeGreaterThan(0);
    t.world.actAs(t.gm);
    await advanceStep();
    expectAt(centre(t, t.mine), start, 5);
  });
});
