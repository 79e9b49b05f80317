// The frame of a Redis scenario run in a child process (runScenario; the cache handler's Redis
// clients have no close, so the process exits when done): a client of its own to check Redis
// answers (else the result says skipped) and to read or write keys directly, the keys under the
// scenario's prefix removed afterwards, and the result printed on a 'RESULT <json>' line.
import { createClient } from 'redis';

export const REDIS_URL = process.env.SHARED_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

type Client = ReturnType<typeof createClient>;

export function redisScenario(
  prefix: string,
  body: (redis: Client, out: Record<string, unknown>) => Promise<void>,
): void {
  const run = async () => {
    const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch {
      return { skipped: `no Redis at ${REDIS_URL}` };
    }
    const out: Record<string, unknown> = {};
    try {
      await body(redis, out);
    } finally {
      for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
        if (keys.length) await redis.unlink(keys);
      await redis.disconnect();
    }
    return out;
  };
  run().then(
    (out) => {
      console.log(`RESULT ${JSON.stringify(out)}`);
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
