// Issue 13: FP-A3 / OR-11 signals in the battle simulation, on the core's own rules (signals.ts). The
// fleet keeps course and speed until signalled (SD-40); a ship that commands (FP-A3 the flagship, OR-11
// an officer: SD-246, SD-247) manoeuvres freely (SD-41), and so does a ship within 200 mm of an enemy
// (SD-42). At the end of a side's part its senders decide whether to signal (SD-248: "engage", one
// element) and every ship that may receive it rolls 3d6 at once, with the modifiers of that moment (SD-44).
import { fireCount } from '../fire.js';
import {
  actsIndependently,
  keepsCourseAndSpeed,
  mayReceiveSignal,
  receiveSignal,
  sendRefusal,
  type CourseAndSpeedInput,
  type SendRefusal,
  type SignalConditions,
  type SignalMode,
  type SignalReception,
} from '../signals.js';
import type { SignalRules } from '../options.js';
import type { DuelSide } from './duel-state.js';
import type { DuelRandom } from './duel.js';
import { reason, type Reason } from './reasons.js';
import { addSignals, noSignals, type SideSignalCounts } from './sweep.js';
import { scaleOf, type SimTable, type TableEntry } from './table.js';
import type { CaptainOrders } from './captain.js';

/** SD-248 the simulation's signal book: one element, "engage" (each captain fights as she sees fit). */
export const BATTLE_SIGNAL_ELEMENTS = ['engage'] as const;
export type BattleSignalElement = (typeof BATTLE_SIGNAL_ELEMENTS)[number];

/** One ship's reception roll of a signal (SD-44), with what it was judged on. */
export interface SignalReceptionRecord {
  uid: string;
  conditions: SignalConditions;
  reception: SignalReception;
}

/** One signal sent in the battle, for the legality test and the counts. */
export interface SignalRecord {
  turn: number;
  side: DuelSide;
  sender: string;
  /** SD-247 the whole fleet, or the squadron named (OR-11: an officer's own squadron). */
  to: { fleet: true } | { squadron: string };
  elements: readonly BattleSignalElement[];
  why: Reason;
  /** The side's ships in command (afloat: SD-43) at the send, in fleet order. */
  inCommand: readonly string[];
  receptions: readonly SignalReceptionRecord[];
}

/** What the legality test needs to judge a ship's orders under signals (at her orders). */
export interface SignalsAtOrders {
  mode: SignalMode;
  /** The core's input for keepsCourseAndSpeed, as the battle saw it. */
  courseAndSpeed: CourseAndSpeedInput;
  /** Distance to the nearest enemy in command, base centre to base centre (SD-42; null: none). */
  nearestEnemyMm: number | null;
}

const inCommand = (e: TableEntry): boolean => e.ship.fate === 'afloat';

/** What the sender's decision reads of each ship (the battle's records, or the Foundry referee's). */
export interface SignalAudience<T> {
  /** FP-A3 / OR-11 / SD-44 she may still roll for a signal of her side this turn. */
  mayReceive(ship: T): boolean;
  /** FP-A3 / SD-40 she keeps course and speed at her next orders. */
  keeps(ship: T): boolean;
}

/**
 * SD-248 the sender's decision, shared by the battle and the Foundry AI seat: she signals "engage" when
 * a ship she signals to keeps course and speed and may still roll this turn, or when she herself keeps
 * course and speed (SD-271: on a Foundry table a ship commands only once she has signalled; in the
 * battle a sender always commands, so she never keeps). Null: no signal.
 */
export function engageSignal<T>(
  sender: T,
  group: readonly T[],
  audience: SignalAudience<T>,
): Reason | null {
  let waiting = audience.keeps(sender) ? 1 : 0;
  for (const e of group) if (audience.mayReceive(e) && audience.keeps(e)) waiting++;
  return waiting === 0 ? null : reason('signalEngage', { count: waiting });
}

/** The signals of one battle: who has read one, who sent and received this turn, the turn's fire. */
export class BattleSignals {
  /** Ships that have read a signal this battle (they follow the last one read, SD-40). */
  private readonly read = new Set<string>();
  private readonly sentThisTurn = new Map<string, number>();
  private readonly sideSent = new Map<DuelSide, number>();
  private readonly receivedThisTurn = new Set<string>();
  /** SD-44 fire orders written this turn, and the ships an enemy's fire orders were aimed at. */
  private readonly orderedToFire = new Set<string>();
  private readonly underFire = new Set<string>();
  private readonly boarding = new Set<string>();
  private turn = 0;
  private readonly counts = noSignals();
  onSignal: ((r: SignalRecord) => void) | undefined;

  constructor(
    readonly mode: SignalMode,
    private readonly table: SimTable,
    private readonly rng: DuelRandom,
    private readonly squadronOf: (uid: string) => string,
  ) {}

  /** The battle's signal mode for the options' setting (null: no signals). */
  static of(
    rules: SignalRules,
    table: SimTable,
    rng: DuelRandom,
    squadronOf: (uid: string) => string,
  ): BattleSignals | null {
    return rules === 'none' ? null : new BattleSignals(rules, table, rng, squadronOf);
  }

  startTurn(turn: number): void {
    this.turn = turn;
    this.sentThisTurn.clear();
    this.sideSent.clear();
    this.receivedThisTurn.clear();
    this.orderedToFire.clear();
    this.underFire.clear();
    this.boarding.clear();
  }

  /** SD-246 the flagship: the fleet's first ship in file order still in command. */
  flagship(side: DuelSide): TableEntry | null {
    return this.table.entries.find((e) => e.side === side && inCommand(e)) ?? null;
  }

  /** SD-247 an officer (OR-11): the first ship in file order of her squadron still in command. */
  isOfficer(me: TableEntry): boolean {
    const squadron = this.squadronOf(me.uid);
    const first = this.table.entries.find(
      (e) => e.side === me.side && inCommand(e) && this.squadronOf(e.uid) === squadron,
    );
    return first === me;
  }

  /** FP-A3 / OR-11 the ship may send signals herself (SD-41: she manoeuvres freely). */
  commands(me: TableEntry): boolean {
    if (!inCommand(me)) return false;
    return this.mode === 'fastPlay' ? this.flagship(me.side) === me : this.isOfficer(me);
  }

  /** SD-42 the nearest enemy in command, base centre to base centre (null: none). */
  nearestEnemyMm(me: TableEntry): number | null {
    let best: number | null = null;
    for (const e of this.table.entries) {
      if (e.side === me.side || !inCommand(e)) continue;
      const d = Math.hypot(e.ship.pose.x - me.ship.pose.x, e.ship.pose.y - me.ship.pose.y);
      if (best === null || d < best) best = d;
    }
    return best;
  }

  /** The ship's state at her orders, as keepsCourseAndSpeed reads it (SD-40 .. SD-42). */
  atOrders(me: TableEntry): SignalsAtOrders {
    const nearest = this.nearestEnemyMm(me);
    return {
      mode: this.mode,
      courseAndSpeed: {
        commands: this.commands(me),
        // FP-A3 200 mm at 1:1200; HR-2 80 mm at 1:3000.
        independent: actsIndependently(nearest, scaleOf(this.table)),
        hasReceivedSignal: this.read.has(me.uid),
      },
      nearestEnemyMm: nearest,
    };
  }

  /** FP-A3 / SD-40 she keeps course and speed at these orders. */
  keeps(me: TableEntry): boolean {
    return keepsCourseAndSpeed(this.atOrders(me).courseAndSpeed);
  }

  /** SD-44 her orders for this turn as written: fire orders, and the enemy they are aimed at. */
  noteOrders(me: TableEntry, orders: CaptainOrders, target: TableEntry | null): void {
    if (orders.orders.includes('prepareBoarding')) this.boarding.add(me.uid);
    if (orders.fire.length === 0) return;
    this.orderedToFire.add(me.uid);
    if (target) this.underFire.add(target.uid);
  }

  private conditions(e: TableEntry): SignalConditions {
    return {
      underEnemyFire: this.underFire.has(e.uid),
      orderedToFire: this.orderedToFire.has(e.uid),
      boarding: this.boarding.has(e.uid) || e.ship.partiesReady === true,
      fireOnBoard: fireCount(e.ship.fires) > 0,
      // SD-249 a fleet file is one nation: no crew of another nation than the sender.
      otherNation: false,
    };
  }

  private refusal(me: TableEntry): SendRefusal | null {
    return sendRefusal(this.mode, {
      isFlagship: this.flagship(me.side) === me,
      isOfficer: this.isOfficer(me),
      inCommand: inCommand(me),
      sentThisTurn: this.sentThisTurn.get(me.uid) ?? 0,
      sideSentThisTurn: this.sideSent.get(me.side) ?? 0,
      receivedThisTurn: this.receivedThisTurn.has(me.uid),
      elements: 1,
    });
  }

  /**
   * SD-248 the end of a side's part (SD-45; HR-5: the close, SD-119). FP-A3: the flagship signals the
   * fleet. OR-11 (SD-247): first each other officer signals her own squadron, then the flagship the
   * whole fleet (reaching the ships not yet signalled this turn). A sender signals only when a ship
   * that may still receive it keeps course and speed.
   */
  endSide(side: DuelSide): void {
    const flagship = this.flagship(side);
    if (!flagship) return;
    const officers =
      this.mode === 'fastPlay'
        ? []
        : this.table.entries.filter((e) => e.side === side && e !== flagship && this.commands(e));
    for (const sender of [...officers, flagship]) {
      const fleet = sender === flagship;
      const squadron = this.squadronOf(sender.uid);
      const group = this.table.entries.filter(
        (e) =>
          e.side === side &&
          e !== sender &&
          inCommand(e) &&
          (fleet || this.squadronOf(e.uid) === squadron),
      );
      const why = engageSignal(sender, group, {
        mayReceive: (e) => this.mayReceive(e),
        keeps: (e) => this.keeps(e),
      });
      if (why === null || this.refusal(sender) !== null) continue;
      this.send(sender, fleet ? { fleet: true } : { squadron }, group, why);
    }
  }

  /** FP-A3 / OR-11 / SD-43 / SD-44 she may roll for a signal of her side now. */
  private mayReceive(e: TableEntry): boolean {
    return mayReceiveSignal(this.mode, {
      isSender: false,
      sameSide: true,
      sentThisTurn: (this.sentThisTurn.get(e.uid) ?? 0) > 0,
      receivedThisTurn: this.receivedThisTurn.has(e.uid),
      inCommand: inCommand(e),
    });
  }

  /** Each side's signals sent, read and missed so far (a copy). */
  countsSoFar(): Record<DuelSide, SideSignalCounts> {
    const out = noSignals();
    addSignals(out, this.counts);
    return out;
  }

  private send(
    sender: TableEntry,
    to: SignalRecord['to'],
    group: readonly TableEntry[],
    why: Reason,
  ): void {
    const inCommandNow = this.table.entries
      .filter((e) => e.side === sender.side && inCommand(e))
      .map((e) => e.uid);
    this.sentThisTurn.set(sender.uid, (this.sentThisTurn.get(sender.uid) ?? 0) + 1);
    this.sideSent.set(sender.side, (this.sideSent.get(sender.side) ?? 0) + 1);
    const counts = this.counts[sender.side];
    counts.sent++;
    const receptions: SignalReceptionRecord[] = [];
    for (const e of group) {
      if (!this.mayReceive(e)) continue;
      // SD-44 one reception roll a turn, at once, with the modifiers of this moment.
      const conditions = this.conditions(e);
      const reception = receiveSignal(this.rng.roll3d6(), 1, conditions);
      this.receivedThisTurn.add(e.uid);
      if (reception.received) this.read.add(e.uid);
      if (reception.received) counts.read++;
      else counts.missed++;
      receptions.push({ uid: e.uid, conditions, reception });
    }
    this.onSignal?.({
      turn: this.turn,
      side: sender.side,
      sender: sender.uid,
      to,
      elements: ['engage'],
      why,
      inCommand: inCommandNow,
      receptions,
    });
  }
}
