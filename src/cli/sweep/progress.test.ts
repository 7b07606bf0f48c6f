// Issue 13: the sweep's progress bar is drawn only when stderr is a terminal (the TTY flag injected).
import { describe, expect, it } from 'vitest';
import { ttyProgress } from './progress.js';

function stream(isTTY: boolean | undefined) {
  const written: string[] = [];
  return { isTTY, written, write: (t: string) => written.push(t) };
}

describe('ttyProgress (issue 13)', () => {
  it.each([[false], [undefined]])(
    'stderr not a terminal (isTTY %s): no bar, nothing written',
    (tty) => {
      const s = stream(tty);
      expect(ttyProgress(s, 'sca')).toBeUndefined();
      expect(s.written).toEqual([]);
    },
  );

  it('on a terminal: a bar with the runs done and the total, ended by stop', () => {
    const s = stream(true);
    const bar = ttyProgress(s, 'sca');
    expect(bar).toBeDefined();
    bar?.update(5, 20);
    bar?.update(20, 20);
    bar?.stop();
    const text = s.written.join('');
    expect(text).toContain('20/20 runs');
    expect(text).toContain('100%');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('stop before any update writes nothing (a sweep refused at its flags)', () => {
    const s = stream(true);
    ttyProgress(s, 'sca')?.stop();
    expect(s.written).toEqual([]);
  });
});
