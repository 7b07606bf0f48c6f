// HR-5 the coastal batteries card (SD-177..SD-179): when it is drawn, the GM's client fires every fort
// on the battle's scene that has not struck, at once. The core (rules/fort-fire.ts) picks the target
// and resolves the shot from the faces of a Roll evaluated here; each fort gets a chat card with its
// Roll, and the hull damage goes to the target once (once-only key, the ship's history, GM undo).
// Applying re-derives the damage from the card and its Roll: nothing a player sends is used.
import {
  BASE_SIZES,
  NO_DAMAGE,
  RuleError,
  clampScore,
  fortFire,
  fortShot,
  isSinking,
  sideFacing,
  type FortTargetShip,
} from '../../rules/index.js';
import type { FortFireCard } from '../chat/card-data-forts.js';
import { cardsOfKind, messageRollFaces, postCard, requireCard, roll3d6 } from '../chat/messages.js';
import { battleScene } from './scene-table.js';
import { tokenTableShip } from '../canvas/scene-ships.js';
import { pxToMm, tokenCentrePx } from '../canvas/table-ships.js';
import { fortDataOrNull, shipDataOf } from '../models/access.js';
import { fortProfile } from '../models/fort-model.js';
import { profileFromSource } from '../models/ship-model.js';
import { ForgeryError } from '../referee/forgery.js';
import { applyEffect, registerEffect, type ApplyOutcome } from '../referee/relay.js';
import { format, localize } from '../i18n.js';
import { tableScale } from '../settings.js';
import { rosterShips } from './flow.js';
import { trackDamagePlan } from './gunnery.js';
import type { TurnState } from './turn-state.js';

export const FORT_DAMAGE_EFFECT = 'hr5.fortDamage';

/** The Apply key of a fort's card: one shot, one change to its target. */
export function fortFireKey(messageId: string): string {
  return `${messageId}:fortFire`;
}

/** SD-177 the battle's ships a fort may fire at: on the scene, not struck, blown up or abandoned. */
function targetShips(state: TurnState, scene: NonNullable<ReturnType<typeof battleScene>>) {
  const afloat = new Map(
    rosterShips(state)
      .filter(
        (s) => !s.system.status.struck && !s.system.status.exploded && !s.system.status.abandoned,
      )
      .filter((s) => !isSinking(profileFromSource(s.system), s.system.damage))
      .map((s) => [s.actorUuid, s]),
  );
  return scene.tokens.contents.flatMap((t) => {
    const ship = t.actor ? afloat.get(t.actor.uuid) : undefined;
    if (!ship) return [];
    const placed = tokenTableShip(scene, t.id);
    const entry: FortTargetShip & { name: string } = {
      id: ship.actorUuid,
      side: ship.system.side,
      pose: placed.pose,
      body: placed.body,
      name: t.name ?? ship.name,
    };
    return [entry];
  });
}

/**
 * HR-5 SD-177 (GM) the coastal batteries card is drawn: each fort of the scene not struck and not
 * destroyed, that has not fired this turn, fires now. Returns the outcomes of the damage applied.
 */
export async function fireForts(state: TurnState): Promise<ApplyOutcome[]> {
  if (!game.user?.isGM) throw new RuleError(localize('SCA.Referee.NotReferee'));
  const scene = battleScene();
  if (!scene) return [];
  const scale = tableScale();
  const ships = targetShips(state, scene);
  const outcomes: ApplyOutcome[] = [];
  for (const token of scene.tokens.contents) {
    const fortActor = token.actor;
    const s = fortDataOrNull(fortActor);
    if (!fortActor || !s || s.status.struck) continue;
    const profile = fortProfile(s);
    if (isSinking(profile, { ...NO_DAMAGE, port: s.damage.hull })) continue;
    // One fire per fort and turn, however often the card's work is run.
    const fired = cardsOfKind(
      'fortFire',
      (c) => c.turn === state.turn && c.fort.actorUuid === fortActor.uuid,
    );
    if (fired.length > 0) continue;
    const centre = pxToMm(tokenCentrePx(token, scene.grid), scene.grid);
    const { roll, faces } = await roll3d6();
    const fire = fortFire(
      {
        id: fortActor.uuid,
        side: s.side,
        // SD-1 the footprint's centre is the fort's measuring point.
        pose: { x: centre.x, y: centre.y, headingDeg: 0 },
        body: { ...BASE_SIZES[scale].fortification, masts: 0 },
        profile,
        hullDamage: s.damage.hull,
        fires: s.fires.hull,
      },
      ships,
      faces,
      scale,
    );
    const ship = fire.target ? ships.find((x) => x.id === fire.target!.id)! : null;
    const card: FortFireCard = {
      kind: 'fortFire',
      turn: state.turn,
      side: s.side,
      fort: { actorUuid: fortActor.uuid, name: token.name ?? fortActor.name ?? '' },
      faces,
      modifiers: fire.abilita.modifiers.map((m) => ({ ...m })),
      score: fire.abilita.score,
      bf: fire.bf,
      target:
        fire.target && ship
          ? {
              actorUuid: ship.id,
              name: ship.name,
              rangeMm: fire.target.rangeMm,
              band: fire.target.band,
              // D-12 the side of the target facing the fort's centre.
              hitSide: sideFacing(ship.pose, centre),
            }
          : null,
      result: fire.result,
      damage: fire.damage?.damage ?? 0,
    };
    const posted = await postCard(card, [roll]);
    if (card.target && card.damage > 0)
      outcomes.push(await applyFortDamage(posted.message.id!, game.user.id!));
  }
  return outcomes;
}

/** HR-5 (GM) the hull damage of a fort's card, once per card (again only after the GM's undo). */
export async function applyFortDamage(
  messageId: string,
  requesterId: string,
): Promise<ApplyOutcome> {
  const requester = game.users!.get(requesterId) as User.Implementation | undefined;
  // A fort is the referee's: no player fires it or applies its damage.
  if (!requester?.isGM) throw new ForgeryError(localize('SCA.Forts.Error.RefereeOnly'));
  const { card } = requireCard(messageId, 'fortFire');
  if (!card.target || card.damage === 0)
    throw new RuleError(localize('SCA.Turn.Error.NothingToApply'));
  return applyEffect({
    kind: FORT_DAMAGE_EFFECT,
    key: fortFireKey(messageId),
    actorUuid: card.target.actorUuid,
    messageId,
    requesterId,
  });
}

/** SD-178 / SD-179 the card's numbers again from its Roll and inputs; a RuleError when they differ. */
export function checkFortCard(card: FortFireCard, rolled: readonly number[]): void {
  const mismatch = () => new RuleError(localize('SCA.Turn.Error.CardMismatch'));
  if (rolled.length !== 3 || rolled.some((f, i) => f !== card.faces[i])) throw mismatch();
  const total = card.faces[0] + card.faces[1] + card.faces[2];
  const score = clampScore(total + card.modifiers.reduce((n, m) => n + m.value, 0));
  if (score !== card.score) throw mismatch();
  if (!card.target) {
    if (card.result !== 'noTarget' || card.damage !== 0) throw mismatch();
    return;
  }
  const shot = fortShot(score, card.target.band, card.bf);
  if (shot.result !== card.result || (shot.damage?.damage ?? 0) !== card.damage) throw mismatch();
}

/** Registers the effect that applies a fort's card to its target (the referee's client runs it). */
export function registerFortEffects(): void {
  registerEffect(FORT_DAMAGE_EFFECT, (req, { actor, message }) => {
    const requester = game.users!.get(req.requesterId) as User.Implementation | undefined;
    if (!requester?.isGM) throw new ForgeryError(localize('SCA.Forts.Error.RefereeOnly'));
    const { message: m, card } = requireCard(message ?? null, 'fortFire');
    checkFortCard(card, messageRollFaces(m));
    if (!card.target || card.target.actorUuid !== actor.uuid || card.damage === 0)
      throw new RuleError(localize('SCA.Turn.Error.WrongShip'));
    const plan = trackDamagePlan(shipDataOf(actor), card.target.hitSide, card.damage, {
      key: 'SCA.Forts.Effect.Damage',
      data: { fort: card.fort.name, points: card.damage },
    });
    return { changes: plan.changes, label: format(plan.label.key, plan.label.data) };
  });
}
