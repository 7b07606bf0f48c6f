// Issue 13: a whole battle over the rules core - two fleets placed on an open table (SD-145), the fleet
// captain for every ship, the sides' parts in the FP-3 order of the turn (SD-148), each ship's part
// played by the part shared with the duel (part.ts), with FP-A1 variable wind and HR-4 fleet morale
// when asked, until a victory or the turn limit (SD-149), scored with FP-8.3 victory points.
// HR-4's fleet morale is in battle-morale.ts.
import { dcLost, isSinking } from '../damage.js';
import { relativeToWind } from '../sailing.js';
import type { WindStrength } from '../tables/sailing.js';
import { victoryPoints, type EnemyShipRecord, type VictoryScoring } from '../victory.js';
import { variableWind } from '../wind.js';
import { battleCaptainTable, battleShipOrders } from './battle-orders.js';
import { BattleOptionRules, type OptionsAtOrders } from './battle-options.js';
import { placeFleets, type BattleSetup } from './battle-state.js';
import {
  cloneDuel,
  otherSide,
  type DuelSide,
  type ShipFateInDuel,
  type SimShip,
} from './duel-state.js';
import { duelRandom, type DuelRandom, type PartRecord } from './duel.js';
import { captainView } from './fleet-captain.js';
import type { ContactView } from './board-captain.js';
import { dropContactsWithGone, entryByUid } from './part-contact.js';
import { ironsPenalty } from './part-helm.js';
import { playShipPart } from './part.js';
import { playShipPartInSegments, type SegmentPartPlayed } from './part-segments.js';
import { controllingSide, onTable, startTurn, type SimTable, type TableEntry } from './table.js';
import type { Reason } from './reasons.js';
import type { TangleCounts } from './part-entangle.js';
import { playCardTurn } from './battle-deck.js';
import type { SignalRecord } from './battle-signals.js';
import type { SideSignalCounts } from './sweep.js';
import { packedMap } from '../packed-map.js';
import { captainStart } from './or5-plan-start.js';
import {
  breakTests,
  initMorale,
  moraleEvents,
  snapshot,
  type Morale,
  type Snapshot,
} from './battle-morale.js';

/**
 * SD-149 how a battle ends: a fleet with no ship afloat loses (`annihilated`; both at once `mutual`,
 * a draw); with HR-4 the first fleet to break loses (`broken`); at the turn limit the side with more
 * FP-8.3 victory points wins (`points`), equal points are a draw (`even`).
 */
export type BattleEnd = 'annihilated' | 'broken' | 'mutual' | 'points' | 'even';

export interface BattleShipResult {
  side: DuelSide;
  name: string;
  classId: string;
  crew: string;
  fate: ShipFateInDuel;
  /** DC lost in this battle (the file's starting damage not counted). */
  dcLost: number;
  /** DC the enemy lost to her broadsides. */
  dcDealt: number;
}

export interface BattleResult {
  seed: number;
  winner: DuelSide | null;
  end: BattleEnd;
  turns: number;
  /** FP-8.3 victory points each side scored (standard scoring; the footnote's under FP-8.3F, SD-195). */
  victoryPoints: { a: number; b: number };
  ships: BattleShipResult[];
  /** The wind at the end (FP-A1 may have shifted it; otherwise from the north at a breeze). */
  wind: { direction: number; strength: WindStrength };
  /** FP-A3 / OR-11 each side's signals sent, read and missed (only when signals are played). */
  signals?: Record<DuelSide, SideSignalCounts>;
}

/** One ship's part, recorded for the legality test: the captain's two-ship view and what happened. */
export interface BattlePartRecord extends PartRecord {
  uid: string;
  /** Why the fleet captain fights the enemy it chose. */
  targetReason: Reason;
  /** The optional rules in force and the ship's option state before the part (absent: none played). */
  optional?: OptionsAtOrders;
  /** SD-189 each change the optional rules made to the captain's Fast Play orders (absent: none played). */
  applied?: Reason[];
  /** OR-7 the heading she had before a move after contact turned her (absent: not turned). */
  headingBeforeContact?: number;
  /**
   * HR-5 / SD-233 the ship's view when her squadron's card came, before her course and move (earlier
   * cards may have changed her since her orders; absent: the part follows her orders at once).
   */
  beforeMove?: BattlePartRecord['before'];
}

export interface BattleRunOptions {
  onPart?: (record: BattlePartRecord) => void;
  /** OR-7 what the entanglement rules did in the battle, told once at its end (OR-7 played). */
  onTangles?: (counts: TangleCounts) => void;
  /** FP-A3 / OR-11 each signal sent and its receptions (FP-A3 or OR-11 played). */
  onSignal?: (record: SignalRecord) => void;
}

/** SD-140 the wind blows from the north. */
const WIND = 0;

/** The FP-8.3 points `side` scores from the enemy ships (DC lost in this battle only). */
function pointsOf(
  side: DuelSide,
  table: SimTable,
  lostAtStart: readonly number[],
  scoring: VictoryScoring,
): number {
  const enemies: EnemyShipRecord[] = [];
  table.entries.forEach((e, i) => {
    if (e.side === side) return;
    const f = e.ship.fate;
    enemies.push({
      initialBf: e.ship.profile.bf,
      dcLost: dcLost(e.ship.profile, e.ship.damage).total - lostAtStart[i]!,
      fate: f === 'sunk' || f === 'exploded' ? 'destroyed' : f,
    });
  });
  return victoryPoints(enemies, scoring).points;
}

function decided(
  table: SimTable,
  morale: Morale | null,
): { winner: DuelSide | null; end: BattleEnd } | null {
  if (morale && morale.broke.length > 0)
    return { winner: otherSide(morale.broke[0]!), end: 'broken' };
  const out = (side: DuelSide) =>
    table.entries.every((e) => e.side !== side || e.ship.fate !== 'afloat');
  const aOut = out('a');
  const bOut = out('b');
  if (aOut && bOut) return { winner: null, end: 'mutual' };
  if (aOut) return { winner: 'b', end: 'annihilated' };
  if (bOut) return { winner: 'a', end: 'annihilated' };
  return null;
}

/**
 * FP-A1 the end-of-turn roll; a ship the shift puts in irons stops and takes FP-5.4's rigging damage
 * (`forbidden`: OR-9's test instead when it is played).
 */
export function windAtEndOfTurn(
  table: SimTable,
  rng: DuelRandom,
  forbidden: (s: SimShip) => void = ironsPenalty,
): void {
  const faces = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)] as const;
  const change = variableWind({ direction: table.wind, strength: table.strength }, [...faces]);
  table.wind = change.wind.direction;
  table.strength = change.wind.strength;
  if (change.direction === 'steady') return;
  for (const e of table.entries)
    if (e.ship.fate === 'afloat' && relativeToWind(e.ship.heading, table.wind).r <= 2)
      forbidden(e.ship);
}

/** SD-157 the ships she touches, as her captain sees them (none: the same empty list every time). */
const NO_CONTACTS: readonly ContactView[] = [];
export function contactViews(table: SimTable, me: TableEntry): readonly ContactView[] {
  if (!me.ship.contacts) return NO_CONTACTS;
  const out: ContactView[] = [];
  for (const c of me.ship.contacts) {
    const e = entryByUid(table, c.uid);
    if (e)
      out.push({
        uid: c.uid,
        ship: e.ship,
        enemy: controllingSide(e) !== controllingSide(me),
        kind: c.kind,
      });
  }
  return out;
}

/** Issue 13: one seeded battle, the AI captain commanding every ship of both fleets. */
export function runBattle(
  setup: BattleSetup,
  seed: number,
  opts: BattleRunOptions = {},
): BattleResult {
  const rng = duelRandom(seed);
  const table = placeFleets(setup, rng, WIND);
  // HR-1 (option) melee damage (SD-159).
  if (setup.options.includes('HR-1')) table.meleeDamage = true;
  // SD-148 who plays first alternates each turn, from a side drawn at the start (as SD-141).
  const firstIsA = rng.int(0, 1) === 0;
  const morale = setup.options.includes('HR-4') ? initMorale(table) : null;
  const variable = setup.options.includes('FP-A1');
  const specs = [...setup.fleets.a, ...setup.fleets.b];
  const squadronOf = (uid: string) =>
    specs[table.entries.findIndex((e) => e.uid === uid)]!.squadron;
  // OR-6 (and any option that changes a part): null plays the Fast Play part unchanged.
  const optional = BattleOptionRules.of(setup.options, rng, table, squadronOf);
  // FP-A3 / OR-11 each signal sent, told to the caller (the legality test's counts).
  if (optional?.signals && opts.onSignal) optional.signals.onSignal = opts.onSignal;
  // OR-3 the two-segment part (SD-46), with the seven-dice Abilità when OR-3-7D is played (SD-212).
  const segmented = setup.options.includes('OR-3');
  const sevenDice = setup.options.includes('OR-3-7D');
  const lostAtStart = table.entries.map((e) => dcLost(e.ship.profile, e.ship.damage).total);
  // HR-5 the card-driven turn (SD-233), with D-20's two cards under HR-5E.
  const cardDriven = setup.options.includes('HR-5');
  // SD-195 FP-8.3F: the footnote's detailed scoring counts the points and decides at the turn limit.
  const scoring: VictoryScoring = setup.options.includes('FP-8.3F') ? 'detailed' : 'standard';
  const finish = (turns: number, winner: DuelSide | null, end: BattleEnd): BattleResult => {
    if (optional?.tangles) opts.onTangles?.(optional.tangles.counts);
    return resultOf(turns, winner, end);
  };
  const resultOf = (turns: number, winner: DuelSide | null, end: BattleEnd): BattleResult => ({
    seed,
    winner,
    end,
    turns,
    victoryPoints: {
      a: pointsOf('a', table, lostAtStart, scoring),
      b: pointsOf('b', table, lostAtStart, scoring),
    },
    wind: { direction: table.wind, strength: table.strength },
    ...(optional?.signals ? { signals: optional.signals.countsSoFar() } : {}),
    ships: table.entries.map((e, i) => ({
      side: e.side,
      name: specs[i]!.name,
      classId: e.ship.profile.classId,
      crew: e.ship.profile.crew,
      fate: e.ship.fate,
      dcLost: dcLost(e.ship.profile, e.ship.damage).total - lostAtStart[i]!,
      dcDealt: e.dcDealt,
    })),
  });
  const settle = (before: Snapshot[], first: DuelSide) => {
    if (!morale) return;
    moraleEvents(morale, table, before);
    breakTests(morale, table, rng, first);
  };
  for (let turn = 1; turn <= setup.turns; turn++) {
    startTurn(table);
    const aFirst = (turn % 2 === 1) === firstIsA;
    // HR-5 / SD-116 a card-driven turn's wind changes on its wind card.
    if (optional && !cardDriven) {
      // OR-2 the start-of-turn wind may put ships in irons (their rigging pays: FP-5.4 / OR-9).
      const fates = morale ? snapshot(table) : [];
      optional.startTurn(turn);
      settle(fates, aFirst ? 'a' : 'b');
      const end = decided(table, morale);
      if (end) return finish(turn, end.winner, end.end);
    }
    if (cardDriven) {
      // HR-5 one part for every side (SD-119): orders and rolls, the deck, the close.
      let fates = morale ? snapshot(table) : [];
      const decidedIn = playCardTurn({
        table,
        rng,
        turn,
        optional,
        eliteTwice: setup.options.includes('HR-5E'),
        squadronOf,
        ...(opts.onPart ? { onPart: opts.onPart } : {}),
        check: () => {
          settle(fates, aFirst ? 'a' : 'b');
          fates = morale ? snapshot(table) : [];
          return decided(table, morale) !== null;
        },
      });
      if (decidedIn) {
        const end = decided(table, morale)!;
        return finish(turn, end.winner, end.end);
      }
      // FP-A3 / OR-11 / SD-119 every side's signals come at the close of the one part.
      for (const side of aFirst ? (['a', 'b'] as const) : (['b', 'a'] as const))
        optional?.signals?.endSide(side);
    }
    const sides = aFirst ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of cardDriven ? [] : sides) {
      // The other fleet, whatever each ship's fate (the captain reads the fates): the same list for
      // every ship of the side, so it is built once.
      const enemies = table.entries.filter((e) => e.side !== side);
      const enemyShips = packedMap(enemies, (e) => e.ship);
      // OR-7 / SD-101 / SD-230 the entangled pairs due with a ship of this side move first.
      optional?.startSide(side);
      for (const me of table.entries) {
        if (me.side !== side || me.ship.fate !== 'afloat') continue;
        const others = packedMap(
          table.entries.filter((e) => e !== me && onTable(e)),
          (e) => e.ship,
        );
        // OR-5 / SD-281 her captain plans from where segment 1 will leave her (else from where she lies).
        const start = captainStart(
          table,
          me,
          segmented ? (optional?.navigation ?? null) : null,
          battleCaptainTable(table.strength, table.scale),
        );
        const fpOrders = battleShipOrders(
          start.me,
          enemyShips,
          turn,
          table.wind,
          others,
          contactViews(table, me),
          start.table,
        );
        if (!fpOrders) continue;
        const atOrders = optional && opts.onPart ? optional.atOrders(me) : null;
        const foe = fpOrders.target === null ? null : enemies[fpOrders.target]!;
        const withOptions = optional ? optional.orders(me, fpOrders, foe) : null;
        const orders = withOptions ?? fpOrders;
        const intended: TableEntry | null = orders.target === null ? null : enemies[orders.target]!;
        const before =
          opts.onPart && intended
            ? cloneDuel(captainView(me.ship, intended.ship, turn, table.wind))
            : null;
        const fates = morale ? snapshot(table) : [];
        optional?.startPart();
        const played = segmented
          ? playShipPartInSegments(
              table,
              me,
              orders,
              intended,
              rng,
              optional?.part ?? null,
              sevenDice,
              optional?.navigation ?? null,
            )
          : playShipPart(table, me, orders, intended, rng, optional?.part ?? null);
        if (before && opts.onPart)
          opts.onPart({
            before,
            orders: { ...orders, ship: 'a' },
            score: played.score,
            fired: played.fired,
            movedMm: played.movedMm,
            allowanceMm: played.allowanceMm,
            headingAfter: me.ship.heading,
            windStrength: table.strength,
            // HR-2 the scale the legality check reads (absent: 1:1200).
            ...(table.scale === 3000 ? { scale: table.scale } : {}),
            uid: me.uid,
            targetReason: orders.targetReason,
            // Only with an option played, so a Fast Play battle's record is as it always was.
            ...(atOrders && withOptions
              ? { optional: atOrders, applied: withOptions.applied }
              : {}),
            // OR-3 each segment's move and the segment each broadside went off in.
            ...(segmented ? { segments: (played as SegmentPartPlayed).segments } : {}),
            // OR-5's navigation and OR-7's turn by a move after contact, when played.
            ...optional?.partRecordFields(),
          });
        settle(fates, side);
        const end = decided(table, morale);
        if (end) return finish(turn, end.winner, end.end);
      }
      // FP-A3 / OR-11 / SD-45 the side's signals at the end of its part.
      optional?.signals?.endSide(side);
    }
    if (variable) {
      const fates = morale ? snapshot(table) : [];
      windAtEndOfTurn(table, rng, optional ? (s) => optional.forbiddenHeading(s) : ironsPenalty);
      for (const e of table.entries)
        if (e.ship.fate === 'afloat' && isSinking(e.ship.profile, e.ship.damage))
          e.ship.fate = 'sunk';
      dropContactsWithGone(table);
      settle(fates, aFirst ? 'a' : 'b');
      const end = decided(table, morale);
      if (end) return finish(turn, end.winner, end.end);
    }
  }
  const result = finish(setup.turns, null, 'even');
  const { a, b } = result.victoryPoints;
  if (a === b) return result;
  return { ...result, winner: a > b ? 'a' : 'b', end: 'points' };
}
