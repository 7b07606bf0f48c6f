// HR-3 running aground on the table. The referee's straight move stops at the edge of a shoal (core
// sweepShoals, against the scene's shoal regions) exactly as it stops at a contact; then the referee
// applies the grounding once through the relay (key per move, history, GM undo): the hull damage by
// sail (20% / 50% DC, SD-130 on the port side) and the grounded record (`system.grounded`, the
// referee's: the ship guard refuses it to players). The GM may also mark or unmark a ship by hand.
import {
  RuleError,
  applyHullDamage,
  baseCorners,
  basesInContact,
  firstShoalDistance,
  groundingDamage,
  headingVector,
  sweepShoals,
  SHOAL_KINDS,
  type ShoalArea,
  type ShoalKind,
  type TableShip,
} from '../../rules/index.js';
import { AFLOAT, isAground, profileFromSource } from '../models/ship-model.js';
import { shipDataOf } from '../models/access.js';
import { applyEffect, registerEffect, type EffectComputer } from '../referee/relay.js';
import { ForgeryError } from '../referee/forgery.js';
import { authorOf, requireCard } from '../chat/messages.js';
import { damageOf } from '../ship-state.js';
import { format, localize } from '../i18n.js';
import { optionalRules, tableScale } from '../settings.js';
import { groundingCardHandler, groundingTest, manoeuvreGate } from './battle-gate.js';
import type { MoveOutcome } from './manoeuvre.js';
import { sceneById, shipToken, tokenTableShip } from './scene-ships.js';
import { sceneShoal } from './shoals.js';
import { mmPerPixel } from './table-ships.js';

export const AGROUND_EFFECT = 'hr3.aground';
export const MARK_AGROUND_EFFECT = 'hr3.markAground';
const PIXEL_SLACK_MM = 1e-6;

export interface ShoalStop {
  outcome: MoveOutcome;
  /** The shoal the ship ran onto, or null when the move stayed clear. */
  shoal: { id: string; kind: ShoalKind } | null;
}

/**
 * HR-3 / FP-5.7 the straight part of a move outcome, cut at the first shoal the base runs onto
 * before it would have stopped anyway (a contact first: the contact stands). The contacts at the
 * new end are those still touching there.
 */
export function stopAtShoals(
  ship: TableShip,
  others: readonly TableShip[],
  outcome: MoveOutcome,
  shoals: readonly ShoalArea[],
): ShoalStop {
  if (outcome.collidedOnTurn || outcome.movedMm <= 0 || shoals.length === 0)
    return { outcome, shoal: null };
  const sweep = sweepShoals({ ...ship, pose: outcome.pivotPose }, outcome.movedMm, shoals);
  if (!sweep.shoal) return { outcome, shoal: null };
  if (sweep.distanceMm >= outcome.movedMm && outcome.collidedIds.length > 0)
    return { outcome, shoal: null };
  const stopped = { ...ship, pose: sweep.pose };
  return {
    outcome: {
      ...outcome,
      finalPose: sweep.pose,
      movedMm: sweep.distanceMm,
      contactIds: others
        .filter((o) => o.id !== ship.id && basesInContact(stopped, o))
        .map((o) => o.id),
      collidedIds: [],
    },
    shoal: sweep.shoal,
  };
}

/** HR-3 the base lies at the shoal's edge, bow on: a hair more ahead would run it onto the shoal. */
export function atShoalEdge(ship: TableShip, shoal: ShoalArea, toleranceMm: number): boolean {
  const quad = baseCorners(ship.pose, ship.body);
  return firstShoalDistance(quad, headingVector(ship.pose.headingDeg), shoal, toleranceMm) !== null;
}

function stringArg(args: Record<string, unknown> | undefined, k: string, kind: string): string {
  const v = args?.[k];
  if (typeof v !== 'string' || v === '') throw new RuleError(`${kind} needs ${k}`);
  return v;
}

/**
 * HR-3 the grounding, recomputed on the referee's client from the table: the token is this ship, the
 * region a shoal of its scene, the base at its edge, the ship afloat and under sail.
 */
export const groundingComputer: EffectComputer = (request, { actor, message }) => {
  // From a grounding card (the turn flow): everything from the GM-posted card, never the click.
  const card = message ? requireCard(message, 'grounding') : null;
  if (card) {
    if (!authorOf(card.message)?.isGM)
      throw new RuleError(format('SCA.Turn.Error.NotGenuine', { ship: card.card.ship.name }));
    if (card.card.ship.actorUuid !== actor.uuid)
      throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
    const requester = game.users!.get(request.requesterId) as User.Implementation | undefined;
    if (!requester || !(requester.isGM || actor.testUserPermission(requester, 'OWNER')))
      throw new ForgeryError(format('SCA.Turn.Error.NotYourShip', { ship: card.card.ship.name }));
  }
  const args = card?.card ?? request.args;
  const sceneId = stringArg(args as Record<string, unknown>, 'sceneId', AGROUND_EFFECT);
  const tokenId = stringArg(args as Record<string, unknown>, 'tokenId', AGROUND_EFFECT);
  const regionId = stringArg(args as Record<string, unknown>, 'regionId', AGROUND_EFFECT);
  const scene = sceneById(sceneId);
  if (!scene) throw new RuleError(`no scene ${sceneId}`);
  const token = shipToken(scene, tokenId);
  if (token.actor?.id !== actor.id) throw new RuleError('the token is not this ship');
  const shoal = sceneShoal(scene, regionId);
  if (!shoal) throw new RuleError(localize('SCA.Aground.Error.NoShoal'));
  const s = shipDataOf(actor);
  if (isAground(s)) throw new RuleError(format('SCA.Aground.Error.Already', { ship: token.name }));
  if (s.sail === 'furled') throw new RuleError(localize('SCA.Aground.Error.Furled'));
  const ship = tokenTableShip(scene, tokenId, tableScale());
  if (!atShoalEdge(ship, shoal, mmPerPixel(scene.grid) + PIXEL_SLACK_MM))
    throw new RuleError(format('SCA.Aground.Error.NotAtEdge', { ship: token.name }));
  const gate = manoeuvreGate(actor.uuid!);
  const grounded = {
    kind: shoal.kind,
    sail: s.sail,
    turn: gate.mode === 'battle' ? gate.turn : null,
  };
  // SD-132 with the OR-9 test on, the test (rock -5, sand -3) replaces the fixed hull damage.
  if (card ? card.card.byTest : optionalRules().riggingTest)
    return {
      changes: { grounded },
      label: format('SCA.Aground.LabelTest', {
        kind: localize(`SCA.Aground.Kind.${shoal.kind}`),
      }),
    };
  const profile = profileFromSource(s);
  const hit = groundingDamage(s.sail, profile.dcCapacity);
  const damage =
    hit.hullPoints > 0
      ? applyHullDamage(profile, damageOf(s), 'port', hit.hullPoints).damage
      : damageOf(s);
  return {
    changes: { damage: { ...s.damage, ...damage }, grounded },
    label: format('SCA.Aground.Label', {
      kind: localize(`SCA.Aground.Kind.${shoal.kind}`),
      points: hit.hullPoints,
      pct: hit.pct,
    }),
  };
};

/**
 * HR-3 the GM marks a ship aground (a grounding the table did not catch: no damage, SD-133) or
 * afloat. Only a GM's request: anyone else is a forgery.
 */
export const markAgroundComputer: EffectComputer = (request, { actor }) => {
  const requester = game.users!.get(request.requesterId) as User.Implementation | undefined;
  if (!requester?.isGM) throw new ForgeryError(localize('SCA.Aground.Error.GMOnly'));
  const kind = request.args?.kind;
  const s = shipDataOf(actor);
  if (kind === '') {
    if (!isAground(s)) throw new RuleError(localize('SCA.Aground.Error.NotAground'));
    return { changes: { grounded: { ...AFLOAT } }, label: localize('SCA.Aground.Unmarked') };
  }
  if (!(SHOAL_KINDS as readonly unknown[]).includes(kind))
    throw new RuleError(format('SCA.Referee.BadArgument', { what: 'kind' }));
  if (isAground(s)) throw new RuleError(format('SCA.Aground.Error.Already', { ship: actor.name! }));
  const gate = manoeuvreGate(actor.uuid!);
  return {
    changes: {
      grounded: {
        kind: kind as ShoalKind,
        // SD-133 the sail it carries (furled or unknown: easy sail, A/E/B gets it off).
        sail: s.sail === 'full' ? 'full' : 'easy',
        turn: gate.mode === 'battle' ? gate.turn : null,
      },
    },
    label: format('SCA.Aground.Marked', { kind: localize(`SCA.Aground.Kind.${kind}`) }),
  };
};

export function registerAgroundEffects(): void {
  registerEffect(AGROUND_EFFECT, groundingComputer);
  registerEffect(MARK_AGROUND_EFFECT, markAgroundComputer);
}

/** HR-3 on the referee's client, after a move `moveId` stopped at a shoal: the grounding, once per move. */
export async function applyGrounding(
  sceneId: string,
  tokenId: string,
  actorUuid: string,
  regionId: string,
  moveId: string,
  requesterId: string,
) {
  const scene = sceneById(sceneId);
  const shoal = scene ? sceneShoal(scene, regionId) : null;
  // HR-3 in the turn flow the referee posts the grounding card and applies it from there.
  const post = groundingCardHandler();
  if (post && shoal)
    return post({ sceneId, tokenId, actorUuid, regionId, bottom: shoal.kind, moveId, requesterId });
  const key = `aground:${moveId}`;
  const outcome = await applyEffect({
    kind: AGROUND_EFFECT,
    key,
    actorUuid,
    requesterId,
    args: { sceneId, tokenId, regionId },
  });
  // SD-132 the OR-9 test follows the grounding, once (its card is keyed by the grounding's key).
  if (outcome.status === 'applied' && shoal && optionalRules().riggingTest)
    await groundingTest(actorUuid, shoal.kind, key);
  return outcome;
}

/** HR-3 the GM marks (`kind` rock or sand) or unmarks ('') a ship; each click is its own history entry. */
export async function markAground(actorUuid: string, kind: ShoalKind | '') {
  return applyEffect({
    kind: MARK_AGROUND_EFFECT,
    key: `aground-mark:${foundry.utils.randomID()}`,
    actorUuid,
    args: { kind },
  });
}
