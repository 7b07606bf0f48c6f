// SD-283 OR-5 footnote 15 / SD-274: the referee records each ship's heading when her side's segment 1
// opens. A GM who rotates her token by hand before she has moved or turned in segment 1 corrects where
// she started, and the record follows; once she has moved or turned (here the referee's turn at the end
// of segment 1, SD-54), a GM's rotation is a ruling on where she lies now and the record stays.
import { describe, expect, it } from 'vitest';
import { sceneRules } from '../../src/foundry/canvas/scene-ships.js';
import { allowanceOfSegment } from '../../src/foundry/canvas/segment-move.js';
import { segmentOneStartOf } from '../../src/foundry/canvas/or5-start.js';
import { headingIndexToRotation, rotationToHeadingIndex } from '../../src/foundry/heading.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { allowanceNow, stepTo, table } from '../support/ai-seat-segments.js';

/** Généreux hove to, heading east in a north wind: make sail and turn south-east; segment 1 opened. */
async function segmentOneOpen() {
  const t = await table(1700, -700, ['riggingTest', 'fullNavigation']);
  t.world.actAs(t.gm);
  await t.genereux.update({ 'system.hoveTo': true, 'system.sail': 'furled' });
  expect(await saveOrders(t.genereux.uuid, { increaseSail: true, changeCourse: 'SE' })).toEqual([]);
  await stepTo(t, 'abilita@1');
  expect(segmentOneStartOf(t.token as never, 1)).toBe(4);
  return t;
}

describe('SD-283 OR-5 the start record follows the GM’s hand rotation before she moves or turns', () => {
  it('SD-283 / SD-274 the GM turns her a point by hand before she has moved in segment 1: the record follows', async () => {
    const t = await segmentOneOpen();
    t.world.actAs(t.gm);
    await t.token.update({ rotation: headingIndexToRotation(3) });
    expect(segmentOneStartOf(t.token as never, 1)).toBe(3);
    // The speeds read the corrected start: segment 2 as sailed from east-north-east.
    await rollAbilita([t.genereux.uuid]);
    await stepTo(t, 'moveFire@2');
    expect(segmentOneStartOf(t.token as never, 1)).toBe(3);
    const rules = sceneRules(t.scene as never);
    const fromEast = allowanceOfSegment(t.genereux.system as never, 2, 4, rules).allowanceMm;
    const fromEne = allowanceOfSegment(t.genereux.system as never, 2, 3, rules).allowanceMm;
    expect(fromEne).not.toBe(fromEast);
    expect(allowanceNow(t)).toBe(fromEne);
  });

  it('SD-283 / SD-274 once the referee has turned her (end of segment 1), the GM’s hand rotation leaves the record', async () => {
    const t = await segmentOneOpen();
    await rollAbilita([t.genereux.uuid]);
    await stepTo(t, 'moveFire@2');
    expect(rotationToHeadingIndex(t.token.rotation)).toBe(5);
    const speed = allowanceNow(t);
    t.world.actAs(t.gm);
    await t.token.update({ rotation: headingIndexToRotation(7) });
    expect(rotationToHeadingIndex(t.token.rotation)).toBe(7);
    expect(segmentOneStartOf(t.token as never, 1)).toBe(4);
    expect(allowanceNow(t)).toBe(speed);
  });
});
