// SD-284 core's own movement-history clearing against a player's write of the battle's Combat. Foundry's
// server lets Alice set any combat's `turn` and delete her own ship's combatant (SD-277); core then runs
// Combat#_clearMovementHistoryOnStartTurn (the combatant whose turn starts) or
// #_clearMovementHistoryOnExit (the one removed) on the active GM's client, whoever wrote it. Before the
// system's Combat class, that wiped the history of any ship's token (Bob's included) and the GM's "undo
// last move" (core's revertRecordedMovement, canvas/keybindings.ts) had nothing left to revert. While a
// battle runs on the Combat the clearing does nothing; without a battle it is core's.
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { installCombat, type EmbeddedRecord, type FakeCombat } from '../fake-foundry/combat.js';
import type { FakeTokenDocument } from '../fake-foundry/canvas-embedded.js';
import { beginBattle } from '../../src/foundry/turn/battle.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { settleCombatPutBack } from '../../src/foundry/turn/combat-put-back.js';
import { undoLastMove } from '../../src/foundry/canvas/keybindings.js';
import { canvasWorld, placeShip, shipActor } from '../support/canvas-fixtures.js';
import { asHostileClient } from '../support/foundry.js';
import { forgeryReports } from './security-support.js';

const combat = () => (game as unknown as { combat: FakeCombat }).combat;
const CombatClass = () =>
  (globalThis as unknown as { Combat: { create(d: object): Promise<FakeCombat> } }).Combat;

/** One recorded movement (core's waypoints share its movementId). */
const moved = (from: { x: number; y: number }) => [
  { x: from.x, y: from.y, movementId: 'm1' },
  { x: from.x + 200, y: from.y, movementId: 'm1' },
];

/** Alice commands Bellona, Bob Généreux; each token has just made a move the GM may undo. */
async function battleWithHistories() {
  const w = await canvasWorld();
  installCombat();
  registerTurn();
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { side: 'British' },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { side: 'French' },
  });
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
  for (const t of [bel, gen]) t.updateSource({ _movementHistory: moved({ x: t.x, y: t.y }) });
  return { ...w, alice, bob, bel, gen };
}

const indexOf = (tokenId: string) =>
  combat().combatants.findIndex((c: EmbeddedRecord) => c.tokenId === tokenId);

async function settle(): Promise<void> {
  await settleCombatPutBack();
  await combat().settleTurnEvents();
}

describe('SD-284 core’s movement-history clearing stays off a running battle', () => {
  it('forged: Alice sets the Combat’s turn to Généreux’s: his history stays and the GM can still undo his move', async () => {
    const t = await battleWithHistories();
    const before = { x: t.gen.x, y: t.gen.y };
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () => combat().update({ turn: indexOf(t.gen.id) }));
    await settle();
    // Core ran Généreux's turn start on the GM's client in her name (SD-277's put-back ends it).
    expect(combat().turnEvents.flatMap((e) => e.events)).toContain(
      `startTurn:${combat().combatants[indexOf(t.gen.id)]!.id}`,
    );
    expect(combat().turn).toBeNull();
    expect(forgeryReports(t.world)).toHaveLength(1);
    expect((t.gen as FakeTokenDocument).movementHistory).toHaveLength(2);
    t.world.actAs(t.gm);
    await undoLastMove(t.gen as never);
    expect({ x: t.gen.x, y: t.gen.y }).toEqual(before);
    expect(t.gen.movementHistory).toHaveLength(0);
  });

  it('forged: Alice removes her own ship’s combatant: her history stays and the combatant is put back', async () => {
    const t = await battleWithHistories();
    const id = combat().combatants[indexOf(t.bel.id)]!.id;
    t.world.actAs(t.alice);
    await asHostileClient(t.world, () => combat().deleteEmbeddedDocuments('Combatant', [id]));
    await settle();
    expect(t.bel.movementHistory).toHaveLength(2);
    expect(combat().combatants.some((c) => c.tokenId === t.bel.id)).toBe(true);
    expect(forgeryReports(t.world)).toHaveLength(1);
  });

  it('a Combat with no battle keeps core’s clearing: a started turn and an exit clear the token’s history', async () => {
    const t = await battleWithHistories();
    t.world.actAs(t.gm);
    const other = await CombatClass().create({ active: false, scene: t.scene.id });
    const [gen, bel] = (await other.createEmbeddedDocuments('Combatant', [
      { actorId: t.gen.actorId, tokenId: t.gen.id, sceneId: t.scene.id },
      { actorId: t.bel.actorId, tokenId: t.bel.id, sceneId: t.scene.id },
    ])) as [EmbeddedRecord, EmbeddedRecord];
    await other.startCombat();
    await other.settleTurnEvents();
    expect(other.turnEvents.flatMap((e) => e.events)).toContain(`startTurn:${gen.id}`);
    expect(t.gen.movementHistory).toHaveLength(0);
    expect(t.bel.movementHistory).toHaveLength(2);
    await other.deleteEmbeddedDocuments('Combatant', [bel.id]);
    await other.settleTurnEvents();
    expect(t.bel.movementHistory).toHaveLength(0);
  });
});
