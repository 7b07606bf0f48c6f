// Work a hook starts but must not wait for (a GM client's restore, an arc update): tracked, so a
// caller or a test can wait until it has all finished.
export interface BackgroundTasks {
  run(task: () => Promise<unknown>): void;
  settle(): Promise<void>;
  /** Resolves when the tasks running now have finished (not those started meanwhile). */
  current(): Promise<void>;
}

export function backgroundTasks(
  onError: (e: unknown) => void = (e) => console.error('signal-close-action |', e),
): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const p: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async current() {
      await Promise.all([...pending]);
    },
  };
}
