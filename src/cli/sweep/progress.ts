// Issue 13: the sweep's progress bar (cli-progress) on stderr, only when stderr is a terminal: piped or
// redirected, stderr stays empty on success, so scripts read nothing but the JSON on stdout.
import { SingleBar } from 'cli-progress';

export interface Progress {
  /** Runs done of the total (the io hook commands call). */
  update(done: number, total: number): void;
  /** Ends the bar (its redraw timer) whether the sweep finished or failed. */
  stop(): void;
}

/** The stream the bar writes to; isTTY is read from it, so tests inject the flag with a fake. */
export interface BarStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** A bar on `stream` when it is a terminal, else undefined (no progress at all). */
export function ttyProgress(stream: BarStream, label: string): Progress | undefined {
  if (stream.isTTY !== true) return undefined;
  let bar: SingleBar | null = null;
  return {
    update(done, total) {
      if (!bar) {
        bar = new SingleBar({
          stream: stream as NodeJS.WritableStream,
          format: `${label} [{bar}] {percentage}% | {value}/{total} runs | ETA {eta_formatted}`,
          hideCursor: null,
          gracefulExit: true,
        });
        bar.start(total, 0);
      }
      bar.update(done);
      // The last update is drawn at once: the bar's timer may not fire again before the process ends.
      if (done >= total) bar.render();
    },
    stop() {
      bar?.stop();
      bar = null;
    },
  };
}
