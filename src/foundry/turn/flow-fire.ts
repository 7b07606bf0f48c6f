// The turn flow's fire step (FP-6, FP-4.3, D-18): firing an ordered broadside, the referee firing those
// left unfired at the close, the player's choice between two targets and the criticals once every
// broadside of a roll has fired. Split from flow.ts for size; the shared lookups stay there.
import { RuleError, type HullSide } from '../../rules/index.js';
import { optionalRules, tableScale } from '../settings.js';
import { navigationTurn, withTackFire } from './or5-tack.js';
import {
  cardsOfKind,
  postCard,
  requireCard,
  roll3d6,
  updateCard,
  type CardMessage,
} from '../chat/messages.js';
import type { CriticalCard, GunneryCard } from '../chat/card-data-fire.js';
import {
  buildCriticalCard,
  allBroadsidesFired,
  drawCriticals,
  gunneryFor,
  isMagazine,
  mayFireBroadside,
  orderedBroadsides,
  type GunneryRecord,
} from './criticals.js';
import { gunsSource } from '../models/guns-field.js';
import { gunFireRefusal, gunsAfterFiring, spentSide } from './guns.js';
import { buildGunneryCard, chooseTarget as choose } from './gunnery.js';
import { shipPermissions } from './orders.js';
import { turnServices } from './services.js';
import { cardDriven, currentSide, pastRoll } from './turn-state.js';
import { cardLetsMoveFire, cardShip } from './card-turn.js';
import { actorByUuid, battle, me, mustCommand, shipSystem, type Requester } from './flow.js';

const t = (key: string, data?: Record<string, string>) =>
  data ? game.i18n!.format(`SCA.Turn.${key}`, data) : game.i18n!.localize(`SCA.Turn.${key}`);

function gunneryRecords(abilitaMessageId: string): GunneryRecord[] {
  return cardsOfKind('gunnery', (c) => c.abilitaMessageId === abilitaMessageId).map(
    ({ message, card }) => ({ messageId: message.id!, card }),
  );
}

/** FP-6.2 fire an ordered broadside now: the targets come from the table (FP-6.2, D-11, D-18). */
export async function fireBroadside(
  abilitaMessageId: string,
  shipIndex: number,
  broadside: HullSide,
  requester: Requester = me(),
): Promise<CardMessage<GunneryCard>> {
  const state = battle();
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  const card = cardDriven(state);
  if (
    abilita.turn !== state.turn ||
    (!card && abilita.side !== currentSide(state).id) ||
    !pastRoll(state)
  )
    throw new RuleError(t('Error.NotFireStep'));
  const entry = abilita.ships[shipIndex];
  if (!entry) throw new RuleError(t('Error.NoCard'));
  const firer = mustCommand(actorByUuid(entry.actorUuid), entry.name, requester);
  // HR-5 a broadside is fired only while the firer's squadron's movement-and-fire card is in play.
  if (card && !cardLetsMoveFire(state, cardShip(state, entry.actorUuid, shipSystem(firer).side)))
    throw new RuleError(game.i18n!.format('SCA.Deck.Error.NotItsCard', { ship: entry.name }));
  // FP-7.5 / FP-8.2 / FP-2.5 a ship that struck, was taken or is sinking since the roll no longer fires.
  if (!shipPermissions(shipSystem(firer), false).mayFire)
    throw new RuleError(t('Orders.Error.MayNotFire'));
  if (gunneryFor(gunneryRecords(abilitaMessageId), shipIndex, broadside))
    throw new RuleError(t('Error.AlreadyFired', { ship: entry.name }));
  // FP-7.3 a ship with boarding parties ready fires one broadside only.
  if (
    !mayFireBroadside(
      abilita,
      shipIndex,
      broadside,
      gunneryRecords(abilitaMessageId),
      shipSystem(firer),
    )
  )
    throw new RuleError(t('Orders.Error.OneSideWithParties'));
  // OR-6 full gunnery: a side reloading, run out this turn or not loaded does not fire.
  const full = optionalRules().fullGunnery;
  if (full && gunFireRefusal(entry.orders, shipSystem(firer).guns, broadside, state))
    throw new RuleError(t('Orders.Error.GunsNotReady'));
  const targeting = await turnServices().targeting.broadsideTargets(entry.actorUuid, broadside);
  // OR-5 BF -1 for a ship firing while tacking.
  const gunnery = withTackFire(
    buildGunneryCard({
      abilita,
      abilitaMessageId,
      shipIndex,
      broadside,
      firer: shipSystem(firer),
      targeting,
    }),
    entry,
    shipSystem(firer),
    navigationTurn(abilita.turn),
  );
  // OR-6 the broadside's kind, and the side now needs a reload (the referee's gun state).
  const fired = full ? gunsAfterFiring(shipSystem(firer).guns, broadside, state) : null;
  if (fired) gunnery.fullGunnery = { broadside: fired.broadside };
  const posted = await postCard(gunnery);
  if (fired) await firer.update({ 'system.guns': gunsSource(fired.guns) } as Actor.UpdateData);
  await postCriticalsIfReady(abilitaMessageId, false);
  return posted;
}

/**
 * FP-6.2 / FP-4.3 an ordered broadside must fire: when the GM closes the movement-and-fire step, the
 * referee fires every ordered broadside of the roll that was not fired (from where the ship is now)
 * and settles a pending choice between halves on the nearer target, so that no one dodges an
 * unlucky shot by not clicking. A ship that may no longer fire (struck, taken, sinking) is skipped.
 */
export async function fireUnfiredBroadsides(abilitaMessageId: string): Promise<number> {
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  let fired = 0;
  for (const { shipIndex, broadside } of orderedBroadsides(abilita)) {
    let record = gunneryFor(gunneryRecords(abilitaMessageId), shipIndex, broadside);
    if (!record) {
      try {
        const posted = await fireBroadside(abilitaMessageId, shipIndex, broadside);
        record = { messageId: posted.message.id!, card: posted.card };
        fired++;
      } catch (e) {
        if (e instanceof RuleError) continue;
        throw e;
      }
    }
    if (!record.card.targetUuid && record.card.choices.length > 0) {
      const nearest = [...record.card.choices].sort(
        (a, b) => rangeOf(record!.card, a) - rangeOf(record!.card, b),
      )[0]!;
      await updateCard(
        requireCard(record.messageId, 'gunnery').message,
        choose(record.card, nearest),
      );
    }
  }
  return fired;
}

function rangeOf(card: GunneryCard, uuid: string): number {
  return card.candidates.find((c) => c.actorUuid === uuid)?.rangeMm ?? Number.POSITIVE_INFINITY;
}

/** D-18 the player picks between the nearest target of each half. */
export async function chooseGunneryTarget(
  gunneryMessageId: string,
  targetUuid: string,
  requester: Requester = me(),
): Promise<void> {
  const { message, card } = requireCard(gunneryMessageId, 'gunnery');
  mustCommand(actorByUuid(card.firerUuid), card.firerName, requester);
  await updateCard(message, choose(card, targetUuid));
  await postCriticalsIfReady(card.abilitaMessageId, false);
}

/**
 * FP-4.3 once every ordered broadside of a roll is fired (or when the GM closes the fire step), the
 * U and W are drawn among the broadsides fired and rolled on the critical tables, once per roll.
 */
export async function postCriticalsIfReady(
  abilitaMessageId: string,
  force: boolean,
): Promise<CardMessage<CriticalCard> | null> {
  if (cardsOfKind('critical', (c) => c.abilitaMessageId === abilitaMessageId).length) return null;
  const { card: abilita } = requireCard(abilitaMessageId, 'abilita');
  const records = gunneryRecords(abilitaMessageId);
  if (!force && !allBroadsidesFired(abilita, records, spentSide(abilita, battle()))) return null;
  const draw = drawCriticals(abilita, records, tableScale());
  if (!draw.unlucky && !draw.wellLaid) return null;
  const rolls: Roll[] = [];
  const u = draw.unlucky ? await roll3d6() : null;
  if (u) rolls.push(u.roll);
  const w = draw.wellLaid ? await roll3d6() : null;
  if (w) rolls.push(w.roll);
  const neighbours =
    w && isMagazine(w.faces)
      ? turnServices().table.shipsInExplosionReach(draw.wellLaid!.card.targetUuid!)
      : [];
  const card = buildCriticalCard({
    abilita,
    abilitaMessageId,
    records,
    draw,
    unluckyFaces: u?.faces ?? null,
    wellLaidFaces: w?.faces ?? null,
    neighbours,
  });
  return postCard(card, rolls);
}
