// The platform's webhook reaches one storefront process of several; the change relay passes what
// it said on to the shop's other processes through Redis pub/sub (lib/page-cache/change-relay.ts):
// every other process of the same shop applies it once, the sender does not apply it again, another
// shop hears nothing, and what is not a change on the channel is ignored. Needs the Redis at
// SHARED_REDIS_URL (redis://127.0.0.1:6379/0); skipped, saying so, when it does not answer.
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createClient } from 'redis';
import { changeChannel, openChangeRelay, type ChangeRelay } from '@/lib/page-cache/change-relay';

const REDIS_URL = process.env.SHARED_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const opened: ChangeRelay[] = [];
type Heard = { tags: string[]; at: number }[];

async function relay(shop: string): Promise<{ relay: ChangeRelay | undefined; heard: Heard }> {
  const heard: Heard = [];
  const r = await openChangeRelay(REDIS_URL, shop, (tags, at) => heard.push({ tags, at }));
  if (r) opened.push(r);
  return { relay: r, heard };
}

/** Waits until `done` holds, or 2 s. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
}

afterAll(async () => {
  await Promise.all(opened.map((r) => r.close()));
});

describe('the change relay', () => {
  it("passes a webhook's change on to the shop's other processes only", async () => {
    const shop = crypto.randomBytes(6).toString('hex');
    const [a, b, c, otherShop] = await Promise.all([relay(shop), relay(shop), relay(shop), relay(`${shop}-other`)]);
    if (!a.relay || !b.relay || !c.relay || !otherShop.relay) {
      console.warn(`change relay test skipped: no Redis at ${REDIS_URL}`);
      return;
    }
    const at = Date.now() - 250;
    await a.relay.publish(['product:42', 'catalogue'], at);
    await until(() => b.heard.length > 0 && c.heard.length > 0);
    expect(b.heard).toEqual([{ tags: ['product:42', 'catalogue'], at }]);
    expect(c.heard).toEqual([{ tags: ['product:42', 'catalogue'], at }]);

    // Garbage and forged shapes on the channel are ignored; the next real change still arrives.
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      for (const text of [
        'not json',
        '{"tags":["catalogue"]}',
        JSON.stringify({ tags: ['drop-everything'], at, from: 'x' }),
        JSON.stringify({ tags: [], at, from: 'x' }),
        JSON.stringify({ tags: ['theme'], at: -1, from: 'x' }),
      ]) {
        await raw.publish(changeChannel(shop), text);
      }
    } finally {
      await raw.quit();
    }
    await b.relay.publish(['theme'], at + 1);
    await until(() => c.heard.length > 1 && a.heard.length > 0);
    expect(c.heard).toEqual([
      { tags: ['product:42', 'catalogue'], at },
      { tags: ['theme'], at: at + 1 },
    ]);
    expect(a.heard).toEqual([{ tags: ['theme'], at: at + 1 }]);
    // The sender never hears its own change again, and the other shop hears nothing.
    expect(b.heard).toHaveLength(1);
    expect(otherShop.heard).toEqual([]);
  });

  it('is undefined, not thrown, when Redis does not answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await openChangeRelay('redis://127.0.0.1:1/0', 'nobody', () => undefined)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('REDIS_URL does not answer'));
    } finally {
      warn.mockRestore();
    }
  });
});
