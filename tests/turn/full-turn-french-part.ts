// The full turn of full-turn.test.ts, continued: the French part, then the final ship states
// against the rules core and the FP-8.3 summary; and the step and button helpers both halves use.
// The test plays them in order on the one battle (one test, read top to bottom).
import { expect } from 'vitest';
import {
  applyDamage,
  applyHullDamage,
  broadsideDamage,
  classById,
  pointsToLoseBoxes,
  shipProfile,
  NO_DAMAGE,
  victoryPoints,
} from '../../src/rules/index.js';
import { runCardAction } from '../../src/foundry/chat/actions.js';
import { renderCardHtml } from '../../src/foundry/chat/render.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import { advanceStep, endBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { postEndOfPart, postMoraleList } from '../../src/foundry/turn/flow-melee-morale.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { target, type Battle } from './support.js';

export async function stepTo(b: Battle, step: string): Promise<void> {
  b.w.world.actAs(b.gm);
  for (let i = 0; i < 12 && battle().step !== step; i++) await advanceStep();
  expect(battle().step).toBe(step);
}

export function buttons(html: string, action: string): number {
  return html.split(`data-action="${action}"`).length - 1;
}

/** FP-3..FP-8 the French part: orders, one Abilità roll, the bear-away, broadsides, the unlucky shot. */
export async function frenchPart(b: Battle): Promise<void> {
  const { ships, table, w, gm, bob } = b;
  const [prince, defiance] = [ships.prince!, ships.defiance!];
  const [foudroyant, scipion, hercule, medee] = [
    ships.foudroyant!,
    ships.scipion!,
    ships.hercule!,
    ships.medee!,
  ];
  // ---- the French part ----
  w.world.actAs(gm);
  await advanceStep();
  expect(battle()).toMatchObject({ turn: 1, sideIndex: 1, step: 'orders' });
  w.world.actAs(bob);
  await saveOrders(foudroyant.uuid, { fireStarboard: 'hull' });
  await saveOrders(scipion.uuid, { firePort: 'hull' });
  expect(await saveOrders(medee.uuid, { firePort: 'hull' })).toEqual([
    'This ship can take no orders.',
  ]);
  await expect(rollAbilita([medee.uuid])).rejects.toThrow(/no orders/);
  await expect(saveOrders(hercule.uuid, { firePort: 'hull' })).rejects.toThrow(/do not command/);
  await stepTo(b, 'abilita');
  w.world.actAs(bob);
  w.world.dice.push([2, 1, 1]);
  const a2 = await rollAbilita([foudroyant.uuid, scipion.uuid]);
  // Foudroyant good +1, one DC lost -1: 4; Scipion poor -1: 3 (FP-4.3 X: bear away at once).
  expect(a2.card.ships.map((x) => x.score)).toEqual([4, 3]);
  const a2Html = (await renderCardHtml(a2.message, bob as unknown as User.Implementation))!;
  expect(buttons(a2Html, 'bearAway')).toBe(1);
  expect(await runCardAction(a2.message.id!, 'bearAway', { index: 1, heading: 3 })).toMatchObject({
    status: 'refused',
  });
  expect(await runCardAction(a2.message.id!, 'bearAway', { index: 1, heading: 5 })).toMatchObject({
    status: 'applied',
  });
  expect(table.headings.get(scipion.uuid)).toBe(5);
  await stepTo(b, 'moveFire');
  table.targets.set(`${foudroyant.uuid}:starboard`, {
    candidates: [target(prince, { rangeMm: 90, band: 'short' })],
    chosen: prince.uuid,
    choices: [prince.uuid],
  });
  table.targets.set(`${scipion.uuid}:port`, {
    candidates: [target(defiance, { rangeMm: 300, band: 'medium' })],
    chosen: defiance.uuid,
    choices: [defiance.uuid],
  });
  w.world.actAs(bob);
  await runCardAction(a2.message.id!, 'fire', { index: 0, broadside: 'starboard' });
  // Both draw U (FP-6.5): only the lowest score, Scipion, suffers it; 3+2+1 = 6: a gun bursts.
  w.world.dice.push([3, 2, 1]);
  await runCardAction(a2.message.id!, 'fire', { index: 1, broadside: 'port' });
  const crit2 = cardsOfKind('critical', (x) => x.abilitaMessageId === a2.message.id!)[0]!;
  expect(crit2.card.unlucky).toMatchObject({
    firerUuid: scipion.uuid,
    broadside: 'port',
    faces: [3, 2, 1],
  });
  expect(crit2.card.wellLaid).toBeNull();
  expect(await runCardAction(crit2.message.id!, 'applyUnlucky')).toMatchObject({
    status: 'applied',
  });
  expect(scipion.system.fires.hull).toBe(1);
  await stepTo(b, 'morale');
  const fires2 = await postEndOfPart();
  expect(fires2.card.entries.map((e) => e.name)).toEqual(['Scipion']);
  expect(await runCardAction(fires2.message.id!, 'applyEndOfPart', { entry: 0 })).toMatchObject({
    status: 'applied',
  });
  // D-7 the hull fire not put out spreads to the rigging.
  expect(scipion.system.fires).toEqual({ hull: 1, rigging: 1 });
  expect((await postMoraleList()).card.entries).toEqual([]);
  await advanceStep();
  expect(battle()).toMatchObject({ turn: 2, sideIndex: 0, step: 'orders' });
}

/** The final ship states against the rules core, and the FP-8.3 summary closing the battle. */
export async function finalStatesAndSummary(b: Battle): Promise<void> {
  const { ships, w, gm } = b;
  const [prince, minerva] = [ships.prince!, ships.minerva!];
  const [foudroyant, scipion, medee] = [ships.foudroyant!, ships.scipion!, ships.medee!];

  // ---- final states against the rules core ----
  const prof = (id: string, crew: 'good' | 'average' | 'poor') => shipProfile(classById(id), crew);
  const normal = broadsideDamage({ bf: 10, band: 'short', aim: 'hull' }).damage;
  const doubled = broadsideDamage({ bf: 10, band: 'short', aim: 'hull', double: true }).damage;
  expect(foudroyant.system.damage).toEqual({
    ...NO_DAMAGE,
    starboard: normal + (doubled - normal),
  });
  const sc = prof('3rd-80s-74l', 'poor');
  const afterBroadside = applyDamage(
    sc,
    NO_DAMAGE,
    'port',
    broadsideDamage({ bf: 7, band: 'medium', aim: 'hull' }).damage,
  ).damage;
  const afterBurst = applyHullDamage(
    sc,
    afterBroadside,
    'port',
    pointsToLoseBoxes(sc, afterBroadside, 'port', 1),
  ).damage;
  expect(scipion.system.damage).toEqual(afterBurst);
  expect(medee.system.damage).toEqual({
    ...NO_DAMAGE,
    port: broadsideDamage({ bf: 3, band: 'short', aim: 'hull', rake: 'stern' }).damage,
  });
  expect(minerva.system.damage).toEqual({ ...NO_DAMAGE });
  expect(prince.system.damage).toEqual({ ...NO_DAMAGE });

  // ---- FP-8.3 the summary ----
  w.world.actAs(gm);
  const summary = await endBattle();
  // FP-8.3 standard, straight from the core: Foudroyant and Scipion damaged, Hercule captured, Médée struck.
  const british = victoryPoints([
    { initialBf: 10, dcLost: 1, fate: 'afloat' },
    { initialBf: 9, dcLost: 1, fate: 'afloat' },
    { initialBf: 6, dcLost: 0, fate: 'captured' },
    { initialBf: 4, dcLost: 1, fate: 'struck' },
  ]);
  // Minerva's fire went out (compulsory Ext), so she lost no DC: the French score nothing.
  const french = victoryPoints([
    { initialBf: 3, dcLost: 0, fate: 'afloat' },
    { initialBf: 10, dcLost: 0, fate: 'afloat' },
  ]);
  expect(summary.card.sides).toEqual([
    { id: 'British', points: british.points, exact: british.exact },
    { id: 'French', points: french.points, exact: french.exact },
  ]);
  expect(british.points).toBe(11);
  expect(summary.card.ships.find((x) => x.name === 'Hercule')).toMatchObject({
    side: 'British',
    originalSide: 'French',
    fate: 'captured',
  });
}
