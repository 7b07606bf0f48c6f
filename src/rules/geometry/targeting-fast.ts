// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is
// evaluateCandidate's arithmetic (its exact hull and rake tests shared), the order the shared
// compareTargets (a total order, so any correct sort agrees); everything else here only skips pairs
// or exact tests whose outcome a margin of SLACK_MM already settles.
import { RAKE_BANDS, RANGE_LIMITS_MM } from '../tables/gunnery.js';
import { distanceToCentreLine, resolveArcOptions, type ArcOptions } from './arc.js';
import type { TableShip } from './ship-shape.js';
import { bandWithin, type RangeLimits } from './range.js';
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
import { collectPairs, pairsByRange } from './targeting-pairs.js';

/**
 * evaluateCandidate(geometry(firer), arc(k), geometry(target), limits, nearestSq, centreInArc)
 * with the same arithmetic, reading the packed numbers (one place in memory) instead of the
 * geometry objects; the exact hull test and the rake test still run on those, when they must.
 */
function candidateOf(
  packed: Packed,
  shapes: LazyShapes,
  ids: readonly string[],
  firer: number,
  target: number,
  k: number,
  limits: RangeLimits,
  nearestSq: number,
  centreInArc: boolean,
  fore: boolean,
  square: boolean,
): TargetCandidate | null {
  const rangeMm = Math.sqrt(nearestSq);
  const band = bandWithin(rangeMm, limits);
  if (band === 'out') return null;
  const { ships, arcs: packedArcs } = packed;
  if (!centreInArc) {
    const corners = cornerVerdict(
      ships,
      packedArcs,
      SHIP_STRIDE * target,
      ARC_STRIDE * k,
      limits.long,
    );
    if (corners === CORNERS_MISS) return null;
    if (corners === CORNERS_UNSURE && !hullTouchesArc(shapes.geometry(target), shapes.arc(k)))
      return null;
  }
  const half = fore ? 'fore' : 'aft';
  // D-17 rakeOf's first test (4 points apart) was taken with the pair, the rest only when it passes.
  const rake =
    !square ||
    !RAKE_BANDS.includes(band) ||
    offCentreLine(ships, packedArcs, SHIP_STRIDE * target, ARC_STRIDE * k)
      ? null
      : rakeOf(shapes.geometry(firer), shapes.arc(k), shapes.geometry(target), band);
  return { id: ids[target]!, rangeMm, band, half, rake };
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
  const pairs = collectPairs(packed, n, limits.long);
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

  const order = pairsByRange(pairs, limits.long);
  const bitsOf = pairs.bits;
  const nearestSqOf = pairs.nearestSq;
  const firstOf = pairs.first;
  const secondOf = pairs.second;
  for (let o = 0, count = order.length; o < count; o++) {
    const e = order[o]!;
    const bits = bitsOf[e]!;
    const nearestSq = nearestSqOf[e]!;
    for (let direction = 0; direction < 2; direction++) {
      const nibble = bits >> (4 * direction);
      const firer = direction === 0 ? firstOf[e]! : secondOf[e]!;
      const target = direction === 0 ? secondOf[e]! : firstOf[e]!;
      for (let side = 0; side < 2; side++) {
        if ((nibble & (1 << side)) === 0) continue;
        const k = 2 * firer + side;
        const candidate = candidateOf(
          packed,
          shapes,
          ids,
          firer,
          target,
          k,
          limits,
          nearestSq,
          (nibble & (4 << side)) !== 0,
          (bits & (256 << (2 * direction + side))) !== 0,
          (bits & 4096) !== 0,
        );
        if (!candidate) continue;
        // Insert in D-18 order; pairs come nearest first, so this rarely moves anything.
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
    }
  }

  return ships.map((ship, i) => ({
    id: ship.id,
    port: selectTargets(found[2 * i + PORT]!),
    starboard: selectTargets(found[2 * i + STARBOARD]!),
  }));
}
