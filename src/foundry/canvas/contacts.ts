// Marking ships in contact (FP-5.8) through the effect relay, so a move that touches a ship the mover
// does not own still marks it: the `contact.mark` computer re-checks the contact on the applying
// client (the GM, or the owner) from the tokens' current positions before it records anything.
// Collision damage and hove-to are the turn flow's (FP-5.8, D-9); this only records who touches whom.
import { RuleError, contactKindFor, type ContactKind, type Scale } from '../../rules/index.js';
import {
  applyEffect,
  registerEffect,
  type ApplyOutcome,
  type EffectComputer,
} from '../referee/relay.js';
import type { ShipSystemSource } from '../models/ship-model.js';
import { tableScale } from '../settings.js';
import { manoeuvreGate } from './battle-gate.js';
import { basesTouchWithin } from './contact-geometry.js';
import {
  sceneById,
  shipToken,
  tokenTableShip,
  type SceneLike,
  type TokenDocLike,
} from './scene-ships.js';
import { registerRequest } from '../referee/channel.js';
import { ForgeryError } from '../referee/forgery.js';
import { applyCollisions } from './battle-gate.js';
import { mmPerPixel } from './table-ships.js';
import { registerEntangleEffect } from './collision-move.js';
import { format, localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';

export const CONTACT_EFFECT = 'contact.mark';
/** Two whole-pixel token corners can sit up to one pixel further apart than the contact; floats add a hair. */
const PIXEL_SLACK_MM = 1e-6;

export interface ContactArgs {
  sceneId: string;
  /** The token of the ship whose record changes. */
  tokenId: string;
  /** The token it touches. */
  otherTokenId: string;
  /** The token that moved into the contact (one of the two). */
  moverTokenId: string;
}

type ContactSource = Pick<ShipSystemSource, 'side' | 'fireship' | 'contacts'>;
type MoverSource = Pick<ShipSystemSource, 'sail'>;

/**
 * FP-4.5 / D-19 / SD-20 the kind of a contact: with a fireship (All to unfoul); between ships of one
 * side a friendly collision; an enemy touched by a mover at easy sail is a deliberate boarding contact
 * (FP-7.1, B to unfoul; parties are not needed for the contact); any other enemy contact a collision.
 */
export function contactKind(a: ContactSource, b: ContactSource, mover?: MoverSource): ContactKind {
  return contactKindFor({
    fireship: a.fireship.isFireship || b.fireship.isFireship,
    sameSide: a.side !== '' && a.side === b.side,
    moverSail: mover?.sail ?? null,
  });
}

function parseArgs(args: Record<string, unknown> | undefined): ContactArgs {
  const a = args ?? {};
  for (const k of ['sceneId', 'tokenId', 'otherTokenId', 'moverTokenId'] as const) {
    if (typeof a[k] !== 'string' || a[k] === '') throw new RuleError(`contact.mark needs ${k}`);
  }
  const parsed = {
    sceneId: a.sceneId as string,
    tokenId: a.tokenId as string,
    otherTokenId: a.otherTokenId as string,
    moverTokenId: a.moverTokenId as string,
  };
  if (parsed.moverTokenId !== parsed.tokenId && parsed.moverTokenId !== parsed.otherTokenId)
    throw new RuleError('the mover must be one of the two ships');
  return parsed;
}

/** FP-5.8 the relay computer: the two tokens must be ships touching now (within one pixel); the contact is added once. */
export const contactComputer: EffectComputer = (request, { actor }) => {
  const args = parseArgs(request.args);
  const scene = sceneById(args.sceneId);
  if (!scene) throw new RuleError(`no scene ${args.sceneId}`);
  const token = shipToken(scene, args.tokenId);
  const other = shipToken(scene, args.otherTokenId);
  if (token.actor?.id !== actor.id) throw new RuleError('the token is not this ship');
  if (args.tokenId === args.otherTokenId) throw new RuleError('a ship cannot touch itself');
  const scale: Scale = tableScale();
  const a = tokenTableShip(scene, args.tokenId, scale);
  const b = tokenTableShip(scene, args.otherTokenId, scale);
  if (!basesTouchWithin(a, b, mmPerPixel(scene.grid) + PIXEL_SLACK_MM))
    throw new RuleError(format('SCA.Canvas.Contact.NotTouching', { a: token.name, b: other.name }));
  const mine = shipDataOf(actor);
  const theirs = shipDataOf(other.actor!);
  if (mine.contacts.some((c) => c.actorId === other.actor!.id))
    throw new RuleError(format('SCA.Canvas.Contact.Already', { a: token.name, b: other.name }));
  const isMover = args.moverTokenId === args.tokenId;
  const mover = (isMover ? mine : theirs) as MoverSource;
  const kind = contactKind(mine, theirs, mover);
  // FP-4.4 / FP-7.6 who made the contact, at what sail, and in which battle turn.
  const gate = manoeuvreGate((isMover ? actor : other.actor!).uuid!);
  const record = {
    actorId: other.actor!.id!,
    kind,
    mover: isMover,
    moverSail: mover.sail,
    turn: gate.mode === 'battle' ? gate.turn : null,
  };
  return {
    changes: { contacts: [...mine.contacts, record] },
    label: format('SCA.Canvas.Contact.Label', {
      ship: other.name,
      kind: localize(`SCA.Canvas.Contact.Kind.${kind}`),
    }),
  };
};

export function registerContactEffect(): void {
  registerEffect(CONTACT_EFFECT, contactComputer);
  registerEntangleEffect();
  registerContactRequest();
}

/**
 * A player's drag ended against other bases: the referee re-checks the contacts on the table, marks
 * the new ones and applies their collisions. The once-only key is the referee's own (a new contact
 * is marked once, so a replayed request collides with nothing).
 */
function registerContactRequest(): void {
  registerRequest('contacts', async (requester, payload) => {
    const scene = typeof payload.sceneId === 'string' ? sceneById(payload.sceneId) : null;
    const others = payload.otherTokenIds;
    if (
      !scene ||
      typeof payload.tokenId !== 'string' ||
      !Array.isArray(others) ||
      others.length > 50 ||
      !others.every((o) => typeof o === 'string')
    ) {
      throw new RuleError(format('SCA.Referee.BadArgument', { what: 'contacts' }));
    }
    const mover = shipToken(scene, payload.tokenId);
    if (!requester.isGM && !mover.actor?.testUserPermission(requester as never, 'OWNER'))
      throw new ForgeryError(localize('SCA.Canvas.Move.NotOwner'));
    const moveId = foundry.utils.randomID();
    const results = await markContacts(
      scene,
      payload.tokenId,
      others as string[],
      moveId,
      requester.id!,
    );
    const touched = results
      .filter((r) => r.tokenId === payload.tokenId && r.outcome.status === 'applied')
      .map((r) => shipToken(scene, r.otherTokenId).actor!.uuid);
    const refusals = [
      ...results.flatMap((r) => (r.outcome.status === 'refused' ? [r.outcome.reason] : [])),
      ...(await applyCollisions(moveId, mover.actor!.uuid, touched, requester.id!)),
    ];
    return { status: 'done', data: { refusals } };
  });
}

export interface ContactMarkResult {
  tokenId: string;
  otherTokenId: string;
  outcome: ApplyOutcome;
}

/**
 * FP-5.8 mark both ships of every new contact of a move (each record through the relay). `moveId`
 * makes the once-only key: replaying the same move marks nothing twice, a later collision does.
 */
export async function markContacts(
  scene: SceneLike,
  tokenId: string,
  otherTokenIds: readonly string[],
  moveId: string,
  requesterId: string = game.user!.id!,
): Promise<ContactMarkResult[]> {
  const results: ContactMarkResult[] = [];
  const pairs: Array<[string, string]> = [];
  for (const other of otherTokenIds) pairs.push([tokenId, other], [other, tokenId]);
  for (const [self, other] of pairs) {
    const token: TokenDocLike = shipToken(scene, self);
    const outcome = await applyEffect({
      kind: CONTACT_EFFECT,
      key: `contact:${moveId}:${self}:${other}`,
      actorUuid: token.actor!.uuid,
      requesterId,
      args: { sceneId: scene.id, tokenId: self, otherTokenId: other, moverTokenId: tokenId },
    });
    results.push({ tokenId: self, otherTokenId: other, outcome });
  }
  return results;
}
