// Issue 13: where along its move a ship fires an ordered broadside when other ships may be in the arc
// (FP-5.7 at any point of the move; FP-6.2 / D-11 / D-18 the nearest ship in the arc is the target, or
// the owner's choice between the nearest fore and aft; FP-6.4 rakes). The core's candidate test and
// ordering (evaluateCandidate, compareTargets, selectTargets) run over every ship on the table, so a
// friend in the line of fire is the target as it would be for a player (SD-146).
import { distanceToCentreLine } from '../geometry/arc.js';
import { placedShip } from '../geometry/placed-ship.js';
import { poseBackAlongMove, rakeDuringMove } from '../geometry/rake-move.js';
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
  return nearShips(me, entries, move, (e, index) => shipGeometry(entryShip(e), index + 1));
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
): OtherShip[] {
  return nearShips(me, entries, move, (e, index) => {
    const placed = placedShip(e.uid, e.ship.body, e.ship.pose.headingDeg, index + 1);
    placed.placeAt(e.ship.pose.x, e.ship.pose.y);
    return placed.geometry;
  });
}

function nearShips(
  me: TableEntry,
  entries: readonly TableEntry[],
  move: { end: Pose; movedMm: number } | undefined,
  geometry: (e: TableEntry, index: number) => ShipGeometry,
): OtherShip[] {
  const out: OtherShip[] = [];
  const reach = move
    ? RANGE_LIMITS_MM[1200].long + move.movedMm + me.ship.body.lengthMm / 2 + 1
    : Number.POSITIVE_INFINITY;
  entries.forEach((e, index) => {
    // SD-147 a struck ship is not fired on; sunk and exploded ones have left the table.
    if (e === me || e.ship.fate !== 'afloat') return;
    if (move) {
      const r = reach + e.ship.body.lengthMm / 2;
      const dx = e.ship.pose.x - move.end.x;
      const dy = e.ship.pose.y - move.end.y;
      if (dx * dx + dy * dy > r * r) return;
    }
    out.push({ entry: e, geom: geometry(e, index) });
  });
  return out;
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

/** FP-6.2 / D-18 the target at one point of the move, and what firing there is worth. */
function targetAt(
  me: TableEntry,
  side: HullSide,
  pose: Pose,
  others: readonly OtherShip[],
  modifierTotal: number,
  intended: TableEntry | null,
): { target: TableEntry | null; candidate: TargetCandidate | null; value: number } {
  // shipGeometry and arcShape at `pose`, from the placed-ship cache (slot 0, index 0: the firer of
  // the candidate test, as in the captain's look-ahead, which is done by now); the same points.
  const placed = placedShip(me.uid, me.ship.body, pose.headingDeg);
  placed.placeFirerAt(pose.x, pose.y, side);
  const firer = placed.geometry;
  const arc = placed.arcOf(side);
  let found: Array<{ c: TargetCandidate; o: OtherShip; centre: number }> | null = null;
  let only: { c: TargetCandidate; o: OtherShip } | null = null;
  for (const o of others) {
    const c = evaluateCandidate(
      firer,
      arc,
      o.geom,
      RANGE_LIMITS_MM[1200],
      minDistanceSq(firer.masts, o.geom.masts),
    );
    if (!c) continue;
    if (only === null && found === null) {
      only = { c, o };
      continue;
    }
    if (found === null) {
      // The same literal as the pushes below (not a spread), so the list holds one object shape.
      found = [
        { c: only!.c, o: only!.o, centre: distanceToCentreLine(arc, only!.o.geom.mainmast) },
      ];
      only = null;
    }
    found.push({ c, o, centre: distanceToCentreLine(arc, o.geom.mainmast) });
  }
  const worthOf = (c: TargetCandidate, o: OtherShip) => {
    const d = expectedDamage(me.ship, side, o.entry.ship, c, modifierTotal);
    return o.entry.side === me.side ? -d - 1 : d;
  };
  // D-18 one ship in the arc is the target (the duel's every shot): nothing to order or choose.
  if (only !== null)
    return { target: only.o.entry, candidate: only.c, value: worthOf(only.c, only.o) };
  if (found === null) return { target: null, candidate: null, value: 0 };
  found.sort((x, y) =>
    compareTargets(x.c.rangeMm, x.centre, x.o.geom.index, y.c.rangeMm, y.centre, y.o.geom.index),
  );
  const picked = selectTargets(found.map((f) => f.c));
  const worth = (f: { c: TargetCandidate; o: OtherShip }) => worthOf(f.c, f.o);
  // D-18 a forced target, or the owner's pick of the two: the intended enemy, else the better shot.
  const options = found.filter((f) => picked.choices.includes(f.c.id));
  let best = options[0]!;
  for (const f of options.slice(1)) {
    const isIntended = f.o.entry === intended && best.o.entry !== intended;
    if (isIntended || (best.o.entry !== intended && worth(f) > worth(best))) best = f;
  }
  return { target: best.o.entry, candidate: best.c, value: worth(best) };
}

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
): PartFiringPoint {
  const backs: number[] = [];
  const rake =
    intended && movedMm > 0
      ? rakeDuringMove(entryShip(me, end), entryShip(intended), side, movedMm)
      : null;
  if (rake) backs.push(rake.backMm);
  for (const f of SAMPLES) if (f === 0 || movedMm > 0) backs.push(f * movedMm);
  let best: PartFiringPoint = { backMm: 0, pose: end, target: null, candidate: null, value: 0 };
  const seen: PartFiringPoint[] = [];
  for (const backMm of backs) {
    const pose = backMm === 0 ? end : poseBackAlongMove(end, backMm);
    const at = targetAt(me, side, pose, others, modifierTotal, intended);
    // Written out (not spread from `at`), so every firing point has the one object shape of `best`'s.
    const point: PartFiringPoint = {
      backMm,
      pose,
      target: at.target,
      candidate: at.candidate,
      value: at.value,
    };
    seen.push(point);
    if (at.target && at.value > best.value + 1e-9) best = point;
  }
  if (best.target) return best;
  // No enemy worth a shot: fire where no friend is hit, or where a friend is hit least.
  const harmless =
    seen.find((p) => p.backMm === 0 && p.value >= 0) ?? seen.find((p) => p.value >= 0);
  if (harmless)
    return {
      backMm: harmless.backMm,
      pose: harmless.pose,
      target: null,
      candidate: null,
      value: 0,
    };
  return seen.reduce((x, y) => (y.value > x.value ? y : x));
}
