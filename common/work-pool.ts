// Runs at most `concurrency` tasks at once and lets at most `queueLimit` more wait; past that a
// task is refused at once (PoolFullError) instead of queueing without end. For expensive work
// that a client can ask for (password hashes), so a burst cannot take every worker and make
// everyone else wait behind it.
export class PoolFullError extends Error {
  constructor(readonly queued: number) {
    super(`The work pool is full (${queued} waiting)`);
  }
}

export type WorkPool = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  readonly stats: { running: number; waiting: number };
};

export function createWorkPool(concurrency: number, queueLimit: number): WorkPool {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`A work pool needs a concurrency of at least 1, got ${concurrency}`);
  if (!Number.isInteger(queueLimit) || queueLimit < 0)
    throw new Error(`A work pool's queue limit must be 0 or more, got ${queueLimit}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const nextTask = waiting.shift();
    if (nextTask)
      nextTask(); // the slot passes straight on: running stays the same
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= queueLimit) throw new PoolFullError(waiting.length);
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get stats() {
      return { running, waiting: waiting.length };
    },
  };
}
