// Issue 13: the legality property's judge of FP-A3 / OR-11 in a battle. It keeps its own tally of the
// signals sent and received (from the battle's signal records, never from the battle's state) and judges
// each send with the core's sendRefusal, each reception roll with mayReceiveSignal and receiveSignal, and
// each part's orders with keepsCourseAndSpeed (SD-40 .. SD-44, SD-246 .. SD-250).
import type { OrderName } from '../orders-available.js';
import {
  COURSE_AND_SPEED_ORDERS,
  keepsCourseAndSpeed,
  mayReceiveSignal,
  receiveSignal,
  sendRefusal,
  type SignalMode,
} from '../signals.js';
import type { SignalRecord, SignalsAtOrders } from './battle-signals.js';

export interface SignalCounts {
  sent: number;
  received: number;
  failed: number;
  /** Parts where she acted independently within 200 mm of an enemy (SD-42). */
  independent: number;
  /** Parts where she kept course and speed (SD-40). */
  kept: number;
}

/** What a part's orders are judged on under signals. */
export interface SignalPart {
  uid: string;
  turn: number;
  signals: SignalsAtOrders;
  orders: readonly OrderName[];
  /** FP-5.4 she began the part in irons (she bears away whatever signal she waits for). */
  inIrons: boolean;
  /** FP-5.6 a tack in stays goes on (OR-5). */
  inStays: boolean;
  /** Distance to the enemy her captain fights, base centre to base centre (null: none in command). */
  intendedEnemyMm: number | null;
}

/** One battle's signals judged as they come; `faults` lists every breach found. */
export class SignalLedger {
  readonly faults: string[] = [];
  private readonly read = new Set<string>();
  private turn = 0;
  private readonly sent = new Map<string, number>();
  private readonly sideSent = new Map<string, number>();
  private readonly received = new Set<string>();

  constructor(
    private readonly mode: SignalMode,
    private readonly squadronOf: (uid: string) => string,
    private readonly counts: SignalCounts,
  ) {}

  private at(turn: number): void {
    if (turn === this.turn) return;
    this.turn = turn;
    this.sent.clear();
    this.sideSent.clear();
    this.received.clear();
  }

  /** FP-A3 / OR-11 a signal sent: the sender's right, each roll's right and result, nobody left out. */
  signal(r: SignalRecord): void {
    this.at(r.turn);
    const where = `turn ${r.turn} ${r.sender}`;
    const squadron = this.squadronOf(r.sender);
    const refusal = sendRefusal(this.mode, {
      isFlagship: r.inCommand[0] === r.sender,
      isOfficer: r.inCommand.find((u) => this.squadronOf(u) === squadron) === r.sender,
      inCommand: r.inCommand.includes(r.sender),
      sentThisTurn: this.sent.get(r.sender) ?? 0,
      sideSentThisTurn: this.sideSent.get(r.side) ?? 0,
      receivedThisTurn: this.received.has(r.sender),
      elements: r.elements.length,
    });
    if (refusal) this.faults.push(`${where}: sent a signal refused as ${refusal}`);
    if (this.mode === 'fastPlay' && !('fleet' in r.to))
      this.faults.push(`${where}: an FP-A3 signal goes to the whole fleet`);
    this.sent.set(r.sender, (this.sent.get(r.sender) ?? 0) + 1);
    this.sideSent.set(r.side, (this.sideSent.get(r.side) ?? 0) + 1);
    this.counts.sent++;
    const rolled = new Set(r.receptions.map((x) => x.uid));
    const may = (uid: string) =>
      mayReceiveSignal(this.mode, {
        isSender: uid === r.sender,
        sameSide: uid.startsWith(r.side),
        sentThisTurn: (this.sent.get(uid) ?? 0) > 0,
        receivedThisTurn: this.received.has(uid),
        inCommand: r.inCommand.includes(uid),
      });
    // Every ship addressed that may receive it rolls (SD-44), none other.
    for (const uid of r.inCommand) {
      const addressed = 'fleet' in r.to || this.squadronOf(uid) === r.to.squadron;
      if (addressed && may(uid) && !rolled.has(uid))
        this.faults.push(`${where}: ${uid} may receive it but did not roll`);
    }
    for (const x of r.receptions) {
      if (!may(x.uid)) this.faults.push(`${where}: ${x.uid} rolled but may not receive`);
      const again = receiveSignal(x.reception.roll, r.elements.length, x.conditions);
      if (again.received !== x.reception.received || again.score !== x.reception.score)
        this.faults.push(`${where}: ${x.uid}'s reception is not FP-A3's`);
      this.received.add(x.uid);
      if (x.reception.received) {
        this.read.add(x.uid);
        this.counts.received++;
      } else this.counts.failed++;
    }
  }

  /** SD-40 .. SD-42 a part's orders: a ship keeping course and speed gives no sail or course order. */
  part(p: SignalPart): void {
    this.at(p.turn);
    const c = p.signals.courseAndSpeed;
    const where = `turn ${p.turn} ${p.uid}`;
    if (c.hasReceivedSignal !== this.read.has(p.uid))
      this.faults.push(
        `${where}: has read a signal is ${c.hasReceivedSignal}, the records say not`,
      );
    // SD-42 the nearest enemy is no farther than the one she fights.
    if (
      p.intendedEnemyMm !== null &&
      (p.signals.nearestEnemyMm === null || p.signals.nearestEnemyMm > p.intendedEnemyMm + 1e-6)
    )
      this.faults.push(`${where}: her enemy is nearer than the nearest enemy`);
    if (c.independent) this.counts.independent++;
    if (!keepsCourseAndSpeed(c)) return;
    this.counts.kept++;
    for (const o of COURSE_AND_SPEED_ORDERS) {
      if (!p.orders.includes(o)) continue;
      // FP-5.4 / FP-5.6 the rules that move her anyway (SD-250).
      if (o === 'changeCourse' && p.inIrons) continue;
      if (o === 'tack' && p.inStays) continue;
      this.faults.push(`${where}: keeps course and speed but ordered ${o}`);
    }
  }
}
