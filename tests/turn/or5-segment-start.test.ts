// OR-5 footnote 15 (SD-52, SD-274): both segments' speeds read the point of sail at the start of
// segment 1. A ship that did not move in segment 1 (hove to, getting under way at its end, SD-53) and
// turned at its end (SD-54) sails segment 2 at the speed of the heading the referee recorded when
// segment 1 opened, not of her heading after the turn. Before SD-274 the referee read her heading
// now: 17.5 mm (quarter reach, half speed) where 12.5 mm (beam reach, half speed) was due.
import { describe, expect, it } from 'vitest';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { shipAllowanceNow } from '../../src/foundry/canvas/segment-move.js';
import { segmentOneStartOf } from '../../src/foundry/canvas/or5-start.js';
import { rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { allowanceNow, stepTo, table } from '../support/ai-seat-segments.js';
import { table as moveTable, toMoveStep } from './move-completion-support.js';
import { forgeryReports, hostile } from './security-support.js';

/** Généreux hove to, heading east in a north wind (a moderate breeze): make sail and turn south-east. */
async function hoveToThenUnderWay() {
  const t = await table(1700, -700, ['riggingTest', 'fullNavigation']);
  t.world.actAs(t.gm);
  await t.genereux.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
  expect(rotationToHeadingIndex(t.token.rotation)).toBe(4);
  expect(await saveOrders(t.genereux.uuid, { increaseSail: true, changeCourse: 'SE' })).toEqual([]);
  await stepTo(t, 'abilita@1');
  await rollAbilita([t.genereux.uuid]);
  return t;
}

describe('OR-5 footnote 15 the point of sail at the start of segment 1 (SD-52, SD-274)', () => {
  it('OR-5 / SD-52 / SD-274 a ship hove to that made sail and turned at the end of segment 1 sails segment 2 at the speed of her start heading', async () => {
    const t = await hoveToThenUnderWay();
    // The referee recorded her heading when segment 1 opened.
    expect(segmentOneStartOf(t.token as never, 1)).toBe(4);
    await stepTo(t, 'moveFire@1');
    expect(allowanceNow(t)).toBe(0); // hove to: no move in segment 1
    await stepTo(t, 'moveFire@2');
    // SD-53 / SD-54 under way at easy sail (half speed, FP-5.2), the first point of the change to
    // south-east turned: east-south-east now, a quarter reach (35 mm, halved: 17.5 mm, the old reading).
    expect(t.genereux.system).toMatchObject({ sail: 'easy', hoveTo: false, halfSpeed: true });
    expect(rotationToHeadingIndex(t.token.rotation)).toBe(5);
    // Beam reach (east in a north wind), easy sail, moderate breeze: 25 mm in segment 2, halved.
    expect(allowanceNow(t)).toBe(12.5);
  });

  it('OR-5 / SD-274 forged: a player rewriting the start record on her own token is put back and does not change the speed', async () => {
    // Bellona (Alice's) heading east, wind from the south-west (a quarter reach); hove to, she makes
    // sail and turns two points to north-east: one point at the end of segment 1 (ENE, before the wind).
    const t = await moveTable({ twoSegment: true });
    for (const o of ['riggingTest', 'fullNavigation'])
      await t.world.settings.set(SYSTEM_ID, o, true);
    await t.bellona.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
    t.world.actAs(t.alice);
    expect(await saveOrders(t.bellona.uuid, { increaseSail: true, changeCourse: 'NE' })).toEqual(
      [],
    );
    await stepTo(t, 'abilita@1');
    t.world.actAs(t.alice);
    t.world.dice.push([4, 4, 4]);
    await rollAbilita([t.bellona.uuid]);
    await toMoveStep(t, 'British', 1);
    expect(segmentOneStartOf(t.mine as never, 1)).toBe(4);
    await toMoveStep(t, 'British', 2);
    expect(rotationToHeadingIndex(t.mine.rotation)).toBe(3);
    const speed = () =>
      shipAllowanceNow(t.mine as never, t.bellona.system as never, sceneRules(t.scene as never))
        .allowance.allowanceMm;
    // Quarter reach, easy sail, moderate breeze: 35 mm, halved (FP-5.2); before the wind would be 15.
    expect(speed()).toBe(17.5);
    t.world.actAs(t.alice);
    await hostile(t.world, () =>
      t.mine.update({ [`flags.${SYSTEM_ID}.segmentOneStart`]: { turn: 1, heading: 3 } }),
    );
    expect(segmentOneStartOf(t.mine as never, 1)).toBe(4);
    expect(forgeryReports(t.world).length).toBeGreaterThan(0);
    expect(speed()).toBe(17.5);
  });
});
