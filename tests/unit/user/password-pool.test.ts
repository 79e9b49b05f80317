// Password hashes run through a bounded pool: a burst beyond its queue is refused at once with
// 503, and never more than PASSWORD_HASH_CONCURRENCY scrypt calls run at the same time.
import crypto from 'node:crypto';

type PasswordModule = typeof import('@/platform/user/password');

function loadWith(env: Record<string, string>): PasswordModule {
  Object.assign(process.env, env);
  let loaded!: PasswordModule;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/platform/user/password');
  });
  return loaded;
}

afterEach(() => {
  delete process.env.PASSWORD_HASH_CONCURRENCY;
  delete process.env.PASSWORD_HASH_QUEUE;
  jest.restoreAllMocks();
});

describe('password hash pool', () => {
  it('runs at most PASSWORD_HASH_CONCURRENCY hashes at once', async () => {
    let running = 0;
    let most = 0;
    const real = crypto.scrypt;
    jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      running++;
      most = Math.max(most, running);
      const callback = args.at(-1) as (error: Error | null, key: Buffer) => void;
      (real as (...a: unknown[]) => void)(...args.slice(0, -1), (error: Error | null, key: Buffer) => {
        running--;
        callback(error, key);
      });
    }) as typeof crypto.scrypt);
    const { hashPassword } = loadWith({ PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '10' });
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`Secret#${i}`)));
    expect(hashes).toHaveLength(6);
    expect(most).toBe(2);
  });

  it('answers 503 with retry_after at once when the queue is full', async () => {
    const { hashPassword, verifyPassword } = loadWith({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '1' });
    const accepted = [hashPassword('Secret#1'), hashPassword('Secret#2')];
    await expect(hashPassword('Secret#3')).rejects.toMatchObject({
      status: 503,
      message: 'The shop is busy checking passwords. Please try again in a few seconds.',
      extra: { retry_after: 2 },
    });
    const [first] = await Promise.all(accepted);
    // Drained: the next one is served.
    expect(await verifyPassword('Secret#1', first)).toBe(true);
  });
});
