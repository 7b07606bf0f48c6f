// Issue 13: where along its move a ship fires an ordered broadside when other ships may be in the arc
// (FP-5.7 at any point of the move; FP-6.2 / D-11 / D-18 the nearest ship in the arc is the target, or
// the owner's choice between the nearest fore and aft; FP-6.4 rakes). The core's candidate test and
// ordering (evaluateCandidate, compareTargets, selectTargets) run over every ship on the table, so a
// friend in the line of fire is the target as it would be for a player (SD-146).
import { distanceToCentreLine } from '../geometry/arc.js';
import { placedShip, type PlacedShip } from '../geometry/placed-ship.js';
import { rakeDuringMove } from '../geometry/rake-move.js';
import { minDistanceSq } from '../geometry/range.js';
import type { Pose } from '../geometry/ship-shape.js';
import {
  compareTargets,
  evaluateCandidate,
  selectTargets,
  shipGeometry,
  type ShipGeometry,
  type TargetCandidate,
} from '../geometry/targeting.js';
import type { HullSide } from '../damage.js';
import { RANGE_LIMITS_MM } from '../tables/gunnery.js';
import type { Scale } from '../tables/ships.js';
import { expectedDamage } from './firing-point.js';
import { entryShip, type TableEntry } from './table.js';

/** A ship the broadside could hit, its geometry computed once for the part (it does not move). */
export interface OtherShip {
  entry: TableEntry;
  geom: ShipGeometry;
}

/**
 * The ships a broadside of `me` could bear on: afloat, and - when the move is given - near enough to be
 * within long range at some point of it (masts lie within half a base length of its centre, and every
 * point of the move is within movedMm of its end), so the far side of a big battle is not measured.
 */
export function otherShips(
  me: TableEntry,
  entries: readonly TableEntry[],
  move?: { end: Pose; movedMm: number },
): OtherShip[] {
  // No scale here: 1:1200's long range, the longer, bounds the search at either scale.
  const reach = reachOf(me, move, 1200);
  const out: OtherShip[] = [];
  entries.forEach((e, index) => {
    if (mayBearOn(me, e, move, reach))
      out.push({ entry: e, geom: shipGeometry(entryShip(e), index + 1) });
  });
  return out;
}

/**
 * otherShips for the part being played: each ship's geometry from the placed-ship cache (slot
 * index + 1, which is also the index shipGeometry is given there; the firer has slot 0), the same
 * points built once per slot and heading. Valid until the next call: part.ts uses it for one part.
 */
export function otherShipsThisPart(
  me: TableEntry,
  entries: readonly TableEntry[],
  move: { end: Pose; movedMm: number },
  /** HR-2 the table's scale (its long range bounds the search; 1:1200 the cache's shapes). */
  scale: Scale = 1200,
): OtherShip[] {
  const out: OtherShip[] = [];
  const reach = reachOf(me, move, scale);
  for (let index = 0; index < entries.length; index++) {
    const e = entries[index]!;
    if (!mayBearOn(me, e, move, reach)) continue;
    const placed = placedShip(e.uid, e.ship.body, e.ship.pose.headingDeg, index + 1, scale);
    placed.placeAt(e.ship.pose.x, e.ship.pose.y);
    // The records are reused by the next call, as the geometry they point to is.
    let o = PART_OTHERS[out.length];
    if (o === undefined) {
      o = { entry: e, geom: placed.geometry };
      PART_OTHERS[out.length] = o;
    } else {
      o.entry = e;
      o.geom = placed.geometry;
    }
    out.push(o);
  }
  return out;
}

/** otherShipsThisPart's records, one per place in its list, reused from part to part. */
const PART_OTHERS: OtherShip[] = [];

/** How far from the end of the move a ship's centre may lie and still be in reach (no move: any). */
function reachOf(
  me: TableEntry,
  move: { end: Pose; movedMm: number } | undefined,
  scale: Scale,
): number {
  return move
    ? RANGE_LIMITS_MM[scale].long + move.movedMm + me.ship.body.lengthMm / 2 + 1
    : Number.POSITIVE_INFINITY;
}

/** Whether `e` is a ship `me` may bear on in this move: another ship, afloat, near enough. */
function mayBearOn(
  me: TableEntry,
  e: TableEntry,
  move: { end: Pose; movedMm: number } | undefined,
  reach: number,
): boolean {
  // SD-147 a struck ship is not fired on; sunk and exploded ones have left the table.
  if (e === me || e.ship.fate !== 'afloat') return false;
  if (!move) return true;
  const r = reach + e.ship.body.lengthMm / 2;
  const dx = e.ship.pose.x - move.end.x;
  const dy = e.ship.pose.y - move.end.y;
  return !(dx * dx + dy * dy > r * r);
}

export interface PartFiringPoint {
  backMm: number;
  pose: Pose;
  target: TableEntry | null;
  candidate: TargetCandidate | null;
  /** Expected hull damage: positive on an enemy, negative on a friend (SD-146). */
  value: number;
}

const SAMPLES = [0, 0.5, 1] as const;

/** HR-2 the arc options of each scale, built once (rakeDuringMove's default is 1:1200's). */
const ARC_AT: Readonly<Record<Scale, { scale: Scale }>> = {
  1200: { scale: 1200 },
  3000: { scale: 3000 },
};

/** targetAt's answer, overwritten by the next call (no object built per point of the move). */
const AT: { target: TableEntry | null; candidate: TargetCandidate | null; value: number } = {
  target: null,
  candidate: null,
  value: 0,
};

/** What a broadside on `o` is worth: positive on an enemy, negative on a friend (SD-146). */
function worthOf(
  me: TableEntry,
  side: HullSide,
  c: TargetCandidate,
  o: OtherShip,
  modifierTotal: number,
): number {
  const d = expectedDamage(me.ship, side, o.entry.ship, c, modifierTotal);
  return o.entry.side === me.side ? -d - 1 : d;
}

/**
 * FP-6.2 / D-18 the target at one point of the move, and what firing there is worth (into AT). `placed`
 * is the firer's shape on the move's heading (the placed-ship cache's slot 0, index 0: the firer of the
 * candidate test, as in the captain's look-ahead, which is done by now); it is placed at (x, y).
 */
function targetAt(
  me: TableEntry,
  side: HullSide,
  placed: PlacedShip,
  x: number,
  y: number,
  others: readonly OtherShip[],
  modifierTotal: number,
  intended: TableEntry | null,
  limits: (typeof RANGE_LIMITS_MM)[Scale],
): void {
  placed.placeFirerAt(x, y, side);
  const firer = placed.geometry;
  const arc = placed.arcOf(side);
  // The ships in the arc, kept in compareTargets order as they are found (FOUND_*, n of them).
  let n = 0;
  for (const o of others) {
    const c = evaluateCandidate(
      firer,
      arc,
      o.geom,
      limits,
      minDistanceSq(firer.masts, o.geom.masts),
    );
    if (!c) continue;
    // D-18 one ship in the arc needs no distance to the centre line (nothing to order).
    const centre = n === 0 ? 0 : distanceToCentreLine(arc, o.geom.mainmast);
    if (n === 1) FOUND_CENTRE[0] = distanceToCentreLine(arc, FOUND_O[0]!.geom.mainmast);
    insertFound(n, c, o, centre);
    n++;
  }
  // D-18 one ship in the arc is the target (the duel's every shot): nothing to order or choose.
  if (n === 1) {
    AT.target = FOUND_O[0]!.entry;
    AT.candidate = FOUND_C[0]!;
    AT.value = worthOf(me, side, FOUND_C[0]!, FOUND_O[0]!, modifierTotal);
    return;
  }
  if (n === 0) {
    AT.target = null;
    AT.candidate = null;
    AT.value = 0;
    return;
  }
  const picked = selectTargets(FOUND_C.slice(0, n));
  // D-18 a forced target, or the owner's pick of the two (in that order): the intended enemy, else
  // the better shot.
  let best = -1;
  for (let i = 0; i < n; i++) {
    if (!picked.choices.includes(FOUND_C[i]!.id)) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const f = FOUND_O[i]!.entry;
    const b = FOUND_O[best]!.entry;
    const isIntended = f === intended && b !== intended;
    if (
      isIntended ||
      (b !== intended &&
        worthOf(me, side, FOUND_C[i]!, FOUND_O[i]!, modifierTotal) >
          worthOf(me, side, FOUND_C[best]!, FOUND_O[best]!, modifierTotal))
    )
      best = i;
  }
  AT.target = FOUND_O[best]!.entry;
  AT.candidate = FOUND_C[best]!;
  AT.value = worthOf(me, side, FOUND_C[best]!, FOUND_O[best]!, modifierTotal);
}

/**
 * targetAt's ships in the arc at one point: candidate, ship and distance to the arc's centre line,
 * rows 0 .. n - 1 in compareTargets order. Reused by every call (no object or array per point of a
 * move); rows past n are left over from earlier calls and never read.
 */
const FOUND_C: TargetCandidate[] = [];
const FOUND_O: OtherShip[] = [];
const FOUND_CENTRE: number[] = [];

/**
 * Puts a row in at its place among rows 0 .. n - 1 (already in order), after every row it ties with:
 * the stable sort's order, so the nearest (then nearest the centre line, then first in the table)
 * comes first exactly as sorting the whole list would put it.
 */
function insertFound(n: number, c: TargetCandidate, o: OtherShip, centre: number): void {
  let i = n;
  while (
    i > 0 &&
    compareTargets(
      FOUND_C[i - 1]!.rangeMm,
      FOUND_CENTRE[i - 1]!,
      FOUND_O[i - 1]!.geom.index,
      c.rangeMm,
      centre,
      o.geom.index,
    ) > 0
  ) {
    FOUND_C[i] = FOUND_C[i - 1]!;
    FOUND_O[i] = FOUND_O[i - 1]!;
    FOUND_CENTRE[i] = FOUND_CENTRE[i - 1]!;
    i--;
  }
  FOUND_C[i] = c;
  FOUND_O[i] = o;
  FOUND_CENTRE[i] = centre;
}

/** Each point's mm back from the end and its worth, for the fallback (at most a rake and three samples). */
const SEEN_BACK = new Float64Array(SAMPLES.length + 1);
const SEEN_VALUE = new Float64Array(SAMPLES.length + 1);

/**
 * SD-142 / SD-146 the point of the move to fire `side`: a rake instant on the intended enemy if the
 * move has one, else the best of the end, middle and start by expected damage (as in the duel). When no
 * point has an enemy worth firing at, the broadside goes off where it hits nobody, or - when a friend
 * is the target all along the move - where it hurts her least (an ordered broadside fires, FP-6.2).
 */
export function firingPointAmong(
  me: TableEntry,
  side: HullSide,
  end: Pose,
  movedMm: number,
  modifierTotal: number,
  others: readonly OtherShip[],
  intended: TableEntry | null,
  /** HR-2 the table's scale: its range bands, arcs and rake lanes (`others` built at it). */
  scale: Scale = 1200,
): PartFiringPoint {
  const rake =
    intended && movedMm > 0
      ? rakeDuringMove(entryShip(me, end), entryShip(intended), side, movedMm, ARC_AT[scale])
      : null;
  const limits = RANGE_LIMITS_MM[scale];
  // The firer's shape on the move's heading; each point is poseBackAlongMove(end, backMm), the same
  // arithmetic (its forward is shipFrame's).
  const placed = placedShip(me.uid, me.ship.body, end.headingDeg, 0, scale);
  const forward = placed.geometry.forward;
  // The points in order: the rake instant, then the end, half way, the start (the end alone unmoved).
  const samples = movedMm > 0 ? SAMPLES.length : 1;
  const count = (rake ? 1 : 0) + samples;
  let bestK = -1;
  let bestValue = 0;
  let bestTarget: TableEntry | null = null;
  let bestCandidate: TargetCandidate | null = null;
  for (let k = 0; k < count; k++) {
    const i = rake ? k - 1 : k;
    const backMm = i < 0 ? rake!.backMm : SAMPLES[i]! * movedMm;
    const x = backMm === 0 ? end.x : end.x - forward.x * backMm;
    const y = backMm === 0 ? end.y : end.y - forward.y * backMm;
    targetAt(me, side, placed, x, y, others, modifierTotal, intended, limits);
    SEEN_BACK[k] = backMm;
    SEEN_VALUE[k] = AT.value;
    if (AT.target && AT.value > bestValue + 1e-9) {
      bestK = k;
      bestValue = AT.value;
      bestTarget = AT.target;
      bestCandidate = AT.candidate;
    }
  }
  if (bestK >= 0)
    return {
      backMm: SEEN_BACK[bestK]!,
      pose: pointPose(end, forward, SEEN_BACK[bestK]!),
      target: bestTarget,
      candidate: bestCandidate,
      value: bestValue,
    };
  // No enemy worth a shot: fire where no friend is hit, or where a friend is hit least.
  let harmless = -1;
  for (let k = 0; k < count && harmless < 0; k++)
    if (SEEN_BACK[k] === 0 && SEEN_VALUE[k]! >= 0) harmless = k;
  for (let k = 0; k < count && harmless < 0; k++) if (SEEN_VALUE[k]! >= 0) harmless = k;
  if (harmless >= 0) {
    const backMm = SEEN_BACK[harmless]!;
    return {
      backMm,
      pose: pointPose(end, forward, backMm),
      target: null,
      candidate: null,
      value: 0,
    };
  }
  // Every point hits a friend: the first of the least harm, its target found again (targetAt is pure).
  let least = 0;
  for (let k = 1; k < count; k++) if (SEEN_VALUE[k]! > SEEN_VALUE[least]!) least = k;
  const backMm = SEEN_BACK[least]!;
  const pose = pointPose(end, forward, backMm);
  targetAt(me, side, placed, pose.x, pose.y, others, modifierTotal, intended, limits);
  return { backMm, pose, target: AT.target, candidate: AT.candidate, value: AT.value };
}

/** poseBackAlongMove(end, backMm) with the heading's forward vector known (the end itself at 0). */
function pointPose(end: Pose, forward: { x: number; y: number }, backMm: number): Pose {
  if (backMm === 0) return end;
  return {
    x: end.x - forward.x * backMm,
    y: end.y - forward.y * backMm,
    headingDeg: end.headingDeg,
  };
}
