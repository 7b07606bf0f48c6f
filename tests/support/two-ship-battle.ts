// Bellona (Alice's, British) and Généreux (French) placed on the canvas fixture's scene and a battle
// begun by the GM with the turn flow registered: the set-up of the battle Combat's tests (SD-284,
// SD-285, SD-287, the AI seat's wake-ups). `beforeShips` runs once the world is up, before the ships
// are made; `system` is given to both ships (their side aside).
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { beginBattle } from '../../src/foundry/turn/battle.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { canvasWorld, placeShip, shipActor } from './canvas-fixtures.js';

export async function bellonaAgainstGenereux(
  beforeShips?: () => void,
  system: Record<string, unknown> = {},
) {
  const w = await canvasWorld();
  const combats = installCombat();
  registerTurn();
  beforeShips?.();
  const alice = w.player('Alice');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { ...system, side: 'British' },
  });
  const genereux = await shipActor('Généreux', { system: { ...system, side: 'French' } });
  const bel = await placeShip(w.scene, bellona, 600, -400, 90);
  const gen = await placeShip(w.scene, genereux, 600, 100, 90);
  w.world.actAs(w.gm);
  await beginBattle(
    [genereux, bellona] as never,
    ['French', 'British'],
    [
      { tokenId: gen.id, actorId: genereux.id },
      { tokenId: bel.id, actorId: bellona.id },
    ],
  );
  return { ...w, combats, alice, bellona, genereux, bel, gen };
}
