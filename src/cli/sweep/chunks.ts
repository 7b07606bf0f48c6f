// Issue 13 (SD-160): the seed range [first, first + runs) cut into consecutive chunks that workers play.
// The cut never changes the figures (a sweep's counts merge exactly), only how evenly workers stay busy.

export interface Chunk {
  /** The chunk's place in the range: results are merged in this order. */
  index: number;
  first: number;
  runs: number;
}

/**
 * How many chunks each worker gets on average: small chunks keep every thread busy to the end (the last
 * chunk handed out is what one thread plays while the others may have nothing left), and a chunk's
 * messages cost far less than one battle.
 */
const CHUNKS_PER_WORKER = 32;

/** Consecutive chunks covering [first, first + runs), about CHUNKS_PER_WORKER per worker, none empty. */
export function chunksOf(first: number, runs: number, workers: number): Chunk[] {
  if (!(Number.isInteger(runs) && runs >= 1))
    throw new RangeError(`runs must be >= 1, got ${runs}`);
  if (!(Number.isInteger(workers) && workers >= 1))
    throw new RangeError(`workers must be >= 1, got ${workers}`);
  const count = Math.min(runs, workers === 1 ? 1 : workers * CHUNKS_PER_WORKER);
  const size = Math.floor(runs / count);
  const extra = runs % count;
  const out: Chunk[] = [];
  let at = first;
  for (let index = 0; index < count; index++) {
    const n = size + (index < extra ? 1 : 0);
    out.push({ index, first: at, runs: n });
    at += n;
  }
  return out;
}
