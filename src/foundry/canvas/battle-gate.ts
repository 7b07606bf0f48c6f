// What the canvas needs from the turn flow, inverted so the canvas does not import it: whether a
// battle is on (and whose move step it is), what a new contact does to the ships (FP-5.8 collision
// effects), and what a change of wind does to them (FP-5.4 in irons). The turn flow registers them;
// without it the canvas is in free play.

/**
 * SD-23 in a battle a player's ship moves once per turn, in its side's movement-and-fire step; OR-3
 * once per segment (`segment` is set in a two-segment battle's segments).
 */
export type ManoeuvreGate =
  | { mode: 'free' }
  | {
      mode: 'battle';
      turn: number;
      mayMove: boolean;
      reasonKey: string | null;
      segment?: 1 | 2;
    };

export type GateProvider = (actorUuid: string) => ManoeuvreGate;
export type CollisionHandler = (
  moveId: string,
  moverActorUuid: string,
  otherActorUuid: string,
  requesterId: string,
) => Promise<ReadonlyArray<{ status: string; reason?: string }>>;

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
export async function applyCollisions(
  moveId: string,
  moverActorUuid: string,
  otherActorUuids: readonly string[],
  requesterId: string,
): Promise<string[]> {
  if (!collisionHandler) return [];
  const refusals: string[] = [];
  for (const other of otherActorUuids) {
    for (const r of await collisionHandler(moveId, moverActorUuid, other, requesterId))
      if (r.status === 'refused' && r.reason) refusals.push(r.reason);
  }
  return refusals;
}

/** FP-A1 / FP-5.4 what a change of wind does to the ships of a scene (from direction `before`); `key` makes it once-only. */
export type WindChangeHandler = (sceneId: string, before: number, key: string) => Promise<string[]>;

let windChangeHandler: WindChangeHandler | null = null;

export function setWindChangeHandler(handler: WindChangeHandler | null): void {
  windChangeHandler = handler;
}

/** FP-5.4 ships a wind change forces into irons take the damage (through the turn flow); returns refusals. */
export async function applyWindChange(
  sceneId: string,
  before: number,
  key: string,
): Promise<string[]> {
  return windChangeHandler ? windChangeHandler(sceneId, before, key) : [];
}

/** Opens the orders dialog for the user's ships of the side to act (the turn flow's public opener). */
export type OrdersOpener = () => Promise<void>;

let ordersOpener: OrdersOpener | null = null;

export function setOrdersOpener(opener: OrdersOpener | null): void {
  ordersOpener = opener;
}

/** FP-3 opens the orders dialog; false without a battle flow (free play has no orders). */
export async function openOrders(): Promise<boolean> {
  if (!ordersOpener) return false;
  await ordersOpener();
  return true;
}

/** HR-3 / OR-9 the rigging damage test of a ship that ran aground (rock or sand); `key` makes it once-only. */
export type GroundingTestHandler = (
  actorUuid: string,
  kind: 'rock' | 'sand',
  key: string,
) => Promise<void>;

let groundingTestHandler: GroundingTestHandler | null = null;

export function setGroundingTestHandler(handler: GroundingTestHandler | null): void {
  groundingTestHandler = handler;
}

/** HR-3 / OR-9 on the referee's client: the grounding's rigging test (nothing without the turn flow). */
export async function groundingTest(
  actorUuid: string,
  kind: 'rock' | 'sand',
  key: string,
): Promise<void> {
  if (groundingTestHandler) await groundingTestHandler(actorUuid, kind, key);
}

/** HR-3 the referee posts the grounding card of a move and applies it (the turn flow; absent: applied directly). */
export type GroundingHandler = (g: {
  sceneId: string;
  tokenId: string;
  actorUuid: string;
  regionId: string;
  bottom: 'rock' | 'sand';
  moveId: string;
  requesterId: string;
}) => Promise<{ status: string; reason?: string }>;

let groundingHandler: GroundingHandler | null = null;

export function setGroundingHandler(handler: GroundingHandler | null): void {
  groundingHandler = handler;
}

export function groundingCardHandler(): GroundingHandler | null {
  return groundingHandler;
}
