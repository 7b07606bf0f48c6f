// The GM begins a battle on the fake table, the French part first: the same call with the same
// actor/token pairs was written in several AI seat and OR-5 test tables; they name the placed ships once.
import { beginBattle } from '../../src/foundry/turn/battle.js';

/** A ship on the table: its actor and its token (any document with an id). */
export type Placed = readonly [actor: { id: string }, token: { id: string }];

/** FP-2 the GM begins the battle with these ships (a null is a ship left out), French then British. */
export async function beginFrenchFirst(ships: ReadonlyArray<Placed | null>): Promise<void> {
  const placed = ships.filter((s): s is Placed => s !== null);
  await beginBattle(
    placed.map(([actor]) => actor) as never,
    ['French', 'British'],
    placed.map(([actor, token]) => ({ tokenId: token.id, actorId: actor.id })),
  );
}
