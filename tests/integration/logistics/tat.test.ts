// Delivery time (TAT) for a product: POST to the logistics root path (v1.0/).
import { beforeAll, describe, expect, it } from '@jest/globals';
import ApplicationAPIClient from '@gofynd/fdk-client-javascript/sdk/application/ApplicationAPIClient';
import { api, officialClient, server } from '../harness';

const TAT = '/service/application/logistics/v1.0/';
type Pin = { name: string; parent_ids: string[]; latitude: string; longitude: string };

const DAY = 24 * 60 * 60;
const FORMAT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/;
const enIN = (seconds: number) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(seconds * 1000));

function km(a: Pin, b: Pin): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const [la1, lo1, la2, lo2] = [a.latitude, a.longitude, b.latitude, b.longitude].map(Number);
  const h =
    Math.sin(rad(la2 - la1) / 2) ** 2 + Math.cos(rad(la1)) * Math.cos(rad(la2)) * Math.sin(rad(lo2 - lo1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const article = (extra: Record<string, unknown> = {}) => ({
  category: { level: 'l3', id: 42 },
  manufacturing_time: 0,
  manufacturing_time_unit: 'hours',
  available_quantity: 5,
  ...extra,
});
const request = (to: string, from: string, articles = [article()]) => ({
  to_pincode: to,
  location_details: [{ fulfillment_id: 1, from_pincode: from, articles }],
});

let here: Pin;
let far: Pin;

beforeAll(async () => {
  const res = await api('/service/application/logistics/v1.0/localities/pincode?country=IN&page_size=1000');
  const pins: Pin[] = res.json.items;
  here = pins[0];
  // Another state, far enough that no 'same city' rule can apply.
  far = pins.find((p) => p.parent_ids[1] !== here.parent_ids[1] && km(p, here) > 200)!;
  expect(far).toBeDefined();
});

describe('delivery time (TAT)', () => {
  it('promises 1-2 days within the same city, formatted like Tue, 25 Nov', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await api(TAT, { method: 'POST', body: request(here.name, here.name) });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    const [a] = res.json.articles;
    expect(a.error.message).toBeNull();
    expect(a.promise.timestamp.min - before).toBeGreaterThanOrEqual(1 * DAY - 5);
    expect(a.promise.timestamp.min - before).toBeLessThanOrEqual(1 * DAY + 60);
    expect(a.promise.timestamp.max - before).toBeLessThanOrEqual(2 * DAY + 60);
    expect(a.promise.formatted.min).toMatch(FORMAT);
    expect(a.promise.formatted.min).toBe(enIN(a.promise.timestamp.min));
    expect(a.promise.formatted.max).toBe(enIN(a.promise.timestamp.max));
    expect(res.json.location_details[0].articles[0]).toEqual(a);
  });

  it('promises 3-7 days across states', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await api(TAT, { method: 'POST', body: request(far.name, here.name) });
    const [a] = res.json.articles;
    expect(a.promise.timestamp.min - before).toBeGreaterThanOrEqual(3 * DAY - 5);
    expect(a.promise.timestamp.max - before).toBeLessThanOrEqual(7 * DAY + 60);
    expect(a.promise.timestamp.max).toBeGreaterThan(a.promise.timestamp.min);
  });

  it('adds the manufacturing time (days or hours)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await api(TAT, {
      method: 'POST',
      body: request(here.name, here.name, [
        article({ manufacturing_time: 3, manufacturing_time_unit: 'days' }),
        article({ manufacturing_time: 48, manufacturing_time_unit: 'hours' }),
      ]),
    });
    const [days, hours] = res.json.articles;
    expect(days.promise.timestamp.min - before).toBeGreaterThanOrEqual(4 * DAY - 5);
    expect(days.promise.timestamp.min - before).toBeLessThanOrEqual(4 * DAY + 60);
    expect(hours.promise.timestamp.min - before).toBeGreaterThanOrEqual(3 * DAY - 5);
    expect(days._manufacturing_time_seconds).toBe(3 * DAY);
  });

  it('gives an unknown destination pincode an error per article, not a failure', async () => {
    const res = await api(TAT, { method: 'POST', body: request('999999', here.name) });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(false);
    expect(res.json.articles[0].promise).toBeUndefined();
    expect(res.json.articles[0].error).toMatchObject({ message: 'Pincode not serviceable', value: '999999' });
  });

  it('marks an article without stock', async () => {
    const res = await api(TAT, {
      method: 'POST',
      body: request(here.name, here.name, [article({ available_quantity: 0 })]),
    });
    expect(res.json.articles[0].error.message).toBe('Product is out of stock');
  });

  it("answers 400 'Pincode not serviceable' when to_pincode, from_pincode or category id is missing", async () => {
    const bodies = [
      {},
      { location_details: [{ from_pincode: here.name, articles: [article()] }] },
      { to_pincode: '', location_details: [{ from_pincode: here.name, articles: [article()] }] },
      { to_pincode: here.name, location_details: [{ articles: [article()] }] },
      {
        to_pincode: here.name,
        location_details: [{ from_pincode: here.name, articles: [{ category: { level: 'l3' } }] }],
      },
      { to_pincode: here.name, location_details: [] },
    ];
    for (const body of bodies) {
      const res = await api(TAT, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ success: false, message: 'Pincode not serviceable' });
    }
  });

  it('rejects malformed fields with 400 and a clear message', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ to_pincode: here.name, location_details: 'x' }, /^Invalid body: location_details/],
      [request(here.name, here.name, [article({ manufacturing_time: -1 })]), /manufacturing_time/],
      [request(here.name, here.name, [article({ manufacturing_time_unit: 'weeks' })]), /manufacturing_time_unit/],
      [
        request(here.name, here.name, [article({ manufacturing_time: 100, manufacturing_time_unit: 'days' })]),
        /manufacturing_time: at most/,
      ],
      [request('!!', here.name), /to_pincode/],
    ];
    for (const [body, message] of cases) {
      const res = await api(TAT, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(message);
    }
  });

  it('answers the official client on the root path', async () => {
    const client = officialClient();
    const answer = await ApplicationAPIClient.execute(
      client.config,
      'post',
      `${server().url}${TAT}`,
      {},
      request(far.name, here.name),
      {},
      { responseHeaders: false },
    );
    expect((answer as unknown as { articles: Array<{ promise: unknown }> }).articles[0].promise).toBeDefined();
  });
});
