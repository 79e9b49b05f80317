import { PoolFullError, createWorkPool } from '@/common/work-pool';

/** A task that finishes when told to, and records that it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: async () => (started.push(name), await done, name), open };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkPool', () => {
  it('runs at most `concurrency` tasks at once, the rest in order as slots free', async () => {
    const pool = createWorkPool(2, 10);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = tasks.map((t) => pool.run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(pool.stats).toEqual({ running: 2, waiting: 2 });
    tasks[1].open();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0].open();
    tasks[2].open();
    tasks[3].open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(pool.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and accepts again once it drains', async () => {
    const pool = createWorkPool(1, 1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const second = gate(started, 'second');
    const running = pool.run(first.task);
    const queued = pool.run(second.task);
    await expect(pool.run(async () => 'third')).rejects.toBeInstanceOf(PoolFullError);
    first.open();
    second.open();
    await Promise.all([running, queued]);
    expect(await pool.run(async () => 'later')).toBe('later');
  });

  it('frees the slot when a task fails', async () => {
    const pool = createWorkPool(1, 0);
    await expect(pool.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
    expect(pool.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a concurrency below one', () => {
    expect(() => createWorkPool(0, 1)).toThrow(/at least 1/);
  });
});
