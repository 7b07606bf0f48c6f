// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is
// evaluateCandidate's arithmetic (its exact hull and rake tests shared), the order the shared
// compareTargets (a total order, so any correct sort agrees); everything else here only skips pairs
// or exact tests whose outcome a margin of SLACK_MM already settles.
import { type Band, RAKE_BANDS, RANGE_LIMITS_MM, type RakeKind } from '../tables/gunnery.js';
import { distanceToCentreLine, resolveArcOptions, type ArcOptions } from './arc.js';
import type { TableShip } from './ship-shape.js';
import { bandWithin } from './range.js';
import {
  assertShips,
  compareTargets,
  hullTouchesArc,
  rakeOf,
  selectTargets,
  type ShipTargets,
  type TargetCandidate,
} from './targeting.js';
import {
  ARC_STRIDE,
  cornerVerdict,
  CORNERS_MISS,
  CORNERS_UNSURE,
  LazyShapes,
  offCentreLine,
  pack,
  type Packed,
  PORT,
  SHIP_STRIDE,
  STARBOARD,
} from './targeting-packed.js';
import {
  CENTRE_INSIDE,
  candidatesByRange,
  FLAG_BITS,
  collectCandidates,
  FORE,
  SQUARE,
} from './targeting-pairs.js';

/**
 * D-11 evaluateCandidate's hull test for a target whose centre was not seen well inside the arc:
 * the four corners settle most, the exact test (on the shared shapes) the rest.
 */
function hullReaches(
  packed: Packed,
  shapes: LazyShapes,
  target: number,
  k: number,
  longMm: number,
): boolean {
  const corners = cornerVerdict(
    packed.ships,
    packed.arcs,
    SHIP_STRIDE * target,
    ARC_STRIDE * k,
    longMm,
  );
  if (corners === CORNERS_MISS) return false;
  return corners !== CORNERS_UNSURE || hullTouchesArc(shapes.geometry(target), shapes.arc(k));
}

/**
 * D-17 rakeOf for a candidate 4 points apart in a raking band: its one remaining cheap test (the
 * centre line) on the packed numbers, its shapes built only when that passes.
 */
function rakeAt(
  packed: Packed,
  shapes: LazyShapes,
  target: number,
  k: number,
  band: Band,
): RakeKind | null {
  if (offCentreLine(packed.ships, packed.arcs, SHIP_STRIDE * target, ARC_STRIDE * k)) return null;
  return rakeOf(shapes.geometry(k >> 1), shapes.arc(k), shapes.geometry(target), band);
}

let lastRangeScratch = new Float64Array(0);

// FP-6.2 / D-11 / D-18 all broadsides of all ships; results equal allPairsTargetsNaive.
export function allPairsTargets(
  ships: readonly TableShip[],
  options: ArcOptions = {},
): ShipTargets[] {
  const resolved = resolveArcOptions(options);
  assertShips(ships);
  const n = ships.length;
  const limits = RANGE_LIMITS_MM[resolved.scale];
  const shapes = new LazyShapes(ships, resolved);
  const packed = pack(ships, resolved.arcDeg);
  const collected = collectCandidates(packed, n, limits.long, resolved.arcDeg);
  const records = collected.records;
  const ids = ships.map((ship) => ship.id);

  const found: TargetCandidate[][] = [];
  for (let k = 0; k < 2 * n; k++) found.push([]);
  // Each list's last range, read from a flat array rather than through the last candidate object.
  if (lastRangeScratch.length < 2 * n) lastRangeScratch = new Float64Array(2 * n);
  const lastRange = lastRangeScratch;
  lastRange.fill(-1, 0, 2 * n);

  // compareTargets for two candidates of broadside k at the same range (rare, so the input index
  // and the centre-line distances are only looked up then).
  let indexById: Map<string, number> | undefined;
  const tieComesBefore = (k: number, a: TargetCandidate, b: TargetCandidate): boolean => {
    indexById ??= new Map(ids.map((id, index) => [id, index]));
    const aIndex = indexById.get(a.id)!;
    const bIndex = indexById.get(b.id)!;
    const arc = shapes.arc(k);
    const aLine = distanceToCentreLine(arc, shapes.geometry(aIndex).mainmast);
    const bLine = distanceToCentreLine(arc, shapes.geometry(bIndex).mainmast);
    return compareTargets(a.rangeMm, aLine, aIndex, b.rangeMm, bLine, bIndex) < 0;
  };

  const order = candidatesByRange(collected);
  const keyOf = records.key;
  const targetOf = records.target;
  const nearestSqOf = records.nearestSq;
  for (let o = 0, count = order.length; o < count; o++) {
    const r = order[o]!;
    const flags = keyOf[r]!;
    const k = flags >> FLAG_BITS;
    // evaluateCandidate(geometry(firer), arc(k), geometry(target), limits, nearestSq, centreInside)
    // with the same arithmetic, on the packed numbers; the shapes only for its rare exact tests.
    const target = targetOf[r]!;
    const rangeMm = Math.sqrt(nearestSqOf[r]!);
    const band = bandWithin(rangeMm, limits);
    if (band === 'out') continue;
    if ((flags & CENTRE_INSIDE) === 0 && !hullReaches(packed, shapes, target, k, limits.long))
      continue;
    const candidate: TargetCandidate = {
      id: ids[target]!,
      rangeMm,
      band,
      half: (flags & FORE) !== 0 ? 'fore' : 'aft',
      rake:
        (flags & SQUARE) !== 0 && RAKE_BANDS.includes(band)
          ? rakeAt(packed, shapes, target, k, band)
          : null,
    };
    // Insert in D-18 order; records come nearest first, so this rarely moves anything.
    const list = found[k]!;
    const range = candidate.rangeMm;
    if (range > lastRange[k]!) {
      lastRange[k] = range;
      list.push(candidate);
      continue;
    }
    let at = list.length;
    list.push(candidate);
    while (at > 0) {
      const previous = list[at - 1]!;
      if (previous.rangeMm < range) break;
      if (previous.rangeMm === range && !tieComesBefore(k, candidate, previous)) break;
      list[at] = previous;
      at--;
    }
    list[at] = candidate;
  }

  return ships.map((ship, i) => ({
    id: ship.id,
    port: selectTargets(found[2 * i + PORT]!),
    starboard: selectTargets(found[2 * i + STARBOARD]!),
  }));
}
