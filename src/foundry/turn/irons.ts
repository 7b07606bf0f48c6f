// FP-5.4 in irons: a ship forced onto a forbidden heading stops and takes 10% DC rigging (none under a
// tack order); FP-A1 a change of wind can do that to ships on the scene. The plan is pure; the relay
// effect `sca.irons` re-checks the token's heading against the scene wind on the applying client.
// (Failing to bear away next turn is the course order's outcome: plans.ts.)
import { isGmUser } from '../referee/identity.js';
import {
  RuleError,
  applyRiggingDamage,
  inIronsPenaltyPct,
  isInIrons,
  pctOfDc,
} from '../../rules/index.js';
import {
  applyEffect,
  registerEffect,
  type ApplyOutcome,
  type EffectComputer,
} from '../referee/relay.js';
import { rotationToHeadingIndex } from '../heading.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { sceneWind } from '../scene-wind.js';
import { damageOf } from '../ship-state.js';
import { sceneById, shipToken } from '../canvas/scene-ships.js';
import { withBurntOutExplosion } from './explosion.js';
import type { EffectPlanData } from './plans.js';
import { format, localize } from '../i18n.js';
import { shipDataOf } from '../models/access.js';
import { optionalRules } from '../settings.js';
import { forbiddenHeadingTestsAfterWindChange } from './rigging-wreck.js';

export const IRONS_EFFECT = 'sca.irons';

/**
 * FP-5.4 the damage of being in irons (forced there, or failing to bear away): 10% DC of rigging, or
 * nothing while the ship is in stays under a tack order; D-6 a burning ship losing its last RDC explodes.
 */
export function inIronsPlan(s: ShipSystemSource): EffectPlanData | null {
  const pct = inIronsPenaltyPct(s.tack.phase === 'inStays');
  const profile = profileFromSource(s);
  if (pct === 0 || profile.rdc === 0) return null;
  const points = pctOfDc(profile.dcCapacity, pct);
  const damage = applyRiggingDamage(profile, damageOf(s), points).damage;
  return {
    changes: withBurntOutExplosion(s, { damage }),
    label: { key: 'SCA.Turn.Effect.InIrons', data: { points } },
  };
}

/** FP-5.4 / FP-A1 / SD-24 whether a wind change from `before` to `after` forces a ship on `heading` into irons (newly). */
export function putInIrons(heading: number, before: number, after: number): boolean {
  return isInIrons(heading, after) && !isInIrons(heading, before);
}

/** The relay computer: a GM applies it; the token must be in irons now and not have been under the old wind. */
const ironsComputer: EffectComputer = (req, { actor }) => {
  if (!isGmUser(req.requesterId)) throw new RuleError(localize('SCA.Turn.Error.GMOnly'));
  const scene = sceneById(String(req.args?.sceneId ?? ''));
  if (!scene) throw new RuleError(localize('SCA.Turn.Error.NoScene'));
  const token = shipToken(scene, String(req.args?.tokenId ?? ''));
  if (token.actor?.id !== actor.id) throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
  const wind = sceneWind(scene);
  const before = Number(req.args?.before);
  if (
    !wind ||
    !Number.isInteger(before) ||
    !putInIrons(rotationToHeadingIndex(token.rotation), before, wind.direction)
  ) {
    throw new RuleError(localize('SCA.Turn.Error.NotInIrons'));
  }
  const plan = inIronsPlan(shipDataOf(actor));
  if (!plan) throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  return { changes: plan.changes, label: format(plan.label.key, plan.label.data) };
};

export function registerIronsEffect(): void {
  registerEffect(IRONS_EFFECT, ironsComputer);
}

/** The once-only key of what one ship token owes for one wind change (`key`): damage or a test. */
export function windChangeIronsKey(key: string, tokenId: string): string {
  return `${key}:irons:${tokenId}`;
}

/** FP-5.4 the ship tokens of a scene that a change of wind from direction `before` has put in irons. */
export function shipTokensPutInIrons(sceneId: string, before: number) {
  const scene = sceneById(sceneId);
  const wind = scene ? sceneWind(scene) : null;
  if (!scene || !wind) return [];
  return scene.tokens.contents.flatMap((token) => {
    const actor = token.actor;
    return actor?.type === 'ship' &&
      putInIrons(rotationToHeadingIndex(token.rotation), before, wind.direction)
      ? [{ tokenId: token.id!, actor }]
      : [];
  });
}

/**
 * FP-A1 / FP-5.4 after the wind changed on a scene (from direction `before`): every ship token it forces
 * into irons takes the damage, once per wind change (`key`); with the OR-9 test on, it takes the test
 * instead (rigging-wreck.ts). Returns the refusals' reasons.
 */
export async function applyIronsAfterWindChange(
  sceneId: string,
  before: number,
  key: string,
): Promise<string[]> {
  if (optionalRules().riggingTest)
    return forbiddenHeadingTestsAfterWindChange(sceneId, before, key);
  const refusals: string[] = [];
  for (const { tokenId, actor } of shipTokensPutInIrons(sceneId, before)) {
    if (!inIronsPlan(shipDataOf(actor))) continue;
    const outcome: ApplyOutcome = await applyEffect({
      kind: IRONS_EFFECT,
      key: windChangeIronsKey(key, tokenId),
      actorUuid: actor.uuid,
      args: { sceneId, tokenId, before },
    });
    if (outcome.status === 'refused') refusals.push(outcome.reason);
  }
  return refusals;
}
