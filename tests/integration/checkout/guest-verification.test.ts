// The shop's setting on (applications.config.checkout.guest_contact_verification): a guest's
// order is refused until the guest proves its email by the code sent to it, on its own cart.
// Runs against a platform process of its own whose shop has the setting (guest-shop-setting.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { C, Jar } from '../cart/helpers';
import { HOME } from '../address/fixtures';
import { uniqueEmail, uniqueMobile } from '../user-helpers';
import { startVerifyingShop, type ShopProcess } from './guest-shop-setting';

let shop: ShopProcess;
beforeAll(async () => {
  shop = await startVerifyingShop();
}, 180_000);
afterAll(() => shop?.stop());

const CATALOG = '/service/application/catalog/v1.0';

async function codeFor(email: string): Promise<string> {
  const res = await fetch(`${shop.url}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const items = ((await res.json()) as { items: { body: string }[] }).items;
  const code = items.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  expect(code).toBeDefined();
  return code!;
}

/** A guest of the verifying shop with one in-stock item in its bag and an address. */
async function guestWithBag(): Promise<{ jar: Jar; addressId: string; call: Jar['call'] }> {
  const jar = new Jar();
  const call: Jar['call'] = (path, init = {}) => jar.call(path, { ...init, base: shop.url });
  const listing = await call(`${CATALOG}/products/?page_size=20`);
  for (const item of listing.json.items as { uid: number; slug: string }[]) {
    const sizes = await call(`${CATALOG}/products/${item.slug}/sizes/`);
    const size = (sizes.json.sizes as { value: string; is_available: boolean; quantity: number }[]).find(
      (s) => s.is_available && s.quantity > 2,
    );
    if (!size) continue;
    const added = await call(`${C}/detail`, {
      method: 'POST',
      body: { items: [{ item_id: item.uid, item_size: size.value, quantity: 1 }] },
    });
    expect(added.status).toBe(200);
    break;
  }
  const saved = await call(`${C}/address`, { method: 'POST', body: HOME });
  expect(saved.status).toBe(200);
  return { jar, addressId: saved.json.id, call };
}

describe('guest checkout with the shop’s code setting on', () => {
  it('refuses the order until the email is proven by its code on this cart', async () => {
    const { addressId, call } = await guestWithBag();
    const email = uniqueEmail('guest').toLowerCase();
    const order = (key: string) =>
      call(`${C}/checkout`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: {
          payment_mode: 'COD',
          address_id: addressId,
          meta: { contact_email: email, contact_phone: uniqueMobile() },
        },
      });
    const refused = await order('verify-1');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Please verify your email with the code we sent before placing the order');

    expect((await call(`${C}/checkout/contact/otp`, { method: 'POST', body: { email } })).status).toBe(200);
    const code = await codeFor(email);
    // The code proves the email only on the cart it was sent for.
    const other = await guestWithBag();
    expect(
      (await other.call(`${C}/checkout/contact/verify`, { method: 'POST', body: { email, otp: code } })).status,
    ).toBe(400);
    const verified = await call(`${C}/checkout/contact/verify`, { method: 'POST', body: { email, otp: code } });
    expect(verified.json).toEqual({ success: true, message: 'Email verified' });

    const placed = await order('verify-2');
    expect(placed.status).toBe(200);
    expect(placed.json.message).toBe('Order placed');
  }, 120_000);
});
