// Every ship's two broadsides at once (FP-6.2 / D-11 / D-18 / D-17), fast enough to run on every
// token move. Same answers as allPairsTargetsNaive by construction: the per-pair decision is
// evaluateCandidate's arithmetic (its exact hull and rake tests shared), the order the shared
// compareTargets (a total order, so any correct sort agrees); everything else here only skips pairs
// or exact tests whose outcome a margin of SLACK_MM already settles.
import { RAKE_BANDS, RANGE_LIMITS_MM, type Band, type RakeKind } from '../tables/gunnery.js';
import { distanceToCentreLine, resolveArcOptions, type ArcOptions } from './arc.js';
import type { Half, TableShip } from './ship-shape.js';
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
  APEX_X,
  APEX_Y,
  ARC_STRIDE,
  cornerVerdict,
  CORNERS_MISS,
  CORNERS_UNSURE,
  FORWARD_X,
  FORWARD_Y,
  LazyShapes,
  MAIN_X,
  MAIN_Y,
  offCentreLine,
  pack,
  type Packed,
  SHIP_STRIDE,
} from './targeting-packed.js';
import { collectPairs, pairsByRange } from './targeting-pairs.js';

// A candidate stays numbers (broadside, target, range, a code for band, half and rake) until the
// target lists are built, once, at their final size and in order. Pushing objects onto 400 lists in
// range order measured slower: each push reached a list and its storage somewhere else in memory.
const BANDS: readonly Band[] = ['short', 'medium', 'long'];
const HALVES: readonly Half[] = ['fore', 'aft'];
const RAKES: readonly (RakeKind | null)[] = [null, 'bow', 'stern'];
const NOT_A_TARGET = -1;

function codeOf(band: Band, fore: boolean, rake: RakeKind | null): number {
  const bandCode = band === 'short' ? 0 : band === 'medium' ? 1 : 2;
  const rakeCode = rake === null ? 0 : rake === 'bow' ? 1 : 2;
  return bandCode | ((fore ? 0 : 1) << 2) | (rakeCode << 3);
}

/**
 * evaluateCandidate(geometry(firer), arc(k), geometry(target), limits, rangeMm², centreInArc)
 * with the same arithmetic, reading the packed numbers (one place in memory) instead of the
 * geometry objects; the exact hull test and the rake test still run on those, when they must.
 * firer, target and k (2 * firer + side) are input indices, packedTarget and packedArc the offsets
 * of the target's and the arc's numbers in the packed arrays. Its answer is NOT_A_TARGET or the candidate's code (codeOf).
 */
function candidateCode(
  packed: Packed,
  shapes: LazyShapes,
  firer: number,
  target: number,
  k: number,
  packedFirer: number,
  packedTarget: number,
  packedArc: number,
  limits: RangeLimits,
  rangeMm: number,
  centreInArc: boolean,
  square: boolean,
): number {
  const band = bandWithin(rangeMm, limits);
  if (band === 'out') return NOT_A_TARGET;
  const { ships, arcs: packedArcs } = packed;
  if (!centreInArc) {
    const corners = cornerVerdict(ships, packedArcs, packedTarget, packedArc, limits.long);
    if (corners === CORNERS_MISS) return NOT_A_TARGET;
    if (corners === CORNERS_UNSURE && !hullTouchesArc(shapes.geometry(target), shapes.arc(k)))
      return NOT_A_TARGET;
  }
  // D-18 halfOf(arc, target's mainmast): the arc's foreDir is the firer's forward vector.
  const fore =
    (ships[packedTarget + MAIN_X]! - packedArcs[packedArc + APEX_X]!) *
      ships[packedFirer + FORWARD_X]! +
      (ships[packedTarget + MAIN_Y]! - packedArcs[packedArc + APEX_Y]!) *
        ships[packedFirer + FORWARD_Y]! >=
    0;
  // D-17 rakeOf's first test (4 points apart) was taken with the pair, the rest only when it passes.
  const rake =
    !square ||
    !RAKE_BANDS.includes(band) ||
    offCentreLine(ships, packedArcs, packedTarget, packedArc)
      ? null
      : rakeOf(shapes.geometry(firer), shapes.arc(k), shapes.geometry(target), band);
  return codeOf(band, fore, rake);
}

/** Candidates as numbers, in parallel typed arrays; grown as needed, kept between calls. */
class Candidates {
  count = 0;
  broadside = new Int32Array(1024);
  target = new Int32Array(1024);
  rangeMm = new Float64Array(1024);
  code = new Uint8Array(1024);

  /** Empties the list, with room for at least `capacity` candidates. */
  reset(capacity: number): void {
    this.count = 0;
    while (this.target.length < capacity) this.grow();
  }

  add(k: number, target: number, rangeMm: number, code: number): void {
    if (this.count === this.target.length) this.grow();
    const at = this.count++;
    this.broadside[at] = k;
    this.target[at] = target;
    this.rangeMm[at] = rangeMm;
    this.code[at] = code;
  }

  private grow(): void {
    const size = 2 * this.target.length;
    const broadside = new Int32Array(size);
    const target = new Int32Array(size);
    const rangeMm = new Float64Array(size);
    const code = new Uint8Array(size);
    broadside.set(this.broadside);
    target.set(this.target);
    rangeMm.set(this.rangeMm);
    code.set(this.code);
    this.broadside = broadside;
    this.target = target;
    this.rangeMm = rangeMm;
    this.code = code;
  }
}

const FOUND = new Candidates();
const GROUPED = new Candidates();

// FP-6.2 / D-11 each pair's surviving broadsides, nearest pairs first, tested exactly.
function findCandidates(
  packed: Packed,
  n: number,
  shapes: LazyShapes,
  limits: RangeLimits,
): Candidates {
  const pairs = pairsByRange(collectPairs(packed, n, limits.long), limits.long);
  const found = FOUND;
  found.reset(2 * pairs.count);
  const { first, second, bits: pairBits, rangeMm: pairRange } = pairs;
  const original = packed.original;
  for (let e = 0; e < pairs.count; e++) {
    const bits = pairBits[e]!;
    const rangeMm = pairRange[e]!;
    // The broadsides that may join the pair, one bit each (b = 2 * direction + side), visited
    // lowest first: fewer unpredictable branches than testing all four.
    let may = (bits & 3) | ((bits >> 2) & 12);
    while (may !== 0) {
      const b = 31 - Math.clz32(may & -may);
      may &= may - 1;
      const direction = b >> 1;
      const side = b & 1;
      // Positions in the packed order (see Packed), then input indices.
      const firerAt = direction === 0 ? first[e]! : second[e]!;
      const targetAt = direction === 0 ? second[e]! : first[e]!;
      const firer = original[firerAt]!;
      const target = original[targetAt]!;
      const k = 2 * firer + side;
      const code = candidateCode(
        packed,
        shapes,
        firer,
        target,
        k,
        SHIP_STRIDE * firerAt,
        SHIP_STRIDE * targetAt,
        ARC_STRIDE * (2 * firerAt + side),
        limits,
        rangeMm,
        (bits & (4 << (4 * direction + side))) !== 0,
        (bits & 4096) !== 0,
      );
      if (code !== NOT_A_TARGET) found.add(k, target, rangeMm, code);
    }
  }
  return found;
}

let startScratch = new Int32Array(0);

/**
 * D-18 the candidates grouped by broadside (start[k] to start[k + 1]), each group in compareTargets
 * order: copied group by group keeping the near-range order they were found in, then an insertion
 * sort finishes each group (it rarely moves anything).
 */
function groupByBroadside(found: Candidates, broadsides: number, shapes: LazyShapes): Int32Array {
  const count = found.count;
  if (startScratch.length < broadsides + 1) startScratch = new Int32Array(broadsides + 1);
  const start = startScratch;
  const grouped = GROUPED;
  grouped.reset(count);
  grouped.count = count;
  const { broadside, target, rangeMm, code } = found;
  const toTarget = grouped.target;
  const toRange = grouped.rangeMm;
  const toCode = grouped.code;
  start.fill(0, 0, broadsides + 1);
  for (let c = 0; c < count; c++) start[broadside[c]! + 1]!++;
  for (let k = 0; k < broadsides; k++) start[k + 1]! += start[k]!;
  // start[k] advances to start[k + 1] while copying; shifted back after, it marks the groups again.
  for (let c = 0; c < count; c++) {
    const to = start[broadside[c]!]!++;
    toTarget[to] = target[c]!;
    toRange[to] = rangeMm[c]!;
    toCode[to] = code[c]!;
  }
  start.copyWithin(1, 0, broadsides);
  start[0] = 0;
  for (let k = 0; k < broadsides; k++) {
    const first = start[k]!;
    const end = start[k + 1]!;
    for (let at = first + 1; at < end; at++) {
      const range = toRange[at]!;
      const previousRange = toRange[at - 1]!;
      if (previousRange < range) continue;
      if (
        previousRange === range &&
        !tieComesBefore(shapes, k, range, toTarget[at]!, toTarget[at - 1]!)
      )
        continue;
      insertBack(grouped, shapes, k, first, at);
    }
  }
  return start;
}

/** Moves the candidate at `at` back within its group [first, at] to its compareTargets place. */
function insertBack(
  grouped: Candidates,
  shapes: LazyShapes,
  k: number,
  first: number,
  at: number,
): void {
  const { target, rangeMm, code } = grouped;
  const t = target[at]!;
  const range = rangeMm[at]!;
  const c = code[at]!;
  let to = at;
  while (to > first) {
    const previousRange = rangeMm[to - 1]!;
    if (previousRange < range) break;
    if (previousRange === range && !tieComesBefore(shapes, k, range, t, target[to - 1]!)) break;
    target[to] = target[to - 1]!;
    rangeMm[to] = previousRange;
    code[to] = code[to - 1]!;
    to--;
  }
  target[to] = t;
  rangeMm[to] = range;
  code[to] = c;
}

// compareTargets for two candidates of broadside k at the same range (rare, so the centre-line
// distances are only computed then).
function tieComesBefore(
  shapes: LazyShapes,
  k: number,
  rangeMm: number,
  a: number,
  b: number,
): boolean {
  const arc = shapes.arc(k);
  const aLine = distanceToCentreLine(arc, shapes.geometry(a).mainmast);
  const bLine = distanceToCentreLine(arc, shapes.geometry(b).mainmast);
  return compareTargets(rangeMm, aLine, a, rangeMm, bLine, b) < 0;
}

/** The candidates from..end of the grouped list as TargetCandidate objects. */
function candidatesOf(
  grouped: Candidates,
  ids: readonly string[],
  from: number,
  end: number,
): TargetCandidate[] {
  const list: TargetCandidate[] = new Array(end - from);
  const { target, rangeMm, code } = grouped;
  for (let at = from; at < end; at++) {
    const bits = code[at]!;
    list[at - from] = {
      id: ids[target[at]!]!,
      rangeMm: rangeMm[at]!,
      band: BANDS[bits & 3]!,
      half: HALVES[(bits >> 2) & 1]!,
      rake: RAKES[bits >> 3]!,
    };
  }
  return list;
}

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
  const found = findCandidates(pack(ships, resolved.arcDeg), n, shapes, limits);
  const start = groupByBroadside(found, 2 * n, shapes);
  const ids = ships.map((ship) => ship.id);
  const out: ShipTargets[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const port = 2 * i;
    out[i] = {
      id: ids[i]!,
      port: selectTargets(candidatesOf(GROUPED, ids, start[port]!, start[port + 1]!)),
      starboard: selectTargets(candidatesOf(GROUPED, ids, start[port + 1]!, start[port + 2]!)),
    };
  }
  return out;
}
