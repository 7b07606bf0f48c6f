// Issue 13: the worker side of a sweep. bin.ts calls serveSweep when it starts in a worker thread made
// by the pool (same built bundle, SD-160): it plays each chunk it is sent and posts progress and counts.
import { RuleError } from '../../rules/errors.js';
import { playChunk } from './job.js';
import type { FromWorker, SweepWorkerData, ToWorker } from './protocol.js';

/** The part of node's MessagePort a worker uses (parentPort). */
export interface Port {
  on(event: 'message', listener: (m: ToWorker) => void): void;
  postMessage(m: FromWorker): void;
  close(): void;
}

/** Progress is posted about ten times a chunk: one message per run would cost more than a duel. */
const PROGRESS_STEPS = 10;

export function serveSweep(port: Port, data: SweepWorkerData): void {
  port.on('message', (m) => {
    if (m === null) {
      port.close();
      return;
    }
    const step = Math.max(1, Math.ceil(m.runs / PROGRESS_STEPS));
    let pending = 0;
    try {
      const counts = playChunk(data.job, m.first, m.runs, () => {
        if (++pending < step) return;
        port.postMessage({ type: 'progress', runs: pending });
        pending = 0;
      });
      if (pending > 0) port.postMessage({ type: 'progress', runs: pending });
      port.postMessage({ type: 'done', index: m.index, counts });
    } catch (e) {
      port.postMessage({
        type: 'error',
        message: (e as Error).message ?? String(e),
        ruleError: e instanceof RuleError,
      });
    }
  });
}
