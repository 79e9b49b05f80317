// The delivery promise of the product page: the pincode rules and messages, and
// how a store offer and a TAT answer become what the shopper reads.
import { checkPincode, deliveryPromise } from '@/lib/logistics/delivery';
import { PINCODE_MESSAGES } from '@/lib/shared/constants';
import { SdkServerResponseError } from '@/lib/sdk/errors';
import type { Sdk } from '@/lib/sdk';

it('asks for a pincode and refuses one of the wrong pattern', () => {
  expect(checkPincode('  ')).toEqual({ pincode: '', message: PINCODE_MESSAGES.required });
  expect(checkPincode('01234')).toEqual({ pincode: '01234', message: PINCODE_MESSAGES.invalid });
  expect(checkPincode('012345')).toEqual({ pincode: '012345', message: PINCODE_MESSAGES.invalid });
  expect(checkPincode(' 560001 ')).toEqual({ pincode: '560001' });
});

type Calls = { price: unknown[]; tat: unknown[] };
function fakeSdk(
  calls: Calls,
  tat: unknown,
  price: unknown = { store: { uid: 7, pincode: '400001', city: 'Mumbai' }, quantity: 3, is_cod: true },
) {
  return {
    catalog: {
      getProductPriceBySlug: async (a: unknown) => (calls.price.push(a), typeof price === 'function' ? price() : price),
    },
    logistics: { getTatProduct: async (a: unknown) => (calls.tat.push(a), tat) },
  } as unknown as Pick<Sdk, 'catalog' | 'logistics'>;
}

it('asks the TAT of the store that would ship the size, and reads its promise', async () => {
  const calls: Calls = { price: [], tat: [] };
  const sdk = fakeSdk(calls, {
    to_city: 'Bengaluru',
    error: {},
    articles: [
      { error: {}, promise: { formatted: { min: 'Wed, 25 Nov', max: 'Fri, 27 Nov' }, timestamp: { min: 1, max: 2 } } },
    ],
  });
  const answer = await deliveryPromise(sdk, { slug: 'shirt', size: 'M', pincode: '560001', categoryId: 12 });
  expect(answer).toEqual({
    ok: true,
    pincode: '560001',
    city: 'Bengaluru',
    min: 'Wed, 25 Nov',
    max: 'Fri, 27 Nov',
    cod: true,
    store: 'Mumbai',
  });
  expect(calls.price).toEqual([{ slug: 'shirt', size: 'M', pincode: '560001' }]);
  expect(calls.tat[0]).toMatchObject({
    body: {
      to_pincode: '560001',
      location_details: [
        { fulfillment_id: 7, from_pincode: '400001', articles: [{ category: { id: 12 }, available_quantity: 3 }] },
      ],
    },
  });
});

it("passes on the platform's reason when a pincode cannot be served, and never calls for a bad pincode", async () => {
  const calls: Calls = { price: [], tat: [] };
  const notServed = fakeSdk(calls, { error: {}, articles: [{ error: { message: 'Pincode not serviceable' } }] });
  expect(await deliveryPromise(notServed, { slug: 's', size: 'M', pincode: '999999' })).toEqual({
    ok: false,
    pincode: '999999',
    message: 'Pincode not serviceable',
  });
  expect(await deliveryPromise(notServed, { slug: 's', size: 'M', pincode: 'abc' })).toEqual({
    ok: false,
    pincode: 'abc',
    message: PINCODE_MESSAGES.invalid,
  });
  expect(calls.price).toHaveLength(1);

  const soldOut = fakeSdk(calls, {}, () => {
    throw new SdkServerResponseError('Size M of s is not available', 404, 'Not Found', {});
  });
  expect(await deliveryPromise(soldOut, { slug: 's', size: 'M', pincode: '560001' })).toEqual({
    ok: false,
    pincode: '560001',
    message: 'Size M of s is not available',
  });
  const down = fakeSdk(calls, {}, () => {
    throw new Error('socket hang up');
  });
  expect(await deliveryPromise(down, { slug: 's', size: 'M', pincode: '560001' })).toEqual({
    ok: false,
    pincode: '560001',
    message: 'Something went wrong',
  });
});
