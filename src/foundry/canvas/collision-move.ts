// OR-7 (world setting "entanglement") after a manoeuvre stops at a contact: the move after contact
// (push, slide alongside, square on, bow to bow; core `collisionMove`) written to both tokens by the
// referee (this runs in the referee's manoeuvre handler, on the GM's client: a player never writes
// the other ship), then both ships recorded as entangled through the relay (`system.tangles`, which
// only the GM writes). SD-70: every contact between two ships is entangled, except with a fireship.
// SD-71: the manoeuvre control, and in a battle every straight move (all are the referee's manoeuvre),
// makes the move after contact; a third ship in the way is not checked. SD-100 the remaining move.
import { RuleError, collisionMove, type ContactMoveResult, type Rate } from '../../rules/index.js';
import { profileFromSource } from '../models/ship-model.js';
import { shipDataOf } from '../models/access.js';
import { applyEffect, registerEffect, type EffectComputer } from '../referee/relay.js';
import { format } from '../i18n.js';
import { optionalRules, tableScale } from '../settings.js';
import { manoeuvreGate } from './battle-gate.js';
import { basesTouchWithin } from './contact-geometry.js';
import { sceneById, shipToken, tokenTableShip, type SceneLike } from './scene-ships.js';
import { mmPerPixel, tokenPlacementForPose } from './table-ships.js';

export const ENTANGLE_EFFECT = 'contact.entangle';
const PIXEL_SLACK_MM = 1e-6;

function rateOf(scene: SceneLike, tokenId: string): Rate {
  return profileFromSource(shipDataOf(shipToken(scene, tokenId).actor!)).rate;
}

/**
 * OR-7 the entangled record of one ship of a pair, on the applying client from the tokens as they
 * stand: the two must touch and have a contact record of each other (marked just before).
 */
export const entangleComputer: EffectComputer = (request, { actor }) => {
  const a = request.args ?? {};
  for (const k of ['sceneId', 'tokenId', 'otherTokenId', 'moverTokenId'] as const)
    if (typeof a[k] !== 'string' || a[k] === '') throw new RuleError(`contact.entangle needs ${k}`);
  const scene = sceneById(a.sceneId as string);
  if (!scene) throw new RuleError(`no scene ${String(a.sceneId)}`);
  const token = shipToken(scene, a.tokenId as string);
  const other = shipToken(scene, a.otherTokenId as string);
  if (token.actor?.id !== actor.id) throw new RuleError('the token is not this ship');
  const scale = tableScale();
  const touching = basesTouchWithin(
    tokenTableShip(scene, token.id, scale),
    tokenTableShip(scene, other.id, scale),
    mmPerPixel(scene.grid) + PIXEL_SLACK_MM,
  );
  const mine = shipDataOf(actor);
  const otherId = other.actor!.id!;
  if (!touching || !mine.contacts.some((c) => c.actorId === otherId))
    throw new RuleError(format('SCA.Canvas.Contact.NotTouching', { a: token.name, b: other.name }));
  const rammer = a.moverTokenId === token.id;
  const gate = manoeuvreGate((rammer ? actor : other.actor!).uuid!);
  const record = {
    actorId: otherId,
    rammer,
    sailBefore: mine.sail,
    turn: gate.mode === 'battle' ? gate.turn : null,
  };
  const kept = (mine.tangles ?? []).filter((t) => t.actorId !== otherId);
  return {
    changes: { tangles: [...kept, record] },
    label: format('SCA.Canvas.Tangle.Label', { ship: other.name }),
  };
};

export function registerEntangleEffect(): void {
  registerEffect(ENTANGLE_EFFECT, entangleComputer);
}

export interface ContactMoveReport {
  result: ContactMoveResult;
  /** Refusals of the entangled records, as messages. */
  refusals: string[];
}

/**
 * OR-7 on the referee's client, once a manoeuvre of `moverTokenId` stopped against `hitTokenId` with
 * `remainingMm` of its move left: both tokens take their places after the contact, then both ships
 * are recorded as entangled. Null when the option is off or either ship cannot take part.
 */
export async function applyContactMove(
  scene: SceneLike,
  moverTokenId: string,
  hitTokenId: string,
  remainingMm: number,
  moveId: string,
  requesterId: string,
  updateOptions: Record<string, unknown>,
): Promise<ContactMoveReport | null> {
  if (!optionalRules().entanglement) return null;
  const mover = shipToken(scene, moverTokenId);
  const hit = shipToken(scene, hitTokenId);
  const moverData = shipDataOf(mover.actor!);
  const hitData = shipDataOf(hit.actor!);
  // SD-70 a fireship's contact burns, it does not entangle; neither moves after it.
  if (moverData.fireship.isFireship || hitData.fireship.isFireship) return null;
  const scale = tableScale();
  const result = collisionMove({
    mover: { ...tokenTableShip(scene, moverTokenId, scale), rate: rateOf(scene, moverTokenId) },
    hit: { ...tokenTableShip(scene, hitTokenId, scale), rate: rateOf(scene, hitTokenId) },
    remainingMm: Math.max(0, remainingMm),
  });
  for (const [token, pose] of [
    [hit, result.hit],
    [mover, result.mover],
  ] as const) {
    const placement = tokenPlacementForPose(pose, token, scene.grid);
    await token.update({ ...placement }, updateOptions);
  }
  const refusals: string[] = [];
  const pairs: ReadonlyArray<readonly [string, string]> = [
    [moverTokenId, hitTokenId],
    [hitTokenId, moverTokenId],
  ];
  for (const [self, other] of pairs) {
    const outcome = await applyEffect({
      kind: ENTANGLE_EFFECT,
      key: `entangle:${moveId}:${self}:${other}`,
      actorUuid: shipToken(scene, self).actor!.uuid,
      requesterId,
      args: { sceneId: scene.id, tokenId: self, otherTokenId: other, moverTokenId },
    });
    if (outcome.status === 'refused') refusals.push(outcome.reason);
  }
  return { result, refusals };
}

/** OR-7 the ships a ship is entangled with now: a tangle record whose contact still stands. */
export function entangledWith(
  system: Pick<ReturnType<typeof shipDataOf>, 'contacts' | 'tangles'>,
): NonNullable<ReturnType<typeof shipDataOf>['tangles']> {
  return (system.tangles ?? []).filter((t) => system.contacts.some((c) => c.actorId === t.actorId));
}
