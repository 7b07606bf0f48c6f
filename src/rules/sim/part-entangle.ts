// Issue 13: OR-7 collisions and entanglement in the battle simulation, as the Foundry referee plays
// them (canvas/collision-move.ts, canvas/tangle-move.ts, turn/tangle-fire.ts) and with the same core:
// the move after contact when a straight move stops against one ship (SD-67 / SD-68 / SD-69 / SD-100),
// the pair entangled while the contact stands (SD-70), the entangled pair's move turn by turn when the
// first side with a ship of it begins its parts (SD-74 / SD-101, footnote 19 without OR-3; SD-230),
// and fire at an entangled ship (+1, SD-72; footnote 20's friend share or no fire, SD-73 / SD-85).
// FP-5.8's contact effects and unfouling stay part-contact.ts's: a tangle ends with its contact.
import { broadsideDamage } from '../gunnery.js';
import { fullGunneryDamage } from '../full-gunnery.js';
import { applyHullDamage, dcLost, isDismasted } from '../damage.js';
import {
  collisionMove,
  entangledTargetScore,
  tangleDamageSplit,
  tangleFire,
  tanglePosition,
  type TangleFire,
} from '../entanglement.js';
import { applyEntangledStep, entangledDriftMm, entangledStep } from '../entangled-movement.js';
import { arcShape } from '../geometry/arc.js';
import type { SharedSweepResult } from '../geometry/movement.js';
import { mainmastPoint, type Pose } from '../geometry/ship-shape.js';
import { normalizeDeg } from '../geometry/vec.js';
import { sideFacing } from '../hit-side.js';
import type { NavWindCondition } from '../navigation.js';
import { shipSpeed } from '../speed.js';
import type { SailSetting, WindStrength } from '../tables/sailing.js';
import { applyFullGunneryFigures } from './battle-gunnery.js';
import type { DuelSide, SimShip } from './duel-state.js';
import { entryByUid } from './part-contact.js';
import { controllingSide, onTable, scaleOf, type SimTable, type TableEntry } from './table.js';
import type { Scale } from '../tables/ships.js';

/** SD-70 one entangled pair: who rammed whom, the rammed ship's sail before it, the battle turn. */
export interface SimTangle {
  rammer: TableEntry;
  rammed: TableEntry;
  sailBefore: SailSetting;
  turn: number;
  /** SD-74 the last turn the pair moved (once a turn). */
  movedTurn: number;
}

/** What OR-7 did in a battle (the legality property requires each to happen). */
export interface TangleCounts {
  /** Pairs entangled (SD-70). */
  entangled: number;
  /** Moves after contact that moved a ship (push, slide, square on). */
  contactMoves: number;
  /** Entangled pairs moved at the start of a side's parts (SD-101 / SD-230). */
  pairMoves: number;
  /** Broadsides at an entangled target (+1, SD-72). */
  atEntangled: number;
  /** Footnote 20: broadsides shared with a friend, and broadsides screened by one. */
  shared: number;
  screened: number;
}

/** A hit on an entangled enemy with a friend of the firer in the tangle (footnote 20). */
export interface TangleHit {
  firer: TableEntry;
  target: TableEntry;
  pose: Pose;
  side: 'port' | 'starboard';
  band: 'short' | 'medium' | 'long';
  bf: number;
  rake: 'bow' | 'stern' | null;
  double: boolean;
  /** OR-6 the broadside's kind (null: Fast Play's damage). */
  fullGunnery: 'initial' | 'normal' | null;
}

const POINT_DEG = 22.5;

/** FP-1.7 the compass point of a heading in degrees (OR-7 moves keep ships on the points). */
function pointOf(deg: number): number {
  return Math.round(normalizeDeg(deg) / POINT_DEG) % 16;
}

function place(e: TableEntry, pose: Pose): void {
  e.ship.pose = pose;
  e.ship.heading = pointOf(pose.headingDeg);
}

function touching(a: SimShip, uid: string): boolean {
  return a.contacts?.some((c) => c.uid === uid) === true;
}

/** The entanglements of one battle (OR-7 on). */
export class BattleTangles {
  private pairs: SimTangle[] = [];
  readonly counts: TangleCounts = {
    entangled: 0,
    contactMoves: 0,
    pairMoves: 0,
    atEntangled: 0,
    shared: 0,
    screened: 0,
  };
  /** The mover's heading before an OR-7 move after contact turned her, this part (null: not turned). */
  headingBeforeContact: number | null = null;

  constructor(
    private readonly table: SimTable,
    private readonly twoSegmentTurn: boolean,
    /** The wind the pair drifts in (OR-2's force when played, SD-74: none in a calm). */
    private readonly windNow: () => NavWindCondition | WindStrength,
  ) {}

  /** SD-70 a tangle lasts while both ships are on the table and still in contact (unfouling ends it). */
  private standing(t: SimTangle): boolean {
    return (
      onTable(t.rammer) &&
      onTable(t.rammed) &&
      touching(t.rammer.ship, t.rammed.uid) &&
      touching(t.rammed.ship, t.rammer.uid)
    );
  }

  /** The ships `e` is entangled with now. */
  entangledWith(e: TableEntry): TableEntry[] {
    const out: TableEntry[] = [];
    for (const t of this.pairs) {
      if (!this.standing(t)) continue;
      if (t.rammer === e) out.push(t.rammed);
      else if (t.rammed === e) out.push(t.rammer);
    }
    return out;
  }

  /** A new part: nobody turned by a move after contact yet. */
  startPart(): void {
    this.headingBeforeContact = null;
  }

  /**
   * OR-7 after her straight move made contacts (`had`: the ships she touched before it): SD-68 a move
   * that stopped against one ship makes the move after contact (the push, slide or square-on by the
   * core's zones and rates, SD-100 on what the contact cut off her allowance) and the two are entangled
   * (SD-70); a move that touched two or more ships at once stops there, as the referee plays it.
   */
  afterContacts(
    me: TableEntry,
    had: readonly string[],
    sweep: SharedSweepResult,
    allowanceMm: number,
    turn: number,
  ): boolean {
    if (sweep.blockingIds.length !== 1) return false;
    const uid = sweep.blockingIds[0]!;
    if (had.includes(uid) || !touching(me.ship, uid)) return false;
    const hit = entryByUid(this.table, uid);
    if (!hit) return false;
    const s = me.ship;
    const result = collisionMove({
      mover: { pose: s.pose, body: s.body, rate: s.profile.rate },
      hit: { pose: hit.ship.pose, body: hit.ship.body, rate: hit.ship.profile.rate },
      remainingMm: Math.max(0, allowanceMm - sweep.distanceMm),
    });
    const heading = s.heading;
    place(hit, result.hit);
    place(me, result.mover);
    if (s.heading !== heading && this.headingBeforeContact === null)
      this.headingBeforeContact = heading;
    if (result.movedMm > 0 || s.heading !== heading) this.counts.contactMoves++;
    this.pairs = this.pairs.filter((t) => this.standing(t));
    this.pairs.push({ rammer: me, rammed: hit, sailBefore: hit.ship.sail, turn, movedTurn: turn });
    this.counts.entangled++;
    return true;
  }

  /**
   * OR-7 / SD-101 / SD-230 before the first ship of `side` moves: every pair with a ship of that side
   * that has not moved this turn makes its move (under OR-3 its segment 1 and segment 2 steps; without
   * it footnote 19's one, the active ship being the pair's ship of this side, the rammed one if both).
   */
  startSide(side: DuelSide, turn: number, among?: readonly TableEntry[]): void {
    this.pairs = this.pairs.filter((t) => this.standing(t));
    const windFromDeg = this.table.wind * POINT_DEG;
    for (const t of this.pairs) {
      if (t.movedTurn >= turn) continue;
      // HR-5 / SD-129 on a squadron's card: the pairs with a ship of that squadron.
      if (among && !among.includes(t.rammer) && !among.includes(t.rammed)) continue;
      const rammedOfSide = controllingSide(t.rammed) === side;
      if (!rammedOfSide && controllingSide(t.rammer) !== side) continue;
      t.movedTurn = turn;
      for (const segment of this.twoSegmentTurn ? ([1, 2] as const) : [null]) {
        const step = entangledStep({
          turnsSinceCollision: turn - t.turn,
          twoSegmentTurn: this.twoSegmentTurn,
          segment,
          windFromDeg,
          rammer: t.rammer.ship.pose,
          rammed: t.rammed.ship.pose,
          ...(segment === null ? { active: rammedOfSide ? 'rammed' : 'rammer' } : {}),
        } as Parameters<typeof entangledStep>[0]);
        const distanceMm =
          step.move === 'drift'
            ? entangledDriftMm({ wind: this.windNow(), segment, scale: scaleOf(this.table) })
            : sailingMm(t.rammed.ship, t.sailBefore, this.table.strength, scaleOf(this.table));
        const after = applyEntangledStep(
          step,
          { rammer: t.rammer.ship.pose, rammed: t.rammed.ship.pose },
          windFromDeg,
          distanceMm,
        );
        place(t.rammer, after.rammer);
        place(t.rammed, after.rammed);
      }
      this.counts.pairMoves++;
    }
  }

  /** OR-7 / SD-72 +1 to the firer's score for a broadside at an entangled ship. */
  shotScore(target: TableEntry, score: number): number {
    if (this.entangledWith(target).length === 0) return score;
    this.counts.atEntangled++;
    return entangledTargetScore(score).score;
  }

  /**
   * OR-7 footnote 20 (SD-73): an enemy target entangled with a friend of the firer, where both lie in
   * the arc of the broadside fired from `pose`; null when no friend is in its tangle.
   */
  friendInTangle(
    firer: TableEntry,
    target: TableEntry,
    pose: Pose,
    side: 'port' | 'starboard',
  ): { friend: TableEntry; fire: TangleFire } | null {
    const mine = controllingSide(firer);
    if (controllingSide(target) === mine) return null;
    const friend = this.entangledWith(target).find(
      (e) => e !== firer && controllingSide(e) === mine,
    );
    if (!friend) return null;
    const from = { pose, body: firer.ship.body };
    // HR-2 the arc reaches the table's long range.
    const arc = arcShape(pose, firer.ship.body, side, { scale: scaleOf(this.table) });
    const f = tanglePosition(from, arc, { pose: friend.ship.pose, body: friend.ship.body });
    const e = tanglePosition(from, arc, { pose: target.ship.pose, body: target.ship.body });
    return { friend, fire: tangleFire(f, e) };
  }

  /** Footnote 20: a friend in the tangle screens the enemy, the broadside is not fired. */
  screened(firer: TableEntry, target: TableEntry, pose: Pose, side: 'port' | 'starboard'): boolean {
    const t = this.friendInTangle(firer, target, pose, side);
    if (!t || t.fire.fire) return false;
    this.counts.screened++;
    return true;
  }

  /**
   * Footnote 20 / D-16 / SD-85 a hit shared between the enemy and the friend in its tangle: the exact
   * damage (OR-6: each exact figure) split 2/3-1/3 or 1/3-2/3, each share rounded once, on the side of
   * each facing the firer. False when the target has no friend in its tangle (FP-6.3 / D-19 as usual).
   */
  sharedHit(h: TangleHit, onHit: (e: TableEntry) => void): boolean {
    const t = this.friendInTangle(h.firer, h.target, h.pose, h.side);
    if (!t?.fire.fire) return false;
    this.counts.shared++;
    const share = t.fire.friendShare;
    const firedFrom = mainmastPoint(h.pose, h.firer.ship.body);
    const full = h.fullGunnery
      ? fullGunneryDamage({
          bf: h.bf,
          band: h.band,
          broadside: h.fullGunnery,
          aim: 'hull',
          targetSail: h.target.ship.sail,
          rake: h.rake,
          double: h.double,
        }).exact
      : null;
    const exact = full
      ? 0
      : broadsideDamage({
          bf: h.bf,
          band: h.band,
          aim: 'hull',
          targetSail: h.target.ship.sail,
          rake: h.rake,
          double: h.double,
        }).exact;
    for (const [e, whose] of [
      [h.target, 'enemy'],
      [t.friend, 'friend'],
    ] as const) {
      const s = e.ship;
      const sideHit = sideFacing(s.pose, firedFrom);
      const lostBefore = dcLost(s.profile, s.damage).total;
      onHit(e);
      if (full) {
        const part = (x: number) => tangleDamageSplit(x, share)[whose];
        applyFullGunneryFigures(s, sideHit, {
          target: part(full.target),
          collateral: part(full.collateral),
          opposite: part(full.opposite),
        });
      } else {
        const points = tangleDamageSplit(exact, share)[whose];
        s.damage = applyHullDamage(s.profile, s.damage, sideHit, points).damage;
      }
      if (e.side !== h.firer.side)
        h.firer.dcDealt += dcLost(s.profile, s.damage).total - lostBefore;
    }
    return true;
  }
}

/** SD-74 the sailing step: the rammed ship's Fast Play speed at her sail before the collision, less rigging loss. */
function sailingMm(
  rammed: SimShip,
  sail: SailSetting,
  wind: WindStrength,
  /** HR-2 the table's scale. */
  scale: Scale,
): number {
  if (isDismasted(rammed.profile, rammed.damage)) return 0;
  return shipSpeed({
    sail,
    rdcLost: dcLost(rammed.profile, rammed.damage).rigging,
    masts: rammed.profile.masts,
    rdc: rammed.profile.rdc,
    wind,
    scale,
  }).speedMm;
}
