// FP-5.7 / SD-150 test support: a battle on a (fake) canvas with one British and one French ship, the
// GM's way to a side's movement-and-fire step, and the completed-moves cards posted.
import { SYSTEM_ID } from '../../src/foundry/constants.js';
import { LAST_MOVE_FLAG, type LastMove } from '../../src/foundry/canvas/scene-ships.js';
import { pxToMm, tokenCentrePx } from '../../src/foundry/canvas/table-ships.js';
import type { MoveCompletedCard } from '../../src/foundry/chat/card-data-sailing.js';
import { cardsOfKind } from '../../src/foundry/chat/messages.js';
import type { ShipSystemSource } from '../../src/foundry/models/ship-model.js';
import { advanceStep, beginBattle } from '../../src/foundry/turn/battle.js';
import { startTurnDeck } from '../../src/foundry/turn/deck-documents.js';
import { battle } from '../../src/foundry/turn/flow.js';
import { registerTurn } from '../../src/foundry/turn/register.js';
import { turnServices } from '../../src/foundry/turn/services.js';
import { expect } from 'vitest';
import type { FakeTokenDocument } from '../fake-foundry/canvas-embedded.js';
import { installCards } from '../fake-foundry/cards.js';
import { installCombat } from '../fake-foundry/combat.js';
import { OWNERSHIP } from '../fake-foundry/documents.js';
import { canvasWorld, placeShip, shipActor, shoalRegion } from '../support/canvas-fixtures.js';

/** Wind from the south-west (10 x 22.5 = 225 degrees), a breeze: heading E or N is a quarter reach. */
export const WIND = { direction: 10, strength: 'breeze' as const };

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export interface TableOpts {
  twoSegment?: boolean;
  cards?: boolean;
  /** Where the French ship lies (default far to the north-east, out of every move's way). */
  theirs?: { x: number; y: number; heading: number };
  mine?: DeepPartial<ShipSystemSource>;
  /** Bellona's heading in degrees (default 90, east). */
  mineHeading?: number;
  /** OR-7 the entanglement setting on. */
  entanglement?: boolean;
  /** HR-3 (the setting on) a sand bank across Bellona's course from this x (mm) eastwards. */
  shoalFromX?: number;
}

/**
 * Bellona (Alice's, British, easy sail: 90 mm a turn) at (200, -400) heading E; Généreux (Bob's,
 * French, easy sail) heading N.
 */
export async function table(opts: TableOpts = {}) {
  const w = await canvasWorld({ wind: WIND });
  installCombat();
  if (opts.cards) installCards();
  registerTurn();
  if (opts.twoSegment) await w.world.settings.set(SYSTEM_ID, 'twoSegmentTurn', true);
  if (opts.cards) await w.world.settings.set(SYSTEM_ID, 'cardDrivenTurn', true);
  if (opts.entanglement) await w.world.settings.set(SYSTEM_ID, 'entanglement', true);
  const alice = w.player('Alice');
  const bob = w.player('Bob');
  const bellona = await shipActor('Bellona', {
    ownership: { [alice.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'British', crew: 'average', squadron: 'Van', ...opts.mine },
  });
  const genereux = await shipActor('Généreux', {
    ownership: { [bob.id]: OWNERSHIP.OWNER },
    system: { sail: 'easy', side: 'French', crew: 'average', squadron: 'Van' },
  });
  const at = opts.theirs ?? { x: 1200, y: -900, heading: 0 };
  const mine = await placeShip(w.scene, bellona, 200, -400, opts.mineHeading ?? 90);
  const theirs = await placeShip(w.scene, genereux, at.x, at.y, at.heading);
  if (opts.shoalFromX !== undefined) {
    await w.world.settings.set(SYSTEM_ID, 'runningAground', true);
    await w.scene.createEmbeddedDocuments('Region', [
      shoalRegion(w.scene.grid, 'sand', [opts.shoalFromX, -600, opts.shoalFromX + 160, -200]),
    ]);
  }
  w.world.actAs(w.gm);
  await beginBattle(
    [bellona, genereux] as never,
    ['British', 'French'],
    [
      { tokenId: mine.id, actorId: bellona.id },
      { tokenId: theirs.id, actorId: genereux.id },
    ],
  );
  // HR-5 the deck in its built order: the British Van's card before the French Van's.
  if (opts.cards) await turnServices().battle.write(await startTurnDeck(battle(), (n) => n - 1));
  return { ...w, alice, bob, bellona, genereux, mine, theirs };
}

export type Table = Awaited<ReturnType<typeof table>>;

export const centre = (t: Table, k: FakeTokenDocument) =>
  pxToMm(tokenCentrePx(k, t.scene.grid), t.scene.grid);

/** The GM advances to `side`'s movement-and-fire step (OR-3: of `segment`) of turn 1. */
export async function toMoveStep(t: Table, side: string, segment?: 1 | 2): Promise<void> {
  t.world.actAs(t.gm);
  const here = () => {
    const s = battle();
    return (
      s.sides[s.sideIndex]!.id === side &&
      s.step === 'moveFire' &&
      (segment === undefined || s.segment === segment)
    );
  };
  for (let i = 0; i < 20 && !here(); i++) await advanceStep();
  expect(here()).toBe(true);
}

export const completedCards = () =>
  cardsOfKind('moveCompleted').map((c) => c.card as unknown as MoveCompletedCard);

export const lastMove = (k: FakeTokenDocument) => k.getFlag(SYSTEM_ID, LAST_MOVE_FLAG) as LastMove;
