// Issue 13: HR-5 the card-driven turn in the battle simulation (--options HR-5, and HR-5E for D-20's
// two cards of an Elite-or-Good squadron), over the core's deck (turn-deck.ts) and the part's pieces
// (part.ts): orders and one Abilità roll for every ship at the start; the orders without a card take
// effect then (SD-117 / SD-184); then the seeded shuffled deck is drawn - wind (OR-2's change, SD-116),
// extinguish fire, unfoul, sail change for every ship with the order, one movement-and-fire card per
// squadron (course, the straight move and the ordered broadsides of its ships, SD-117 / SD-126), one
// boarding card per fleet - and the turn closes with every ship's fire toll and the morale tests (SD-119 /
// SD-187). SD-233 says how the simulation's ships play their cards.
import { abilitaRow, abilitaScore } from '../abilita.js';
import { prepareBoarding } from '../boarding.js';
import { isSinking, type ShipDamage } from '../damage.js';
import { endOfPartFire, fireCount } from '../fire.js';
import { relativeToWind } from '../sailing.js';
import { buildTurnDeck, cardActs, shuffleDeck, type TurnCard } from '../turn-deck.js';
import { battleCaptainTable, battleShipOrders } from './battle-orders.js';
import type { BattleOptionRules } from './battle-options.js';
import type { BattlePartRecord } from './battle.js';
import { contactViews } from './battle.js';
import type { CaptainOrders } from './captain.js';
import { cloneDuel, isHeld, type DuelSide } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { abilitaModifierTotal } from './firing-point.js';
import { captainView, type FleetShipOrders } from './fleet-captain.js';
import { boardingAtEndOfPart, dropContactsWithGone, standDownParties } from './part-contact.js';
import { firingPointAmong, otherShipsThisPart } from './part-fire.js';
import {
  abilitaConditions,
  courseChange,
  fightFireAndUnfoul,
  fireBackMm,
  ironsPenalty,
  moveAllowance,
  sailChange,
  straightMove,
} from './part-helm.js';
import { endOfPartMorale } from './part.js';
import { resolveShots, shotAt, type Shot } from './part-shots.js';
import type { PartRules } from './part-rules.js';
import { controllingSide, onTable, type SimTable, type TableEntry } from './table.js';

/** One ship's turn under HR-5: what her captain wrote and rolled at the start. */
interface CardShip {
  entry: TableEntry;
  /** SD-111 her squadron when the turn's deck was made (SD-127). */
  squadron: string;
  orders: FleetShipOrders & { applied?: BattlePartRecord['applied'] };
  intended: TableEntry | null;
  score: number;
  /** SD-117 a critical bear-away was made with the roll: her card turns her no more. */
  turnedWithRoll: boolean;
  before: BattlePartRecord['before'] | null;
  optional: BattlePartRecord['optional'];
}

export interface CardTurnBattle {
  table: SimTable;
  rng: DuelRandom;
  turn: number;
  optional: BattleOptionRules | null;
  /** D-20 / HR-5E two movement-and-fire cards for an Elite-or-Good squadron. */
  eliteTwice: boolean;
  /** SD-111 the squadron each ship's fleet file gives her, by table id. */
  squadronOf: (uid: string) => string;
  onPart?: (record: BattlePartRecord) => void;
  /** After each card and at the close: true when the battle is decided (HR-4 settled there). */
  check: () => boolean;
}

const NO_FIRE: CaptainOrders['fire'] = [];

function only(orders: CaptainOrders, names: readonly string[]): CaptainOrders {
  return { ...orders, orders: orders.orders.filter((o) => names.includes(o)) };
}

/** HR-5 the start: every ship afloat writes her orders and rolls her Abilità, from the same table. */
function ordersAndRolls(b: CardTurnBattle): CardShip[] {
  const { table, turn, optional } = b;
  const out: CardShip[] = [];
  for (const me of table.entries) {
    if (me.ship.fate !== 'afloat') continue;
    const enemies = table.entries.filter((e) => e.side !== me.side);
    const others = table.entries.filter((e) => e !== me && onTable(e)).map((e) => e.ship);
    const fp = battleShipOrders(
      me.ship,
      enemies.map((e) => e.ship),
      turn,
      table.wind,
      others,
      contactViews(table, me),
      battleCaptainTable(table.strength, table.scale),
    );
    if (!fp) continue;
    const intended = fp.target === null ? null : enemies[fp.target]!;
    const record = b.onPart && intended !== null;
    const optionalState = optional && record ? optional.atOrders(me) : undefined;
    const orders = optional ? optional.orders(me, fp) : fp;
    out.push({
      entry: me,
      squadron: b.squadronOf(me.uid),
      orders,
      intended,
      score: 0,
      turnedWithRoll: false,
      before: record ? cloneDuel(captainView(me.ship, intended.ship, turn, table.wind)) : null,
      optional: optionalState,
    });
  }
  // FP-4.1 one roll per ship, after every ship's orders are written.
  for (const c of out)
    c.score = abilitaScore(b.rng.roll3d6(), abilitaConditions(c.entry.ship)).score;
  return out;
}

/**
 * SD-117 / SD-184 when the Abilità step closes: the orders without a card take effect (OR-6 reload and
 * run out, OR-9 the jury rig), and a critical bear-away is made with the roll.
 */
function closeRolls(b: CardTurnBattle, ships: readonly CardShip[], part: PartRules | null): void {
  for (const c of ships) {
    if (c.entry.ship.fate !== 'afloat') continue;
    part?.afterAbilita(c.entry, c.orders, c.score);
    const row = abilitaRow(c.score);
    if (row.changeCourse === 'critical') {
      courseChange(b.table, c.entry, only(c.orders, []), row);
      c.turnedWithRoll = true;
    }
  }
}

/** HR-5 / SD-117 / SD-126 a squadron's acting card: course, straight move and broadsides of each ship. */
function squadronCard(
  b: CardTurnBattle,
  squadron: readonly CardShip[],
  part: PartRules | null,
  raked: Set<TableEntry>,
): void {
  const { table, rng } = b;
  const first = squadron[0];
  if (first)
    b.optional?.startSquadron(
      controllingSide(first.entry),
      squadron.map((c) => c.entry),
    );
  for (const c of squadron) {
    const me = c.entry;
    const s = me.ship;
    if (s.fate !== 'afloat') continue;
    b.optional?.startPart();
    // SD-233 the ship as her card finds her (earlier cards may have changed her since her orders).
    const atCard =
      c.before && c.intended
        ? cloneDuel(captainView(s, c.intended.ship, b.turn, table.wind))
        : null;
    if (!c.turnedWithRoll) courseChange(table, me, c.orders, abilitaRow(c.score));
    const held = isHeld(s);
    // FP-5.4 still in irons at her move: stopped, and her rigging pays (OR-9's test when played).
    const inIrons = relativeToWind(s.heading, table.wind).r <= 2;
    if (inIrons) {
      if (part) part.inIrons(me);
      else ironsPenalty(s);
    }
    const ships = table.entries.filter(onTable);
    const allowance = moveAllowance(table, me, inIrons, part);
    if (!held) s.halfSpeed = false;
    const sweep = straightMove(table, me, ships, allowance, part);
    const fired: BattlePartRecord['fired'] = [];
    const shots: Shot[] = [];
    const fire = s.fate === 'afloat' ? c.orders.fire : NO_FIRE;
    if (fire.length > 0) {
      const back = fireBackMm(sweep);
      // HR-2 the table's range bands and arcs.
      const others = otherShipsThisPart(me, ships, { end: s.pose, movedMm: back }, table.scale);
      // FP-7.3 with boarding parties ready (or called for this turn) she fires one side only.
      const boarding = s.partiesReady === true || c.orders.orders.includes('prepareBoarding');
      const modifiers = abilitaModifierTotal(s);
      for (const f of boarding ? fire.slice(0, 1) : fire) {
        if (part && !part.mayFire(me, f.side)) continue;
        const point = firingPointAmong(
          me,
          f.side,
          s.pose,
          back,
          modifiers,
          others,
          c.intended,
          table.scale,
        );
        fired.push({ side: f.side, alongMm: sweep.distanceMm - point.backMm });
        const shot = shotAt(me, f, point, c.score, part);
        if (shot) shots.push(shot);
      }
    }
    for (const e of resolveShots(table, me, shots, rng, part)) raked.add(e);
    for (const e of table.entries)
      if (e.ship.fate === 'afloat' && isSinking(e.ship.profile, e.ship.damage))
        e.ship.fate = 'sunk';
    dropContactsWithGone(table);
    if (c.before && b.onPart)
      b.onPart({
        before: c.before,
        orders: { ...c.orders, ship: 'a' },
        score: c.score,
        fired,
        movedMm: sweep.distanceMm,
        allowanceMm: allowance,
        headingAfter: s.heading,
        windStrength: table.strength,
        ...(table.scale === 3000 ? { scale: table.scale } : {}),
        uid: me.uid,
        targetReason: c.orders.targetReason,
        ...(atCard ? { beforeMove: atCard } : {}),
        ...(c.optional && c.orders.applied
          ? { optional: c.optional, applied: c.orders.applied }
          : {}),
        // OR-7's turn by a move after contact (HR-5 never plays OR-5's navigation: SD-110).
        ...b.optional?.partRecordFields(),
      });
  }
}

/** HR-5 a fleet's boarding card: FP-7.2 parties on the Brd column, then FP-7.2 / FP-7.5 boarding. */
function boardingCard(b: CardTurnBattle, fleet: readonly CardShip[]): void {
  for (const c of fleet) {
    const s = c.entry.ship;
    if (s.fate !== 'afloat') continue;
    if (c.orders.orders.includes('prepareBoarding') && prepareBoarding(c.score))
      s.partiesReady = true;
    boardingAtEndOfPart(b.table, c.entry, b.rng, c.orders.orders.includes('unfoul'));
    standDownParties(b.table, c.entry);
  }
  dropContactsWithGone(b.table);
}

/**
 * HR-5 / SD-119 / SD-187 the close: every ship's end-of-turn tests (OR-9), fire toll and sinking, then
 * the morale tests of every ship that lost DC this turn or was raked, each once.
 */
function closeTurn(
  b: CardTurnBattle,
  damageBefore: ReadonlyMap<TableEntry, ShipDamage>,
  raked: ReadonlySet<TableEntry>,
  part: PartRules | null,
): void {
  const { table } = b;
  const ships = table.entries.filter(onTable);
  for (const e of ships) {
    const s = e.ship;
    if (s.fate !== 'afloat') continue;
    part?.beforeFireToll(e);
    if (s.fate === 'afloat' && fireCount(s.fires) > 0) {
      const toll = endOfPartFire(s.profile, s.damage, s.fires);
      s.damage = toll.damage;
      s.fires = toll.fires;
      if (toll.explodes) s.fate = 'exploded';
    }
  }
  for (const e of ships)
    if (e.ship.fate === 'afloat' && isSinking(e.ship.profile, e.ship.damage)) e.ship.fate = 'sunk';
  if (ships.length > 0) endOfPartMorale(ships[0]!, ships, damageBefore, raked, b.rng);
  dropContactsWithGone(table);
}

/** The deck's cards: SD-111 one movement-and-fire card per squadron of the ships afloat (D-20 two). */
function turnDeck(b: CardTurnBattle, ships: readonly CardShip[]): TurnCard[] {
  const deck = buildTurnDeck(
    ships.map((c) => ({
      side: c.entry.side,
      squadron: c.squadron,
      crew: c.entry.ship.profile.crew,
    })),
    { eliteSquadronsTwice: b.eliteTwice, hasForts: false },
  );
  // HR-5 / SD-115 shuffled from the battle's seeded dice.
  return shuffleDeck(deck, (n) => b.rng.int(0, n - 1));
}

/**
 * HR-5 one card-driven turn of the battle; true when the battle was decided during it (the caller
 * scores it). Orders and rolls, the cards in their drawn order, the close.
 */
export function playCardTurn(b: CardTurnBattle): boolean {
  const { table } = b;
  const part = b.optional?.part ?? null;
  b.optional?.startCardTurn(b.turn);
  const damageBefore = new Map<TableEntry, ShipDamage>();
  for (const e of table.entries) damageBefore.set(e, e.ship.damage);
  const raked = new Set<TableEntry>();
  const ships = ordersAndRolls(b);
  closeRolls(b, ships, part);
  if (b.check()) return true;
  const drawn: TurnCard[] = [];
  for (const card of turnDeck(b, ships)) {
    const acts = cardActs(card, drawn);
    drawn.push(card);
    if (!acts) continue;
    switch (card.kind) {
      case 'wind':
        b.optional?.windChange();
        break;
      case 'extinguishFire':
      case 'unfoul':
        for (const c of ships)
          if (c.entry.ship.fate === 'afloat')
            fightFireAndUnfoul(
              table,
              c.entry,
              only(c.orders, [card.kind === 'unfoul' ? 'unfoul' : 'extinguish']),
              c.score,
            );
        break;
      case 'sailChange':
        for (const c of ships)
          if (c.entry.ship.fate === 'afloat') sailChange(c.entry, c.orders, abilitaRow(c.score));
        break;
      case 'moveFire':
        squadronCard(
          b,
          ships.filter((c) => c.entry.side === card.side && c.squadron === card.squadron),
          part,
          raked,
        );
        break;
      case 'boarding':
        boardingCard(
          b,
          ships.filter((c) => c.entry.side === (card.side as DuelSide)),
        );
        break;
      case 'coastalBatteries':
        break;
    }
    if (b.check()) return true;
  }
  closeTurn(b, damageBefore, raked, part);
  return b.check();
}
