// The spec's other provider flows (card form POST, UPI server to server), served by the sandbox.
import { describe, expect, it } from '@jest/globals';
import { server } from '../harness';
import { CARDS, browse, prepaidOrder } from './helpers';

describe("the spec's other provider flows, served by the sandbox", () => {
  const post = (path: string, init: RequestInit) =>
    fetch(`${server().url}${path}`, { method: 'POST', redirect: 'manual', ...init });
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const card = (chargeId: string, number: string, extra: Record<string, string> = {}) =>
    form({
      charge_id: chargeId,
      card_number: number,
      card_exp_month: '12',
      card_exp_year: String((new Date().getUTCFullYear() + 2) % 100),
      card_security_code: '123',
      name_on_card: 'Asha Rao',
      format: 'json',
      redirect_after_payment: 'true',
      save_to_locker: 'false',
      ...extra,
    });

  it('card form POST to api_link: payment.authentication for approve and challenge, error_message for a decline or a bad card', async () => {
    const order = await prepaidOrder('CARD');
    const chargeId = order.redirect.split('/').pop()!;
    expect(await (await post('/sandbox/api/card', card(chargeId, '4111 1111 1111 1112'))).json()).toEqual({
      success: false,
      error_message: 'Enter a valid card number',
    });
    const approved = await (await post('/sandbox/api/card', card(chargeId, CARDS.approve))).json();
    expect(approved.payment.authentication).toEqual({
      url: expect.stringMatching(/^\/payment\/return\/sandbox\?charge_id=/),
      method: 'GET',
    });
    expect((await browse(approved.payment.authentication.url)).location).toBe(
      `/cart/order-status/?success=true&order_id=${order.orderId}`,
    );
    expect(await (await post('/sandbox/api/card', card(chargeId, CARDS.approve))).json()).toEqual({
      success: false,
      error_message: 'This payment is already complete',
      error: { description: 'This payment is already complete' },
    });

    const declined = await prepaidOrder('CARD');
    expect(
      await (await post('/sandbox/api/card', card(declined.redirect.split('/').pop()!, CARDS.decline))).json(),
    ).toEqual({ error_message: 'Your card was declined' });
    const challenged = await prepaidOrder('CARD');
    const id = challenged.redirect.split('/').pop()!;
    expect((await (await post('/sandbox/api/card', card(id, CARDS.challenge))).json()).payment.authentication.url).toBe(
      `/sandbox/pay/${id}/challenge`,
    );
    // Posted by the browser itself (no format=json): straight on to the next page.
    const plain = await prepaidOrder('CARD');
    const direct = await post(
      '/sandbox/api/card',
      card(plain.redirect.split('/').pop()!, CARDS.approve, { format: '' }),
    );
    expect(direct.status).toBe(303);
  });

  it('UPI server to server and the next URL flow', async () => {
    const upi = await prepaidOrder('UPI', 'asha@okbank');
    const chargeId = upi.redirect.split('/').pop()!;
    const s2s = (token: string, body: unknown) =>
      post('/sandbox/api/upi', {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(await (await s2s(chargeId, { vpa: 'asha@okbank' })).json()).toEqual({
      status: 'pending',
      charge_id: chargeId,
    });
    expect(await (await s2s(chargeId, { vpa: 'not a vpa' })).json()).toEqual({
      status: 'failed',
      error: { description: 'Invalid VPA' },
    });
    expect((await s2s('ch_nopenopenopenope', {})).status).toBe(404);

    const nb = await prepaidOrder('NB', 'HDFC');
    const next = await post('/sandbox/api/next', {
      headers: { 'x-sandbox-token': nb.redirect.split('/').pop()!, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await next.json()).toEqual({ data: { next: [{ url: nb.redirect, method: 'GET' }] } });
    expect((await post('/sandbox/api/next', { headers: { 'x-sandbox-token': 'x' } })).status).toBe(404);
  });
});
