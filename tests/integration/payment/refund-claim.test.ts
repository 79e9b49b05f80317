// A refund is paid once however many ask at once (platform/payment/refund-service.ts): the request
// that opened it, a sweep of every process and a retry all race, and only one reaches the
// provider; a failure at the provider stays pending and the next try pays it. Runs in a child
// process (PGlite cannot load inside jest's VM) on a fresh PGlite, or on DATABASE_URL with two
// connection pools, as two shop processes would hold them.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const crypto = require('node:crypto');
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { sandboxProvider } = require('./platform/payment/providers/sandbox-provider');
  const { processRefund, retryPendingRefunds } = require('./platform/payment/refund-service');
  const url = process.env.DATABASE_URL || undefined;
  const one = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  const two = url ? await openDatabase({ url }) : one;
  const id = (p) => p + crypto.randomBytes(6).toString('hex').toUpperCase();
  const out = {};

  // The provider, counted and slow, and failing once when told to.
  let calls = 0, failNext = false;
  const real = sandboxProvider.refundCharge;
  sandboxProvider.refundCharge = async (db, request) => {
    calls++;
    await new Promise((r) => setTimeout(r, 150));
    if (failNext) { failNext = false; throw new Error('provider down'); }
    return real.call(sandboxProvider, db, request);
  };

  async function paidRefund(amount) {
    const userId = id('U'), orderId = id('FY'), shipmentId = orderId + '-1', paymentId = id('pay_'), chargeId = 'ch_' + crypto.randomBytes(8).toString('hex'), refundId = id('rfd_');
    await one.query('INSERT INTO users (id) VALUES ($1)', [userId]);
    await one.query("INSERT INTO orders (id, user_id, cart_id, status, payment_mode, payment_status, totals, delivery_address, billing_address) VALUES ($1, $2, 'c', 'placed', 'CARD', 'paid', $3, '{}', '{}')", [orderId, userId, JSON.stringify({ total: amount })]);
    await one.query("INSERT INTO shipments (id, order_id, store_uid, status) VALUES ($1, $2, 1, 'cancelled_customer')", [shipmentId, orderId]);
    await one.query("INSERT INTO sandbox_charges (id, merchant_reference, amount_paise, currency, mode, status, return_url, expires_at) VALUES ($1, $2, $3, 'INR', 'CARD', 'succeeded', '/', now() + interval '1 hour')", [chargeId, paymentId, amount]);
    await one.query("INSERT INTO payments (id, order_id, user_id, aggregator, mode, amount_paise, status, provider_ref, expires_at) VALUES ($1, $2, $3, 'sandbox', 'CARD', $4, 'paid', $5, now())", [paymentId, orderId, userId, amount, chargeId]);
    await one.query("INSERT INTO refunds (id, order_id, shipment_id, user_id, method, amount_paise, status, payment_id, aggregator) VALUES ($1, $2, $3, $4, 'source', $5, 'pending', $6, 'sandbox')", [refundId, orderId, shipmentId, userId, amount, paymentId]);
    return { refundId, chargeId };
  }
  const state = async (refundId, chargeId) => ({
    status: (await one.query('SELECT status FROM refunds WHERE id = $1', [refundId]))[0].status,
    refunds: Number((await one.query('SELECT count(*)::int AS n FROM sandbox_refunds WHERE charge_id = $1', [chargeId]))[0].n),
  });

  // Five at once, on both pools: one provider call, one refund.
  const a = await paidRefund(49900);
  await Promise.all([0, 1, 2, 3, 4].map((i) => processRefund(i % 2 ? two : one, a.refundId)));
  out.racing = { calls, ...(await state(a.refundId, a.chargeId)) };

  // The provider fails: still pending; the sweep (once the retry delay passed) pays it, once, even two sweeps at once.
  calls = 0; failNext = true;
  const b = await paidRefund(12000);
  await processRefund(one, b.refundId);
  out.failed = { calls, ...(await state(b.refundId, b.chargeId)), reason: (await one.query('SELECT failure_reason FROM refunds WHERE id = $1', [b.refundId]))[0].failure_reason };
  await one.query("UPDATE refunds SET updated_at = now() - interval '5 minutes' WHERE id = $1", [b.refundId]);
  await Promise.all([retryPendingRefunds(one), retryPendingRefunds(two)]);
  out.retried = { calls, ...(await state(b.refundId, b.chargeId)) };

  // A claim left by a process that stopped mid-call is taken over later, and the reference keeps it one refund.
  calls = 0;
  const c = await paidRefund(5000);
  await one.query("UPDATE refunds SET status = 'processing', updated_at = now() WHERE id = $1", [c.refundId]);
  out.fresh = { claimed: (await processRefund(one, c.refundId)) === undefined, calls };
  await one.query("UPDATE refunds SET updated_at = now() - interval '10 minutes' WHERE id = $1", [c.refundId]);
  await retryPendingRefunds(one);
  out.takenOver = { calls, ...(await state(c.refundId, c.chargeId)) };

  sandboxProvider.refundCharge = real;
  if (two !== one) await two.close();
  await one.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('refunds are paid once', () => {
  it('one provider call for racing requests and sweeps; a failure stays pending and is retried; a stale claim is taken over', () => {
    const out = runScenario(SCENARIO, 'refund-claim');
    expect(out.racing).toEqual({ calls: 1, status: 'refunded', refunds: 1 });
    expect(out.failed).toEqual({ calls: 1, status: 'pending', refunds: 0, reason: 'provider down' });
    expect(out.retried).toEqual({ calls: 2, status: 'refunded', refunds: 1 });
    expect(out.fresh).toEqual({ claimed: true, calls: 0 });
    expect(out.takenOver).toEqual({ calls: 1, status: 'refunded', refunds: 1 });
  });
});
