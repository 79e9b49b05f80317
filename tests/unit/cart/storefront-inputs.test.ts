// What the cart's server actions accept: anyone can call an action with anything, so each input
// is parsed before the platform is asked; a refusal is a message, never an exception.
import { describe, expect, it } from '@jest/globals';
import { readActionInput, ACTION_MESSAGES } from '@/lib/forms/action-input';
import { addToBagInput, couponInput, pointsInput, sharedCartInput, updateLineInput } from '@/lib/cart/schemas';
import { CART_INPUT_LIMITS } from '@/lib/cart/constants';
import { parseSetCookie } from '@/lib/sdk/set-cookie';
import { formRecord } from '@/lib/forms/record';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe('add to bag', () => {
  it('reads a form posted without JavaScript (strings) as numbers', () => {
    const read = readActionInput(
      addToBagInput,
      formRecord(form({ item_id: '12', item_size: ' M ', quantity: '2', buy_now: 'false', $ACTION_ID_x: '' })),
    );
    expect(read).toEqual({ ok: true, value: { item_id: 12, item_size: 'M', quantity: 2, buy_now: 'false' } });
  });

  it('takes one piece when no quantity is named', () => {
    const read = readActionInput(addToBagInput, { item_id: 3, item_size: 'L' });
    expect(read.ok && read.value.quantity).toBe(1);
  });

  it.each([
    ['no size', { item_id: 3 }],
    ['an empty size', { item_id: 3, item_size: '   ' }],
    ['a size past the limit', { item_id: 3, item_size: 'x'.repeat(CART_INPUT_LIMITS.maxSizeChars + 1) }],
    ['no product', { item_size: 'M' }],
    ['a product id that is not a number', { item_id: 'abc', item_size: 'M' }],
    ['a negative product id', { item_id: -4, item_size: 'M' }],
    ['zero pieces', { item_id: 3, item_size: 'M', quantity: 0 }],
    ['a fraction of a piece', { item_id: 3, item_size: 'M', quantity: 1.5 }],
    ['more pieces than a form may ask', { item_id: 3, item_size: 'M', quantity: CART_INPUT_LIMITS.maxQuantity + 1 }],
    ['buy_now other than true/false', { item_id: 3, item_size: 'M', buy_now: 'yes' }],
    ['not an object', 'item_id=3'],
    ['nothing', undefined],
  ])('refuses %s', (_, raw) => {
    expect(readActionInput(addToBagInput, formRecord(raw))).toEqual({ ok: false, message: ACTION_MESSAGES.invalid });
  });
});

describe('quantity change and remove', () => {
  const line = { key: 'k1', item_id: 7, item_size: 'S', current: 2 };

  it('takes 0 as a removal and a new quantity as an update', () => {
    expect(readActionInput(updateLineInput, { ...line, quantity: 0 })).toMatchObject({
      ok: true,
      value: { quantity: 0 },
    });
    expect(
      readActionInput(updateLineInput, formRecord(form({ key: 'k1', item_id: '7', item_size: 'S', quantity: '3' }))),
    ).toMatchObject({ ok: true, value: { quantity: 3, key: 'k1' } });
  });

  it.each([
    ['no line key', { ...line, key: undefined, quantity: 1 }],
    ['a negative quantity', { ...line, quantity: -1 }],
    ['no quantity', { ...line }],
    ['a quantity past the limit', { ...line, quantity: CART_INPUT_LIMITS.maxQuantity + 1 }],
  ])('refuses %s', (_, raw) => {
    expect(readActionInput(updateLineInput, raw).ok).toBe(false);
  });
});

describe('coupons, points and shared carts', () => {
  it('trims a coupon code and refuses an empty or overlong one', () => {
    expect(readActionInput(couponInput, { coupon_code: ' SAVE10 ' })).toEqual({
      ok: true,
      value: { coupon_code: 'SAVE10' },
    });
    expect(readActionInput(couponInput, { coupon_code: '  ' }).ok).toBe(false);
    expect(readActionInput(couponInput, { coupon_code: 'X'.repeat(CART_INPUT_LIMITS.maxCouponChars + 1) }).ok).toBe(
      false,
    );
  });

  it('takes points as true or false only', () => {
    expect(readActionInput(pointsInput, { points: 'true' }).ok).toBe(true);
    expect(readActionInput(pointsInput, { points: 'maybe' }).ok).toBe(false);
  });

  it('takes the three shared-cart actions and nothing else', () => {
    for (const action of ['add', 'merge', 'replace'])
      expect(readActionInput(sharedCartInput, { token: 't0k', action }).ok).toBe(true);
    expect(readActionInput(sharedCartInput, { token: 't0k', action: 'delete' }).ok).toBe(false);
    expect(readActionInput(sharedCartInput, { token: '', action: 'add' }).ok).toBe(false);
  });
});

describe("the platform's cookies handed on by a server action", () => {
  it('keeps name, value and attributes of the anonymous cart cookie', () => {
    expect(parseSetCookie('f.cart=Fe26.2**abc==; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure')).toEqual({
      name: 'f.cart',
      value: 'Fe26.2**abc==',
      maxAge: 2592000,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
  });

  it('reads a deletion (Max-Age=0, an Expires date) and refuses a header without a name', () => {
    expect(parseSetCookie('f.cart=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT')).toMatchObject({
      name: 'f.cart',
      value: '',
      maxAge: 0,
      expires: new Date(0),
    });
    expect(parseSetCookie('=x; Path=/')).toBeUndefined();
    expect(parseSetCookie('garbage')).toBeUndefined();
  });
});
