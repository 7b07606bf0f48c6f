// OR-7 fire at entangled ships in the gunnery card: the firer's score for that broadside gets +1 for
// the bigger target (SD-72); a friend entangled with the enemy target takes its share of the damage
// or blocks the shot, the footnote-20 way (SD-73). The target entry keeps what the table showed when
// the broadside fired (set by the table's targeting, the option on), so the card re-derives it all.
import {
  arcShape,
  entangledTargetScore,
  sideFacing,
  mainmastPoint,
  tangleDamageSplit,
  tangleFire,
  tanglePosition,
  type HullSide,
  type TangleFire,
} from '../../rules/index.js';
import { entangledWith } from '../canvas/collision-move.js';
import { sceneRules, tokenTableShip, type SceneLike } from '../canvas/scene-ships.js';
import type { TargetEntry, TangleFriend } from '../chat/card-data-fire.js';
import type { Recipient } from './gunnery.js';
import { shipDataOf } from '../models/access.js';

/** OR-7 the score a broadside resolves with against this target. */
export function tangleShotScore(score: number, target: Pick<TargetEntry, 'entangled'>): number {
  return target.entangled ? entangledTargetScore(score).score : score;
}

/**
 * OR-7 footnote 20 for an enemy target entangled with a friend of the firer: where both lie in the
 * firer's arc and how far (the table now); undefined when there is no such friend.
 */
export function tangleFriendOf(
  scene: SceneLike,
  firerTokenId: string,
  side: HullSide,
  targetTokenId: string,
): TangleFriend | undefined {
  const firerToken = scene.tokens.get(firerTokenId);
  const targetToken = scene.tokens.get(targetTokenId);
  if (!firerToken?.actor || !targetToken?.actor) return undefined;
  const firerSide = shipDataOf(firerToken.actor).side;
  const target = shipDataOf(targetToken.actor);
  if (firerSide === '' || target.side === firerSide) return undefined;
  const friendToken = entangledWith(target)
    .map((t) => scene.tokens.contents.find((k) => k.actor?.id === t.actorId))
    .find((k) => k?.actor && k.id !== firerTokenId && shipDataOf(k.actor).side === firerSide);
  if (!friendToken) return undefined;
  const rules = sceneRules(scene);
  const firer = tokenTableShip(scene, firerTokenId, rules.scale);
  const arc = arcShape(firer.pose, firer.body, side, { arcDeg: rules.arcDeg, scale: rules.scale });
  const friend = tokenTableShip(scene, friendToken.id, rules.scale);
  const f = tanglePosition(firer, arc, friend);
  const e = tanglePosition(firer, arc, tokenTableShip(scene, targetTokenId, rules.scale));
  return {
    actorUuid: friendToken.actor!.uuid,
    name: friendToken.name,
    hitSide: sideFacing(friend.pose, mainmastPoint(firer.pose, firer.body)),
    friendPlace: f.place,
    friendRangeMm: f.rangeMm,
    enemyPlace: e.place,
    enemyRangeMm: e.rangeMm,
  };
}

/** OR-7 footnote 20 on a card's target: fire or not, and the friend's share. */
export function tangleOutcome(t: TangleFriend): TangleFire {
  return tangleFire(
    { place: t.friendPlace, rangeMm: t.friendRangeMm },
    { place: t.enemyPlace, rangeMm: t.enemyRangeMm },
  );
}

/**
 * OR-7 footnote 20 for a card's target with a friend in the tangle: screened (no fire), or the enemy
 * and the friend each with their share of the exact damage (D-16); no recipients on a miss.
 */
export function tangleRecipients(
  target: TargetEntry,
  aim: 'hull' | 'rigging',
  damage: { exact: number } | null,
): { screened: boolean; recipients: Recipient[] } {
  const t = target.tangle!;
  const outcome = tangleOutcome(t);
  if (!outcome.fire) return { screened: true, recipients: [] };
  if (!damage) return { screened: false, recipients: [] };
  const split = tangleDamageSplit(damage.exact, outcome.friendShare);
  const track = (side: HullSide) => (aim === 'rigging' ? ('rigging' as const) : side);
  return {
    screened: false,
    recipients: [
      {
        actorUuid: target.actorUuid,
        name: target.name,
        track: track(target.hitSide),
        points: split.enemy,
      },
      { actorUuid: t.actorUuid, name: t.name, track: track(t.hitSide), points: split.friend },
    ],
  };
}

/** OR-7 / SD-19 a well laid "double" on a tangle split doubles the enemy's share only: the extra points. */
export function tangleDoubleExtra(t: TangleFriend, exact: number): number {
  const share = tangleOutcome(t).friendShare;
  return tangleDamageSplit(exact * 2, share).enemy - tangleDamageSplit(exact, share).enemy;
}
