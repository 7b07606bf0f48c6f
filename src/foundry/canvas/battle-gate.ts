// What the canvas needs from the turn flow, inverted so the canvas does not import it: whether a
// battle is on (and whose move step it is), and what a new contact does to the ships (FP-5.8
// collision effects). The turn flow registers both; without it the canvas is in free play.

/** SD-23 in a battle a player's ship moves once per turn, in its side's movement-and-fire step. */
export type ManoeuvreGate =
  | { mode: 'free' }
  | { mode: 'battle'; turn: number; mayMove: boolean; reasonKey: string | null };

export type GateProvider = (actorUuid: string) => ManoeuvreGate;
export type CollisionHandler = (moveId: string, moverActorUuid: string, otherActorUuid: string, requesterId: string) => Promise<ReadonlyArray<{ status: string; reason?: string }>>;

let gateProvider: GateProvider = () => ({ mode: 'free' });
let collisionHandler: CollisionHandler | null = null;

export function setManoeuvreGate(provider: GateProvider | null): void {
  gateProvider = provider ?? (() => ({ mode: 'free' }));
}

export function manoeuvreGate(actorUuid: string): ManoeuvreGate {
  return gateProvider(actorUuid);
}

export function setCollisionHandler(handler: CollisionHandler | null): void {
  collisionHandler = handler;
}

/** FP-5.8 the collision effects of a move's new contacts (damage, hove to, fire), once per move (referee's client). */
export async function applyCollisions(moveId: string, moverActorUuid: string, otherActorUuids: readonly string[], requesterId: string): Promise<string[]> {
  if (!collisionHandler) return [];
  const refusals: string[] = [];
  for (const other of otherActorUuids) {
    for (const r of await collisionHandler(moveId, moverActorUuid, other, requesterId)) if (r.status === 'refused' && r.reason) refusals.push(r.reason);
  }
  return refusals;
}
