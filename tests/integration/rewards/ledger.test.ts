// What the cart will call: pointsBalance and recordPointsDebit inside its own transaction. Runs in
// a child process (PGlite cannot load inside jest's VM) on a fresh PGlite, or on DATABASE_URL with
// two connection pools, as two shop processes would hold them.
import { describe, expect, it } from '@jest/globals';
import { runScenario } from '../fixtures/child-scenario';

const SCENARIO = `
(async () => {
  const crypto = require('node:crypto');
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const { pointsBalance, recordPointsDebit, recordPointsCredit } = require('./platform/rewards');
  const url = process.env.DATABASE_URL || undefined;
  const one = await openDatabase({ url, dir: path.join(process.env.DATA_DIR, 'pglite') });
  // On PostgreSQL a second pool stands for a second shop process.
  const two = url ? await openDatabase({ url }) : one;
  const userId = crypto.randomBytes(12).toString('hex');
  await one.query('INSERT INTO users (id) VALUES ($1)', [userId]);
  const out = {};
  await recordPointsCredit(one, { userId, points: 100, reason: 'Welcome bonus' });
  out.start = await pointsBalance(one, userId);

  // Five checkouts spend 30 each at once, through both pools: only three fit in 100.
  const spend = (db, i) => db.db.transaction((tx) => recordPointsDebit(tx, { userId, points: 30, reason: 'Order ' + i, reference: 'order-' + i }));
  const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => spend(i % 2 ? two : one, i)));
  out.spent = results.filter((r) => r.status === 'fulfilled').length;
  out.refusals = results.filter((r) => r.status === 'rejected').map((r) => [r.reason.status, r.reason.message, r.reason.extra && r.reason.extra.code]);
  out.afterRace = await pointsBalance(two, userId);

  // The same order again records nothing.
  const firstOk = results.findIndex((r) => r.status === 'fulfilled');
  const repeat = await spend(one, firstOk);
  out.repeat = { repeated: repeat.repeated, balance: repeat.balance };
  out.afterRepeat = await pointsBalance(one, userId);

  // A debit inside a transaction that fails later is rolled back with it.
  try {
    await one.db.transaction(async (tx) => {
      await recordPointsDebit(tx, { userId, points: 5, reason: 'Order x', reference: 'order-x' });
      throw new Error('payment failed');
    });
  } catch (e) { out.rolledBack = e.message; }
  out.afterRollback = await pointsBalance(one, userId);

  // Bad amounts are refused before anything is written.
  out.bad = [];
  for (const points of [0, -1, 2.5]) {
    try { await one.db.transaction((tx) => recordPointsDebit(tx, { userId, points, reason: 'x' })); out.bad.push('accepted'); }
    catch (e) { out.bad.push(e.status); }
  }
  out.ledger = (await one.query('SELECT points FROM points_ledger WHERE user_id = $1 ORDER BY id', [userId])).map((r) => r.points);
  if (two !== one) await two.close();
  await one.close();
  console.log('RESULT ' + JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe('points ledger for the cart', () => {
  it('never spends more than the balance, even in parallel; debits once per reference; rolls back with the caller', () => {
    const out = runScenario(SCENARIO, 'rewards-ledger');
    expect(out.start).toBe(100);
    expect(out.spent).toBe(3);
    expect(out.refusals).toEqual([
      [400, 'Not enough reward points: the balance is 10', 'NOT_ENOUGH_POINTS'],
      [400, 'Not enough reward points: the balance is 10', 'NOT_ENOUGH_POINTS'],
    ]);
    expect(out.afterRace).toBe(10);
    expect(out.repeat).toEqual({ repeated: true, balance: 10 });
    expect(out.afterRepeat).toBe(10);
    expect(out.rolledBack).toBe('payment failed');
    expect(out.afterRollback).toBe(10);
    expect(out.bad).toEqual([400, 400, 400]);
    expect(out.ledger).toEqual([100, -30, -30, -30]);
  }, 120_000);
});
