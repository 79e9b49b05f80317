// Changes a storefront on a remote platform (PLATFORM_URL) is told of by the platform's signed
// webhook (app/api/revalidate), passed on to the shop's other processes through Redis pub/sub
// (REDIS_URL): a webhook through a load balancer reaches one process, and every process keeps its
// own copy of pages and shared data in front of Redis. With the embedded platform there is no
// relay: every process follows the database's change feed itself.
import crypto from 'node:crypto';
import { createClient } from 'redis';
import { z } from 'zod';
import { changeSchema } from './tags';

export type ChangeRelay = {
  /** Tells the other processes of a change this one has applied (seen at `at`). */
  publish(tags: string[], at: number): Promise<void>;
  close(): Promise<void>;
};

/** A relayed change: the webhook's tags, when the process it reached saw it, and which process that was. */
const relayedSchema = changeSchema.extend({ at: z.number().int().nonnegative(), from: z.string().max(64) }).strict();

/** The channel of a shop's changes (`shop`: its namespace, server/shared-namespace.ts). */
export const changeChannel = (shop: string) => `storefront:changes:${shop}`;

/**
 * Subscribes to the shop's channel on the Redis at `url`, calling `apply` for every change
 * another process publishes; undefined (with the reason printed) when Redis does not answer, and
 * the process then hears only the webhooks that reach it. A message that is not a change is
 * ignored. The clients reconnect by themselves; a change published while one is away is lost to
 * it, and its pages follow within their maximum age (5 minutes).
 */
export async function openChangeRelay(
  url: string,
  shop: string,
  apply: (tags: string[], at: number) => void,
): Promise<ChangeRelay | undefined> {
  const channel = changeChannel(shop);
  const self = crypto.randomBytes(12).toString('hex');
  // A Redis that does not answer at start is given up at once; one that did is waited for.
  let answered = false;
  const socket = {
    connectTimeout: 2000,
    reconnectStrategy: (retries: number) => (answered ? Math.min(100 * 2 ** retries, 5000) : new Error('no answer')),
  };
  // Publishing fails at once while Redis is away, rather than holding the webhook's answer.
  const publisher = createClient({ url, socket, disableOfflineQueue: true });
  const subscriber = createClient({ url, socket });
  let warned = false;
  const warn = (error: Error) => {
    if (warned) return;
    warned = true;
    console.warn(
      `[change-relay] Redis: ${error.message}; changes from the platform's webhook may reach only the process it was sent to until Redis answers`,
    );
  };
  publisher.on('error', warn);
  subscriber.on('error', warn);
  publisher.on('ready', () => (warned = false));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    answered = true;
    await subscriber.subscribe(channel, (text) => {
      let parsed;
      try {
        parsed = relayedSchema.safeParse(JSON.parse(text));
      } catch {
        return;
      }
      if (parsed.success && parsed.data.from !== self) apply(parsed.data.tags, parsed.data.at);
    });
  } catch (error) {
    console.warn(
      `[change-relay] REDIS_URL does not answer (${(error as Error).message}): the platform's webhook reaches only the process it is sent to`,
    );
    await Promise.all([publisher.disconnect().catch(() => undefined), subscriber.disconnect().catch(() => undefined)]);
    return undefined;
  }
  return {
    async publish(tags, at) {
      // A lost publish leaves the other processes' pages to their maximum age: said, not thrown.
      await publisher.publish(channel, JSON.stringify({ tags, at, from: self })).catch(warn);
    },
    async close() {
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
