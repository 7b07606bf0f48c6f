// Shared by the HR-5 card-driven turn tests (card-driven-turn.test.ts, card-driven-forged.test.ts):
// the example battle with two squadrons a side on a seeded deck, every side's orders and Abilità,
// a ship's index on its roll, the tracker's body.
import { expect } from 'vitest';
import { seededRandomBelow } from '../../src/rules/index.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { TurnTrackerApp } from '../../src/foundry/turn/apps.js';
import { advanceStep } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { rollAbilita, saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { installCards } from '../fake-foundry/cards.js';
import { beginExample, exampleBattle, target, type Battle } from './support.js';

/**
 * Two squadrons a side. British Van (Prince, Minerva: Good, Good) and French Rear (Hercule Good,
 * Médée Elite) are Elite-or-Good: under D-20 each puts two movement-and-fire cards in the deck.
 * Ardent (British Rear) and Hercule (French Rear) touch; Minerva burns; Médée is at easy sail.
 */
const SQUADRONS = {
  prince: { squadron: 'Van' },
  minerva: { squadron: 'Van', fires: { hull: 1, rigging: 0 } },
  defiance: { squadron: 'Rear' },
  ardent: { squadron: 'Rear', contacts: [] },
  foudroyant: { squadron: 'Van' },
  scipion: { squadron: 'Van' },
  hercule: { squadron: 'Rear', crew: 'good', originalCrew: 'good', contacts: [] },
  medee: { squadron: 'Rear', crew: 'elite', originalCrew: 'elite', sail: 'easy' },
};

export async function cardBattle(seed: number): Promise<Battle> {
  const b = await exampleBattle(SQUADRONS);
  installCards();
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  await b.w.world.settings.set(SYSTEM_ID, 'cardDrivenElite', true);
  const { ships } = b;
  await ships.ardent!.update({
    'system.contacts': [{ actorId: ships.hercule!.id, kind: 'enemyCollision' }],
  });
  await ships.hercule!.update({
    'system.contacts': [{ actorId: ships.ardent!.id, kind: 'enemyCollision' }],
  });
  await beginExample(b);
  // The turn's shuffle from a seed (the GM's randomness in play).
  await turnServices().battle.write(await startTurnDeck(battle(), seededRandomBelow(seed)));
  // Prince fires port at Scipion, Foudroyant starboard at Defiance, both at medium range.
  b.table.targets.set(`${ships.prince!.uuid}:port`, {
    candidates: [target(ships.scipion!, { rangeMm: 300, band: 'medium' })],
    chosen: ships.scipion!.uuid,
    choices: [ships.scipion!.uuid],
  });
  b.table.targets.set(`${ships.foudroyant!.uuid}:starboard`, {
    candidates: [target(ships.defiance!, { rangeMm: 300, band: 'medium' })],
    chosen: ships.defiance!.uuid,
    choices: [ships.defiance!.uuid],
  });
  return b;
}

/** Every side writes its orders and rolls Abilità in the same step (18: every order succeeds). */
export async function ordersAndRolls(b: Battle) {
  const { ships, alice, bob, w } = b;
  expect(battle()).toMatchObject({ turn: 1, step: 'orders' });
  w.world.actAs(alice);
  await saveOrders(ships.prince!.uuid, { firePort: 'hull' });
  await saveOrders(ships.minerva!.uuid, { extinguish: true });
  await saveOrders(ships.ardent!.uuid, { prepareBoarding: true });
  await saveOrders(ships.defiance!.uuid, { changeCourse: 'ESE' });
  w.world.actAs(bob);
  await saveOrders(ships.foudroyant!.uuid, { fireStarboard: 'hull' });
  await saveOrders(ships.medee!.uuid, { increaseSail: true });
  w.world.actAs(b.gm);
  await advanceStep();
  expect(battle().step).toBe('abilita');
  // Both fleets roll in the same step, one roll each (not side by side).
  w.world.actAs(bob);
  w.world.dice.push([6, 6, 6]);
  const french = await rollAbilita([ships.foudroyant!.uuid, ships.medee!.uuid]);
  w.world.actAs(alice);
  w.world.dice.push([6, 6, 6]);
  const british = await rollAbilita(
    ['prince', 'minerva', 'ardent', 'defiance'].map((k) => ships[k]!.uuid),
  );
  expect(battle().sideIndex).toBe(0);
  return { british, french };
}

export const idx = (roll: { card: { ships: Array<{ actorUuid: string }> } }, uuid: string) =>
  roll.card.ships.findIndex((s) => s.actorUuid === uuid);

export async function trackerHtml(): Promise<string> {
  const app = (await new TurnTrackerApp().render()) as unknown as { parts: Record<string, string> };
  return app.parts.body!;
}
