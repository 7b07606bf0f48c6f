// FP-6 gunnery cards: the target from the table's targeting (D-18 choice between halves), the band,
// the shot on the Abilità score, the damage arithmetic (BF x multiplier x rake, FP-7.1 split) and
// the damage each receiving ship takes. Pure functions.
import {
  RuleError,
  applyDamage,
  broadsideDamage,
  currentBf,
  fullGunneryDamage,
  rangeBand,
  resolveShot,
  tangleDamageSplit,
  type DamageResult,
  type FullGunneryDamage,
  type HullSide,
  type Scale,
  type ShotResolution,
  type Track,
  orderScore,
} from '../../rules/index.js';
import { profileFromSource, type ShipSystemSource } from '../models/ship-model.js';
import { damageOf } from '../ship-state.js';
import type { AbilitaCard, GunneryCard, TargetEntry } from '../chat/card-data-fire.js';
import type { EffectPlanData } from './plans.js';
import {
  tangleDoubleExtra,
  tangleOutcome,
  tangleRecipients,
  tangleShotScore,
} from './tangle-fire.js';
import { wreckageField, wreckageScored } from './rigging-fire.js';
import { firingBf } from './or5-tack.js';

/** What the table's targeting gives for one broadside (FP-6.2 / D-11 / D-18), with actor uuids. */
export interface TargetingSnapshot {
  candidates: TargetEntry[];
  /** The forced target, or null when the player chooses between `choices` (or there is none). */
  chosen: string | null;
  choices: string[];
}

/** The Abilità card's order for this broadside, or an error: a card fires only what was ordered. */
export function orderedAim(
  card: AbilitaCard,
  shipIndex: number,
  broadside: HullSide,
): 'hull' | 'rigging' {
  const entry = card.ships[shipIndex];
  if (!entry) throw new RuleError(`the Abilità card has no ship ${shipIndex}`);
  const aim = broadside === 'port' ? entry.orders.firePort : entry.orders.fireStarboard;
  if (aim !== 'hull' && aim !== 'rigging')
    throw new RuleError(`${entry.name} was not ordered to fire its ${broadside} broadside`);
  return aim;
}

/** FP-6.2 a gunnery card for one ordered broadside, fired now. */
export function buildGunneryCard(input: {
  abilita: AbilitaCard;
  abilitaMessageId: string;
  shipIndex: number;
  broadside: HullSide;
  firer: ShipSystemSource;
  targeting: TargetingSnapshot;
}): GunneryCard {
  const { abilita, shipIndex, broadside, firer, targeting } = input;
  const aim = orderedAim(abilita, shipIndex, broadside);
  const entry = abilita.ships[shipIndex]!;
  const profile = profileFromSource(firer);
  const choices = targeting.chosen ? [targeting.chosen] : targeting.choices;
  for (const id of choices)
    if (!targeting.candidates.some((c) => c.actorUuid === id))
      throw new RuleError(`target ${id} is not a candidate`);
  return {
    kind: 'gunnery',
    turn: abilita.turn,
    side: abilita.side,
    abilitaMessageId: input.abilitaMessageId,
    shipIndex,
    firerUuid: entry.actorUuid,
    firerName: entry.name,
    broadside,
    aim,
    score: orderScore(entry, broadside === 'port' ? 'firePort' : 'fireStarboard'), // OR-3 red
    bf: currentBf(profile, damageOf(firer), broadside),
    carronades: firer.shipClass.carronadesOnly,
    ...wreckageField(firer, broadside), // OR-9
    candidates: targeting.candidates,
    choices,
    targetUuid: targeting.chosen,
  };
}

/** D-18 the player picks one of the offered targets; anything else is refused. */
export function chooseTarget(card: GunneryCard, targetUuid: string): GunneryCard {
  if (card.targetUuid) throw new RuleError('the target of this broadside is already chosen');
  if (!card.choices.includes(targetUuid))
    throw new RuleError('that ship is not a target this broadside may choose');
  return { ...card, targetUuid };
}

export interface Recipient {
  actorUuid: string;
  name: string;
  track: Track;
  /** OR-7 this recipient's own points (a tangle split); absent: the broadside's damage. */
  points?: number;
  /** OR-6 full gunnery: which of the three figures this is. */
  part?: 'target' | 'collateral' | 'opposite';
}

const NOTHING = { recipients: [] as Recipient[], damage: null };

export interface GunneryResolution {
  target: TargetEntry | null;
  shot: ShotResolution | null;
  /** FP-7.1 ships sharing the damage (the target first). */
  recipients: Recipient[];
  damage: DamageResult | null;
  /** The broadside found no target: nothing is fired. */
  noTarget: boolean;
  /** OR-7 footnote 20: a friend in the tangle screens the enemy target, no fire. */
  screened?: boolean;
  awaitingChoice: boolean;
  /** OR-6 full gunnery: the three figures (target area, collateral, opposite side). */
  full?: FullGunneryDamage;
}

/**
 * FP-7.1 the ships a ship is "in a boarding" with: those it touches when the contact is a boarding
 * contact, or either of the two is in a melee or has boarding parties ready (SD-14).
 */
export function boardingPartners(
  ship: { id: string; system: ShipSystemSource },
  others: ReadonlyArray<{ id: string; system: ShipSystemSource }>,
): string[] {
  const engaged = (s: ShipSystemSource) =>
    s.boarding.partiesReady || s.boarding.inMelee || s.boarding.boardedNotRepelled;
  return others
    .filter((o) => o.id !== ship.id)
    .filter((o) => {
      const mine = ship.system.contacts.find((c) => c.actorId === o.id);
      const theirs = o.system.contacts.find((c) => c.actorId === ship.id);
      if (!mine && !theirs) return false;
      return (
        mine?.kind === 'boarding' ||
        theirs?.kind === 'boarding' ||
        engaged(ship.system) ||
        engaged(o.system)
      );
    })
    .map((o) => o.id);
}

/** FP-7.1 ships in a boarding with the target that lie in the same half-arc share its damage. */
export function boardingGroup(card: GunneryCard, target: TargetEntry): TargetEntry[] {
  const partners = card.candidates.filter(
    (c) =>
      c.actorUuid !== target.actorUuid &&
      c.half === target.half &&
      target.boardingWith.includes(c.actorUuid),
  );
  return [target, ...partners];
}

/**
 * FP-6.2/6.3/6.4/7.1 the resolution of a gunnery card, re-derived from its inputs through the core:
 * the band from the range, the shot from the score, the damage from BF, band, aim, the target's sail,
 * the rake and the split. A W is a hit here; its critical is resolved on the critical card (FP-4.3).
 */
export function resolveGunnery(card: GunneryCard, scale: Scale): GunneryResolution {
  card = wreckageScored(card); // OR-9 -1 from the side the wreckage fell on
  if (!card.targetUuid) {
    return {
      target: null,
      shot: null,
      recipients: [],
      damage: null,
      noTarget: card.choices.length === 0,
      awaitingChoice: card.choices.length > 0,
    };
  }
  const target = card.candidates.find((c) => c.actorUuid === card.targetUuid);
  if (!target) throw new RuleError('the chosen target is not among the candidates');
  if (rangeBand(target.rangeMm, scale) !== target.band)
    throw new RuleError('the range band on the card does not match its range');
  const group = boardingGroup(card, target);
  const rake = card.aim === 'hull' ? target.rake : null;
  const shot = resolveShot({
    bf: firingBf(card), // OR-5 BF -1 while tacking
    rangeMm: target.rangeMm,
    score: tangleShotScore(card.score, target), // OR-7
    aim: card.aim,
    targetSail: target.sail,
    rake,
    carronades: card.carronades,
    splitBetween: group.length,
    scale,
  });
  const recipients: Recipient[] = shot.damage
    ? group.map((t) => ({
        actorUuid: t.actorUuid,
        name: t.name,
        track: card.aim === 'rigging' ? ('rigging' as const) : t.hitSide,
      }))
    : [];
  // OR-7 footnote 20: a friend in the tangle blocks the shot or takes its share.
  const tangled = target.tangle ? tangleRecipients(target, card.aim, shot.damage) : null;
  if (tangled?.screened)
    return { ...NOTHING, target, shot, noTarget: false, awaitingChoice: false, screened: true };
  if (tangled) recipients.splice(0, recipients.length, ...tangled.recipients);
  // OR-6 full gunnery; an OR-7 tangle split shares each of the three figures (SD-85).
  const full = shot.damage ? fullGunneryOf(card, target, shot.band, group) : null;
  if (full) {
    return {
      target,
      shot,
      recipients: full.recipients,
      damage: shot.damage,
      noTarget: false,
      awaitingChoice: false,
      full: full.damage,
    };
  }
  return { target, shot, recipients, damage: shot.damage, noTarget: false, awaitingChoice: false };
}

type FullPart = NonNullable<Recipient['part']>;

/** OR-6 a ship's lines for the three figures: where each lands (aimed at the rigging, no opposite). */
function figureLines(
  ship: { actorUuid: string; name: string; hitSide: HullSide },
  aim: 'hull' | 'rigging',
  points: (part: FullPart) => number,
): Recipient[] {
  const other: HullSide = ship.hitSide === 'port' ? 'starboard' : 'port';
  const parts: Array<[Track, FullPart]> =
    aim === 'hull'
      ? [
          [ship.hitSide, 'target'],
          ['rigging', 'collateral'],
          [other, 'opposite'],
        ]
      : [
          ['rigging', 'target'],
          [ship.hitSide, 'collateral'],
        ];
  return parts
    .map(([track, part]) => ({
      actorUuid: ship.actorUuid,
      name: ship.name,
      track,
      points: points(part),
      part,
    }))
    .filter((r) => r.points > 0);
}

/**
 * OR-6 the three figures of a full-gunnery hit, shared evenly by an FP-7.1 boarding group: aimed at
 * the hull, the target figure to the hull side hit, the collateral to the rigging and the opposite to
 * the other hull side; aimed at the rigging, the target to the rigging, the collateral to the side hit.
 * OR-7 footnote 20 / SD-85: with a friend in the tangle each exact figure is shared between the enemy
 * and the friend, each share rounded once at the end (D-16). `double`: FP-6.6 well laid (SD-36).
 */
function fullGunneryOf(
  card: GunneryCard,
  target: TargetEntry,
  band: ShotResolution['band'],
  group: readonly TargetEntry[],
  double = false,
): { damage: FullGunneryDamage; recipients: Recipient[] } | null {
  if (!card.fullGunnery || band === 'out') return null;
  const damage = fullGunneryDamage({
    bf: firingBf(card), // OR-5 BF -1 while tacking
    band,
    broadside: card.fullGunnery.broadside,
    aim: card.aim,
    targetSail: target.sail,
    rake: card.aim === 'hull' ? target.rake : null,
    carronades: card.carronades,
    splitBetween: target.tangle ? 1 : group.length,
    double,
  });
  if (target.tangle) {
    const friendShare = tangleOutcome(target.tangle).friendShare;
    const split = (part: FullPart) => tangleDamageSplit(damage.exact[part], friendShare);
    return {
      damage,
      recipients: [
        ...figureLines(target, card.aim, (part) => split(part).enemy),
        ...figureLines(target.tangle, card.aim, (part) => split(part).friend),
      ],
    };
  }
  const recipients = group.flatMap((t) => figureLines(t, card.aim, (part) => damage[part]));
  return { damage, recipients };
}

export interface WellLaidExtra {
  /** OR-6 the figure (full gunnery); null: the Fast Play damage. */
  part: FullPart | null;
  track: Track;
  points: number;
}

/**
 * FP-6.6 "double" on the well laid target: the extra points per line. Under OR-6 every figure is
 * doubled (SD-36), each its own line; a split (boarding, SD-19; tangle, OR-7) doubles the target's
 * share only.
 */
export function wellLaidExtras(card: GunneryCard, scale: Scale): WellLaidExtra[] {
  const r = resolveGunnery(card, scale);
  if (!r.target || !r.damage || !r.shot || r.shot.band === 'out') return [];
  if (r.full && card.fullGunnery) {
    const group = boardingGroup(card, r.target);
    const doubled = fullGunneryOf(card, r.target, r.shot.band, group, true)!.recipients;
    const mine = (list: readonly Recipient[], part: FullPart) =>
      list.find((x) => x.actorUuid === r.target!.actorUuid && x.part === part);
    return (['target', 'collateral', 'opposite'] as const).flatMap((part) => {
      const twice = mine(doubled, part);
      if (!twice) return [];
      const points = (twice.points ?? 0) - (mine(r.recipients, part)?.points ?? 0);
      return points > 0 ? [{ part, track: twice.track, points }] : [];
    });
  }
  const track = r.recipients.find((x) => x.actorUuid === r.target!.actorUuid)?.track ?? 'port';
  return [{ part: null, track, points: doubleExtra(card, scale) }];
}

/** FP-6.6 "double": the extra points a well laid shot adds to the target's normal (Fast Play) damage (on a split broadside, to the well laid target's share only: SD-19). */
export function doubleExtra(card: GunneryCard, scale: Scale): number {
  const r = resolveGunnery(card, scale);
  if (!r.target || !r.damage || !r.shot || r.shot.band === 'out') return 0;
  // OR-7 / SD-19 a tangle split: only the enemy's share is doubled.
  if (r.target.tangle) return tangleDoubleExtra(r.target.tangle, r.damage.exact);
  const doubled = broadsideDamage({
    bf: firingBf(card),
    band: r.shot.band,
    aim: card.aim,
    targetSail: r.target.sail,
    rake: card.aim === 'hull' ? r.target.rake : null,
    carronades: card.carronades,
    splitBetween: r.recipients.length,
    double: true,
  });
  return doubled.damage - r.damage.damage;
}

/**
 * Re-validation of the firing side's BF: the card's BF is at most the ship's initial BF and at least
 * its current BF on that side (a side's BF only falls during a turn, FP-2.2).
 */
export function checkFiringBf(card: GunneryCard, firer: ShipSystemSource): void {
  const profile = profileFromSource(firer);
  const now = currentBf(profile, damageOf(firer), card.broadside);
  if (!(card.bf <= profile.bf && card.bf >= now))
    throw new RuleError(
      `${card.firerName}: the broadside factor on the card does not match the ship`,
    );
}

/** FP-2.5 the damage of one recipient applied to its current tracks. */
export function damagePlan(
  card: GunneryCard,
  recipientIndex: number,
  target: ShipSystemSource,
  scale: Scale,
): EffectPlanData {
  const r = resolveGunnery(card, scale);
  const rec = r.recipients[recipientIndex];
  if (!rec || !r.damage) throw new RuleError('this broadside deals no damage to that ship');
  const points = rec.points ?? r.damage.damage;
  return trackDamagePlan(target, rec.track, points, {
    key: 'SCA.Turn.Effect.Broadside',
    data: { firer: card.firerName, points },
  });
}

export function trackDamagePlan(
  target: ShipSystemSource,
  track: Track,
  points: number,
  label: EffectPlanData['label'],
): EffectPlanData {
  const after = applyDamage(profileFromSource(target), damageOf(target), track, points).damage;
  return { changes: { damage: after }, label };
}
