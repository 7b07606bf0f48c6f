// FP-4.3 critical shots of one Abilità roll: once every ordered broadside has been fired, only the
// lowest score that drew U suffers the unlucky shot (FP-6.5) and only the highest score that drew W,
// nearest its target, scores the well laid shot (FP-6.6). Pure.
import {
  EXPLOSION_FIRE,
  RuleError,
  UNLUCKY_HALF_DC_PCT,
  abilitaRow,
  applyHullDamage,
  assignCriticals,
  diceTotal,
  pctOfDc,
  pointsToLoseBoxes,
  toDice3,
  unluckyEffect,
  wellLaidEffect,
  type FiredBroadside,
  type Scale,
  orderScore,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { AbilitaCard, CriticalCard, GunneryCard } from '../chat/card-data-fire.js';
import type { Faces, ShipRef } from '../chat/card-data-common.js';
import { resolveGunnery, trackDamagePlan, wellLaidExtras, type WellLaidExtra } from './gunnery.js';
import type { EffectPlanData } from './plans.js';

export interface GunneryRecord {
  messageId: string;
  card: GunneryCard;
}

/** Every (ship, side) the Abilità card ordered to fire. */
export function orderedBroadsides(
  card: AbilitaCard,
): Array<{ shipIndex: number; broadside: 'port' | 'starboard' }> {
  return card.ships.flatMap((s, shipIndex) => [
    ...(s.orders.firePort ? [{ shipIndex, broadside: 'port' as const }] : []),
    ...(s.orders.fireStarboard ? [{ shipIndex, broadside: 'starboard' as const }] : []),
  ]);
}

/** The gunnery card of an ordered broadside, if it has been fired (the first one counts). */
export function gunneryFor(
  records: readonly GunneryRecord[],
  shipIndex: number,
  broadside: 'port' | 'starboard',
): GunneryRecord | undefined {
  return records.find((r) => r.card.shipIndex === shipIndex && r.card.broadside === broadside);
}

/** FP-7.3 the roll's preparation of boarding parties succeeded for this ship (its parties are ready this turn). */
export function partiesPreparedOnCard(card: AbilitaCard, shipIndex: number): boolean {
  const entry = card.ships[shipIndex];
  return (
    !!entry &&
    entry.orders.prepareBoarding &&
    abilitaRow(orderScore(entry, 'prepareBoarding')).boarding === 'ok'
  );
}

/**
 * FP-7.3 whether this ordered broadside may still be fired: a ship whose boarding parties are ready this turn
 * (ready already, or prepared by this roll) fires one side only, so once one side has fired the other may not.
 * A failed preparation leaves both sides free.
 */
export function mayFireBroadside(
  card: AbilitaCard,
  shipIndex: number,
  broadside: 'port' | 'starboard',
  records: readonly GunneryRecord[],
  firer: Pick<ShipSystemSource, 'boarding'>,
): boolean {
  const ready = firer.boarding.partiesReady || partiesPreparedOnCard(card, shipIndex);
  if (!ready) return true;
  const other = broadside === 'port' ? 'starboard' : 'port';
  return !gunneryFor(records, shipIndex, other);
}

/**
 * Whether every ordered broadside has been fired at a chosen target or found none; the second broadside
 * of a ship whose parties the roll prepared is not awaited once its first has fired (FP-7.3), nor one
 * that `cannotFire` says can no longer fire in this part (OR-6: its side not loaded, its reload failed).
 */
export function allBroadsidesFired(
  card: AbilitaCard,
  records: readonly GunneryRecord[],
  cannotFire: (shipIndex: number, broadside: 'port' | 'starboard') => boolean = () => false,
): boolean {
  const done = (r: GunneryRecord | undefined) =>
    !!r && (r.card.targetUuid !== null || r.card.choices.length === 0);
  return orderedBroadsides(card).every(({ shipIndex, broadside }) => {
    const record = gunneryFor(records, shipIndex, broadside);
    if (done(record)) return true;
    if (!record && cannotFire(shipIndex, broadside)) return true;
    const other = broadside === 'port' ? 'starboard' : 'port';
    return partiesPreparedOnCard(card, shipIndex) && done(gunneryFor(records, shipIndex, other));
  });
}

export interface CriticalDraw {
  unlucky: GunneryRecord | null;
  wellLaid: GunneryRecord | null;
}

/** FP-4.3 / SD-11 who suffers the U and who scores the W among the broadsides fired on this roll (settled once, when all have fired or the fire step ends). */
export function drawCriticals(
  card: AbilitaCard,
  records: readonly GunneryRecord[],
  scale: Scale,
): CriticalDraw {
  const aimed: Array<{ record: GunneryRecord; broadside: FiredBroadside }> = [];
  const ordered: Array<{ record: GunneryRecord; broadside: FiredBroadside }> = [];
  for (const { shipIndex, broadside } of orderedBroadsides(card)) {
    const record = gunneryFor(records, shipIndex, broadside);
    if (!record) continue;
    const base = { shipId: record.card.firerUuid, side: broadside, score: record.card.score };
    const target = record.card.targetUuid
      ? record.card.candidates.find((c) => c.actorUuid === record.card.targetUuid)!
      : null;
    if (!target && record.card.choices.length > 0) continue; // a choice between halves still pending
    const res = target ? resolveGunnery(record.card, scale) : null;
    if (target && res?.shot && res.shot.band !== 'out') {
      const fired = {
        record,
        broadside: { ...base, band: res.shot.band, rangeMm: target.rangeMm },
      };
      aimed.push(fired);
      ordered.push(fired);
    } else {
      // FP-4.3 an ordered broadside with nothing in range still fires: a U on its score is still its
      // (U falls in every band alike); it can score no W (no target).
      ordered.push({ record, broadside: { ...base, band: 'long', rangeMm: NO_TARGET_RANGE_MM } });
    }
  }
  const unlucky = assignCriticals(ordered.map((f) => f.broadside)).unlucky;
  const wellLaid = assignCriticals(aimed.map((f) => f.broadside)).wellLaid;
  return {
    unlucky: unlucky ? ordered.find((f) => f.broadside === unlucky)!.record : null,
    wellLaid: wellLaid ? aimed.find((f) => f.broadside === wellLaid)!.record : null,
  };
}

/** Ranks a broadside without a target after every aimed one in the FP-6.5 nearer-target tie-break. */
const NO_TARGET_RANGE_MM = Number.MAX_SAFE_INTEGER;

/** The critical card, given the dice rolled for the effects that happen. */
export function buildCriticalCard(input: {
  abilita: AbilitaCard;
  abilitaMessageId: string;
  records: readonly GunneryRecord[];
  draw: CriticalDraw;
  unluckyFaces: readonly number[] | null;
  wellLaidFaces: readonly number[] | null;
  neighbours: ShipRef[];
}): CriticalCard {
  const { draw } = input;
  const faces = (f: readonly number[] | null): Faces => {
    if (!f) throw new RuleError('a critical effect needs its 3d6');
    return [...toDice3(f)] as Faces;
  };
  const u = draw.unlucky?.card;
  const w = draw.wellLaid?.card;
  return {
    kind: 'critical',
    turn: input.abilita.turn,
    side: input.abilita.side,
    abilitaMessageId: input.abilitaMessageId,
    gunneryMessageIds: input.records.map((r) => r.messageId),
    unlucky: u
      ? {
          gunneryMessageId: draw.unlucky!.messageId,
          firerUuid: u.firerUuid,
          firerName: u.firerName,
          broadside: u.broadside,
          faces: faces(input.unluckyFaces),
        }
      : null,
    wellLaid: w
      ? {
          gunneryMessageId: draw.wellLaid!.messageId,
          firerUuid: w.firerUuid,
          targetUuid: w.targetUuid!,
          targetName: w.candidates.find((c) => c.actorUuid === w.targetUuid)!.name,
          aim: w.aim,
          faces: faces(input.wellLaidFaces),
          neighbours: input.neighbours,
        }
      : null,
  };
}

const L = (key: string, data?: Record<string, unknown>) => ({
  key: `SCA.Turn.Effect.${key}`,
  data,
});

/** FP-6.5 the unlucky shot on the firing ship, on the side that fired. */
export function unluckyPlan(card: CriticalCard, firer: ShipSystemSource): EffectPlanData | null {
  if (!card.unlucky) throw new RuleError('no unlucky shot on this card');
  const effect = unluckyEffect(diceTotal(toDice3(card.unlucky.faces)));
  if (effect === 'none') return null;
  const profile = profileFromSource(firer);
  const side = card.unlucky.broadside;
  const fires = { ...firer.fires, hull: firer.fires.hull + 1 };
  if (effect === 'fire') return { changes: { fires }, label: L('Unlucky.fire') };
  const points =
    effect === 'burst-hdc'
      ? pointsToLoseBoxes(profile, damageOf(firer), side, 1)
      : pctOfDc(profile.dcCapacity, UNLUCKY_HALF_DC_PCT);
  const damage = applyHullDamage(profile, damageOf(firer), side, points).damage;
  return { changes: { damage, fires }, label: L(`Unlucky.${effect}`, { points }) };
}

/**
 * FP-6.6 the well laid shot on the target (the normal damage is on the gunnery card). A "double"
 * under OR-6 has one line per figure (SD-36): `part` names it; the fireship it lights goes with the
 * target figure's line (or the only line).
 */
export function wellLaidPlan(
  card: CriticalCard,
  gunnery: GunneryCard,
  target: ShipSystemSource,
  scale: Scale,
  part: WellLaidExtra['part'] = null,
): EffectPlanData {
  const w = card.wellLaid;
  if (!w) throw new RuleError('no well laid shot on this card');
  const effect = wellLaidEffect(diceTotal(toDice3(w.faces)));
  const changes: Record<string, unknown> = {};
  // FP-6.7 a well laid shot lights a fireship by accident.
  if (target.fireship.isFireship && !target.fireship.lit && (part ?? 'target') === 'target')
    changes.fireship = { ...target.fireship, lit: true };
  let label = L(`WellLaid.${effect}`);
  if (effect !== 'double' && part !== null)
    throw new RuleError('only a double has a line per figure');
  if (effect === 'fire') {
    const track = w.aim === 'rigging' ? 'rigging' : 'hull';
    changes.fires = { ...target.fires, [track]: target.fires[track] + 1 };
  } else if (effect === 'double') {
    const extras = wellLaidExtras(gunnery, scale);
    // Without a figure named, the target figure's line (or the Fast Play line).
    const want = part ?? (extras.some((x) => x.part !== null) ? 'target' : null);
    const line = extras.find((x) => x.part === want);
    if (!line && part !== null) throw new RuleError('that figure adds nothing');
    const points = line?.points ?? 0;
    if (line) Object.assign(changes, trackDamagePlan(target, line.track, points, label).changes);
    label = L('WellLaid.double', { points });
  } else if (effect === 'rudder') {
    changes.rudderDamaged = true;
  } else {
    changes.status = { ...target.status, exploded: true };
  }
  return { changes, label };
}

/** FP-6.6 / SD-36 the lines of a well laid "double" (one per OR-6 figure; one in Fast Play). */
export function wellLaidDoubleLines(
  card: CriticalCard,
  gunnery: GunneryCard,
  scale: Scale,
): WellLaidExtra[] {
  const w = card.wellLaid;
  if (!w || wellLaidEffect(diceTotal(toDice3(w.faces))) !== 'double') return [];
  return wellLaidExtras(gunnery, scale);
}

/** FP-4.4 an explosion sets a fire on a ship within short range; FP-6.7 it lights a fireship. */
export function explosionFirePlan(ship: ShipSystemSource): EffectPlanData {
  const changes: Record<string, unknown> = {
    fires: { ...ship.fires, [EXPLOSION_FIRE]: ship.fires[EXPLOSION_FIRE] + 1 },
  };
  if (ship.fireship.isFireship && !ship.fireship.lit)
    changes.fireship = { ...ship.fireship, lit: true };
  return { changes, label: L('ExplosionFire') };
}

/**
 * FP-4.4 the once-only key of the fire an explosion of `sourceUuid` sets on `neighbourUuid`: one
 * key whatever applies it (the referee at the blast, or a card's button), so it is set once.
 */
export function explosionFireKey(sourceUuid: string, neighbourUuid: string): string {
  return `blast:${sourceUuid}:${neighbourUuid}`;
}

/** Whether the well laid shot on this card blows up the target's magazine (FP-6.6 15-18). */
export function isMagazine(faces: readonly number[]): boolean {
  return wellLaidEffect(diceTotal(toDice3(faces))) === 'magazine';
}

const FIGURES = ['target', 'collateral', 'opposite'] as const;

/** OR-6 / SD-36 the figure a well laid button names: none, or one of the three; anything else is refused. */
export function wellLaidPart(args: Record<string, unknown> | undefined): WellLaidExtra['part'] {
  const part = args?.part;
  if (part === undefined || part === null) return null;
  if (typeof part !== 'string' || !(FIGURES as readonly string[]).includes(part))
    throw new RuleError(`unknown figure "${String(part)}"`);
  return part as WellLaidExtra['part'];
}

/** The once-only key of a well laid line: the target figure (or the only line) keeps the card's key. */
export function wellLaidKey(messageId: string, part: WellLaidExtra['part']): string {
  return part && part !== 'target' ? `${messageId}:wellLaid:${part}` : `${messageId}:wellLaid`;
}
