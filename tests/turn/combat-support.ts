// The battle's Combat tests' shared set-up (SD-277, SD-282): the example battle begun, with a combatant
// for Prince (Alice's) and one for Scipion (Bob's), and the notifications cleared.
import type { EmbeddedRecord, FakeCombat } from '../fake-foundry/combat.js';
import { beginExample, exampleBattle } from './support.js';

export const combat = () => (game as unknown as { combat: FakeCombat }).combat;

/** The battle begun, with a combatant for Prince (Alice's) and one for Scipion (Bob's). */
export async function battleWithCombatants() {
  const b = await exampleBattle();
  await beginExample(b);
  const [prince, scipion] = (await combat().createEmbeddedDocuments('Combatant', [
    { actorId: b.ships.prince!.id, tokenId: 't-prince', defeated: false },
    { actorId: b.ships.scipion!.id, tokenId: 't-scipion', defeated: false },
  ])) as [EmbeddedRecord, EmbeddedRecord];
  b.w.world.notifications.length = 0;
  return { b, prince, scipion };
}
