// Fixtures for the hostile-player tests (tests/turn/security-*.test.ts): a card-driven battle with a
// fort its side's player owns, and a client that skips its own pre-update hooks.
import { expect } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat } from '../fake-foundry/combat.js';
import { installCards } from '../fake-foundry/cards.js';
import { tokenPlacementForPose } from '../../src/foundry/canvas/table-ships.js';
import { settleTokenGuard } from '../../src/foundry/canvas/token-guard.js';
import { settleCanvasTasks } from '../../src/foundry/canvas/hooks.js';
import { settleShipGuard } from '../../src/foundry/referee/ship-guard.js';
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import type { FortSystemSource } from '../../src/foundry/models/fort-model.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { asHostileClient } from '../support/foundry.js';

/**
 * HR-5 a card-driven battle at its draws, the coastal batteries card on top: Bob commands Généreux
 * and owns Fort Royal (centre at 600, -400); Alice commands Bellona 300 mm east of the fort and
 * Ardent 500 mm north of it.
 */
export async function fortBattle() {
  const w = await canvasWorld();
  installCombat();
  installCards();
  registerTurn();
  await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British' },
  });
  const ardent = await shipActor('Ardent', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
  const fort = await (
    Actor as unknown as {
      create(d: Record<string, unknown>): Promise<{
        id: string;
        uuid: string;
        name: string;
        system: FortSystemSource;
      }>;
    }
  ).create({
    name: 'Fort Royal',
    type: 'fort',
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { classId: 'fort-martello-tower', crew: 'average', side: 'French' },
  });
  const size = { width: 80 / w.scene.grid.distance, height: 80 / w.scene.grid.distance };
  await w.scene.createEmbeddedDocuments('Token', [
    {
      name: fort.name,
      actorId: fort.id,
      ...size,
      ...tokenPlacementForPose({ x: 600, y: -400, headingDeg: 0 }, size, w.scene.grid),
    },
  ]);
  const tokens = [
    await placeShip(w.scene, bellona, 900, -400, 0),
    await placeShip(w.scene, ardent, 600, -900, 0),
    await placeShip(w.scene, genereux, 600, -250, 90),
  ];
  const ships = [bellona, ardent, genereux];
  await beginBattle(
    ships as never,
    ['British', 'French'],
    tokens.map((t, i) => ({ tokenId: t.id, actorId: ships[i]!.id })),
  );
  const s = battle();
  const cards = s.deck!.cards;
  const coastal = cards.find((c) => c.kind === 'coastalBatteries')!;
  await turnServices().battle.write({
    ...s,
    deck: { ...s.deck!, cards: [coastal, ...cards.filter((c) => c !== coastal)] },
  });
  w.world.dice.push(...Array.from({ length: 12 }, () => [4, 4, 4]));
  for (let i = 0; i < 6 && battle().step !== 'cards'; i++) await advanceStep();
  expect(battle().step).toBe('cards');
  w.world.dice.queue = [];
  const fortToken = w.scene.tokens.contents.find((t) => t.actorId === fort.id)!;
  return { ...w, alice, bob, bellona, ardent, genereux, fort, fortToken };
}

/** Runs `work` as a hostile client (no pre-hooks of its own), then lets the GM's guards finish. */
export async function hostile(world: { hooks: unknown }, work: () => Promise<unknown>) {
  await asHostileClient(world, work);
  await settleTokenGuard();
  await settleShipGuard();
  await settleCanvasTasks();
}

/** The forgery reports whispered to the GMs. */
export function forgeryReports(world: { messages: { contents: Array<{ content: string }> } }) {
  return world.messages.contents.map((m) => m.content).filter((c) => c.includes('sca-forgery'));
}
