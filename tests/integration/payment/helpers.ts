// Prepaid orders for the payment tests, and the shopper's browser on the sandbox's hosted pages
// (plain HTTP form posts, redirects not followed, so each hop can be checked).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@jest/globals';
import { C, articles, type Article } from '../cart/helpers';
import { server } from '../harness';
import { ORDER, buyer, checkout, type Buyer } from '../checkout/helpers';

export const PAY = '/service/application/payment/v1.0';
export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

export type Prepaid = Buyer & { article: Article; orderId: string; redirect: string; placed: any };

/** A shopper with one article in the bag and its address chosen, who checks out with a prepaid mode. */
export async function prepaidOrder(mode: string, identifier?: string, quantity = 1, who?: Buyer): Promise<Prepaid> {
  const [article] = await articles(() => true, quantity + 2);
  const shopper = who ?? (await buyer());
  await shopper.jar.post(`${C}/detail`, { items: [{ article_id: article.articleId, quantity }] });
  expect((await shopper.jar.post(`${C}/select-address`, { id: shopper.addressId })).json.is_valid).toBe(true);
  const placed = await checkout(shopper.jar, {
    payment_mode: mode,
    ...(identifier ? { payment_identifier: identifier } : {}),
  });
  expect(placed.status).toBe(200);
  return {
    ...shopper,
    article,
    orderId: placed.json.order_id,
    redirect: placed.json.payment_confirm_url,
    placed: placed.json,
  };
}

/** The browser on the platform's public pages: GET, or POST a form; redirects come back as they are. */
export async function browse(pathOrUrl: string, form?: Record<string, string>) {
  const target = pathOrUrl.startsWith('http') ? pathOrUrl : `${server().url}${pathOrUrl}`;
  const response = await fetch(target, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }
      : {}),
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    text: await response.text(),
    headers: response.headers,
  };
}

export const cardForm = (number: string, extra: Record<string, string> = {}) => ({
  action: 'pay',
  number,
  exp_month: '12',
  exp_year: String((new Date().getUTCFullYear() + 2) % 100),
  cvv: '123',
  name: 'Asha Rao',
  ...extra,
});

/** Pays on the hosted page and follows the provider's return to the platform: where the shopper lands. */
export async function payAndReturn(redirect: string, form: Record<string, string>): Promise<string> {
  const paid = await browse(redirect, form);
  expect(paid.status).toBe(303);
  expect(paid.location).toMatch(/^\/payment\/return\/sandbox\?charge_id=ch_/);
  const back = await browse(paid.location);
  expect(back.status).toBe(303);
  return back.location;
}

/** The sandbox's webhook secret, as the provider and the shop both derive it (the test reads the server's generated secrets). */
export function sandboxSecret(): string {
  const { dataDir } = server() as unknown as { dataDir: string };
  const { sessionSecret } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    sessionSecret: string;
  };
  return crypto.createHmac('sha256', sessionSecret).update('derived:sandbox-aggregator').digest('base64url');
}

export function signed(body: string, secret = sandboxSecret(), at = Date.now()) {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export async function webhook(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  const response = await fetch(`${server().url}/payment/webhook/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? signed(body) },
    body,
  });
  return { status: response.status, json: await response.json() };
}

export const orderOf = async (jar: any, id: string) => (await jar.get(`${ORDER}/orders/${id}`)).json.order;
export const poll = (jar: any, orderId: string) =>
  jar.post(`${PAY}/payment/confirm/polling`, { merchant_order_id: orderId, aggregator: 'sandbox' });
