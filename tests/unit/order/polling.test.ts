// The polling after a shipment's status changed (lib/order/polling.ts): fewer
// than 6 attempts, 2^n seconds apart capped at 8 s; a 404 meanwhile is ignored; then status 202
// with its message.
import { describe, expect, it } from '@jest/globals';
import { pollUntilBags, PollingSlow } from '@/lib/order/polling';

const notFound = Object.assign(new Error('Shipment not found'), { status: 404 });

describe('shipment polling', () => {
  it('stops as soon as the bag count is the expected one', async () => {
    const waits: number[] = [];
    let reads = 0;
    await pollUntilBags(
      async () => ({ total_bags: ++reads >= 3 ? 2 : 3 }),
      2,
      async (ms) => void waits.push(ms),
    );
    expect(reads).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after five reads, 1, 2, 4 and 8 seconds apart, with status 202 and the message', async () => {
    const waits: number[] = [];
    let reads = 0;
    const error = await pollUntilBags(
      async () => (reads++, { total_bags: 1 }),
      2,
      async (ms) => void waits.push(ms),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollingSlow);
    expect(error).toMatchObject({
      statusCode: 202,
      message: "It is taking little longer than expected. We'll notify you when its done.",
    });
    expect(reads).toBe(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('ignores a 404 while polling, but not another failure', async () => {
    let reads = 0;
    await pollUntilBags(
      async () => {
        if (++reads === 1) throw notFound;
        return { total_bags: 1 };
      },
      1,
      async () => undefined,
    );
    expect(reads).toBe(2);
    const boom = Object.assign(new Error('down'), { status: 500 });
    await expect(
      pollUntilBags(
        async () => Promise.reject(boom),
        1,
        async () => undefined,
      ),
    ).rejects.toBe(boom);
  });
});
