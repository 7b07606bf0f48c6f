// SD-259 the referee waits for the guards' put-backs under way before a player's request, and only for
// those: a task started while it waits (a stream of forgeries) does not hold the request up.
import { describe, expect, it } from 'vitest';
import { backgroundTasks } from './background.js';

const gate = () => {
  let open: () => void = () => undefined;
  const shut = new Promise<void>((r) => {
    open = r;
  });
  return { shut, open };
};

describe('SD-259 background tasks', () => {
  it('current() resolves once the tasks running now have finished, not those started meanwhile', async () => {
    const tasks = backgroundTasks();
    const first = gate();
    const later = gate();
    const done: string[] = [];
    tasks.run(async () => {
      await first.shut;
      done.push('first');
    });
    const waited = tasks.current().then(() => done.push('request'));
    tasks.run(async () => {
      await later.shut;
      done.push('later');
    });
    first.open();
    await waited;
    expect(done).toEqual(['first', 'request']);
    later.open();
    await tasks.settle();
    expect(done).toEqual(['first', 'request', 'later']);
  });
});
