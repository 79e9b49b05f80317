// Reward points over HTTP: user/points/ and user/points/history/ for
// the signed-in shopper, raw and through the official SDK's Rewards client. Points are credited
// through the development route /dev/rewards/credit (the platform has no merchant console yet).
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient, server } from '../harness';
import { Shopper, registered } from '../user-helpers';

const REWARDS = '/service/application/rewards/v1.0';
type Any = Record<string, any>;

async function credit(userId: string, points: number, reason: string, reference?: string) {
  const res = await fetch(`${server().url}/dev/rewards/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, points, reason, reference }),
  });
  return { status: res.status, json: (await res.json()) as Any };
}

describe('user/points/', () => {
  it('is 0 for a new shopper and the sum of credits after', async () => {
    const { shopper, userId } = await registered();
    const none = await shopper.get(`${REWARDS}/user/points/`);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ points: 0 });
    expect((await credit(userId, 150, 'Welcome bonus')).status).toBe(200);
    expect((await credit(userId, 25, 'Review reward')).status).toBe(200);
    expect((await shopper.get(`${REWARDS}/user/points/`)).json).toEqual({ points: 175 });
  });

  it('a credit with a reference already recorded is not recorded twice', async () => {
    const { shopper, userId } = await registered();
    const first = await credit(userId, 40, 'Order reward', 'order-1');
    const again = await credit(userId, 40, 'Order reward', 'order-1');
    expect(first.json).toMatchObject({ points: 40, balance: 40, repeated: false });
    expect(again.json).toMatchObject({ id: first.json.id, balance: 40, repeated: true });
    expect((await shopper.get(`${REWARDS}/user/points/`)).json.points).toBe(40);
  });
});

describe('user/points/history/', () => {
  it('lists entries newest first with reason and sign, paged by page_id', async () => {
    const { shopper, userId } = await registered();
    for (let i = 1; i <= 14; i += 1) await credit(userId, i, `Reward ${i}`);
    const one = await shopper.get(`${REWARDS}/user/points/history/`);
    expect(one.status).toBe(200);
    expect(one.json.items).toHaveLength(12);
    expect(one.json.items[0]).toMatchObject({
      points: 14,
      txn_name: 'credit',
      text_1: 'Reward 14',
      user_id: userId,
      claimed: true,
    });
    expect(one.json.items[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(one.json.page).toMatchObject({
      type: 'cursor',
      current: 1,
      size: 12,
      item_total: 14,
      has_next: true,
      next_id: '2',
    });
    const two = await shopper.get(`${REWARDS}/user/points/history/?page_id=2`);
    expect(two.json.items.map((i: Any) => i.text_1)).toEqual(['Reward 2', 'Reward 1']);
    expect(two.json.page.has_next).toBe(false);
    const small = await shopper.get(`${REWARDS}/user/points/history/?page_size=5&page_id=3`);
    expect(small.json.items.map((i: Any) => i.points)).toEqual([4, 3, 2, 1]);
  });

  it('refuses bad paging with a 400 naming the field', async () => {
    const { shopper } = await registered();
    for (const qs of ['page_size=0', 'page_size=500', 'page_id=x', 'page_id=-2']) {
      const res = await shopper.get(`${REWARDS}/user/points/history/?${qs}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Invalid query: page_/);
    }
  });
});

describe('who may call', () => {
  it('401 USER_NOT_SIGNED_IN without a session; B never reads A', async () => {
    for (const path of ['/user/points/', '/user/points/history/']) {
      const res = await new Shopper().get(`${REWARDS}${path}`);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, code: 'USER_NOT_SIGNED_IN', message: 'Please sign in to continue' });
    }
    const [a, b] = await Promise.all([registered(), registered()]);
    await credit(a.userId, 500, 'A only');
    expect((await b.shopper.get(`${REWARDS}/user/points/?user_id=${a.userId}`)).json).toEqual({ points: 0 });
    expect((await b.shopper.get(`${REWARDS}/user/points/history/`)).json.items).toEqual([]);
  });

  it('the development credit route refuses bad input', async () => {
    const { userId } = await registered();
    for (const input of [{ points: 0 }, { points: -5 }, { points: 1.5 }, { reason: '' }]) {
      const res = await credit(userId, (input as Any).points ?? 10, (input as Any).reason ?? 'x');
      expect(res.status).toBe(400);
    }
    const nobody = await credit('0123456789abcdef01234567', 10, 'x');
    expect(nobody.status).toBe(404);
    expect(nobody.json.message).toBe('Shopper not found');
  });
});

describe('official SDK', () => {
  it('getUserPoints and getUserPointsHistory', async () => {
    const { shopper, userId } = await registered();
    await credit(userId, 70, 'Welcome bonus');
    const rewards = officialClient({ cookie: shopper.cookie }).rewards;
    expect((await rewards.getUserPoints({})) as Any).toEqual({ points: 70 });
    const history = (await rewards.getUserPointsHistory({ pageSize: 5 })) as Any;
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ points: 70, text_1: 'Welcome bonus', txn_name: 'credit' });
    expect(await failure(() => officialClient().rewards.getUserPoints({}))).toMatchObject({
      code: 401,
      message: 'Please sign in to continue',
    });
  });
});
