// Shared set-up of the race tests written the same way in security-audit3-race and
// security-audit4-race: two Abilità rolls for one ship at once.
import { saveOrders } from '../../src/foundry/turn/flow-abilita.js';
import { beginExample, exampleBattle } from './support.js';

/** Alice's Prince with her orders written, before the Abilità roll; the first roll 1-1-1, the next 6-6-6. */
export async function princeOrderedBeforeAbilita() {
  const b = await exampleBattle();
  await beginExample(b);
  b.w.world.actAs(b.alice);
  const prince = b.ships.prince!;
  await saveOrders(prince.uuid, { firePort: 'hull' });
  b.w.world.dice.push([1, 1, 1], [6, 6, 6]);
  return { b, prince };
}
