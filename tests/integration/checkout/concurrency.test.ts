// Stock under many buyers at once: parallel checkouts against a few units end in
// exactly that many orders and never below zero; on PostgreSQL the buyers are split over two
// platform processes, and a process killed mid-checkout leaves no half-made order and no lost
// stock. (PGlite is one process: the same race runs on its one server.)
import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { C, articles, type Article } from '../cart/helpers';
import { server } from '../harness';
import { buyer, checkout, stockOf, type Buyer } from './helpers';
import { startSecondProcess, type Process } from './second-process';

const onPostgres = server().database === 'postgres';
const pool = onPostgres ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) : undefined;
afterAll(async () => {
  await pool?.end();
});

async function buyers(n: number, a: Article): Promise<Buyer[]> {
  const out: Buyer[] = [];
  // A few at a time: registration hashes a password, and the machine has two cores.
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => buyer()));
    for (const b of batch)
      expect((await b.jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] })).status).toBe(200);
    out.push(...batch);
  }
  return out;
}

// Starting a second platform process and signing up the crowd take most of a test's time, and
// much longer on a loaded machine than the default 30 s allows.
const SECOND_PROCESS_TIMEOUT_MS = 120_000;

describe('parallel checkouts', () => {
  it(
    onPostgres
      ? '50 buyers over two processes, 5 units: exactly 5 orders'
      : 'more buyers than units on one process: exactly as many orders as units',
    async () => {
      const [a] = await articles((x) => x.stock <= 10);
      let units = await stockOf(a);
      let second: Process | undefined;
      if (onPostgres) {
        units = 5;
        await pool!.query('UPDATE articles SET quantity = $2 WHERE uid = $1', [a.articleId, units]);
        second = await startSecondProcess();
      }
      try {
        const crowd = await buyers(onPostgres ? 50 : units + 12, a);
        const answers = await Promise.all(
          crowd.map((b, i) =>
            checkout(
              b.jar,
              { payment_mode: 'COD', address_id: b.addressId },
              `race-${i}`,
              i % 2 && second ? second.url : undefined,
            ),
          ),
        );
        const placed = answers.filter((r) => r.status === 200);
        const refused = answers.filter((r) => r.status !== 200);
        expect(placed).toHaveLength(units);
        expect(new Set(placed.map((r) => r.json.order_id)).size).toBe(units);
        for (const r of refused) {
          expect(r.status).toBe(409);
          expect(r.json.message).toMatch(/just went out of stock|Out of stock/);
        }
        expect(await stockOf(a)).toBe(0);
      } finally {
        await second?.stop();
      }
    },
    SECOND_PROCESS_TIMEOUT_MS,
  );

  (onPostgres ? it : it.skip)(
    'a process killed with SIGKILL mid-checkout leaves whole orders and every unit accounted for',
    async () => {
      const [a] = await articles((x) => x.stock >= 3);
      const units = 30;
      await pool!.query('UPDATE articles SET quantity = $2 WHERE uid = $1', [a.articleId, units]);
      const crowd = await buyers(20, a);
      const doomed = await startSecondProcess();
      const answers = crowd.map((b, i) =>
        checkout(b.jar, { payment_mode: 'COD', address_id: b.addressId }, `kill-${i}`, doomed.url).catch(() => ({
          status: 0,
          json: undefined,
        })),
      );
      // Killed as soon as its first order is in: the rest are queued or half-way.
      const users = crowd.map((b) => b.userId);
      const ordersSoFar = async () =>
        (
          await pool!.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'kill-%' AND user_id = ANY($1)`,
            [users],
          )
        ).rows[0].n;
      for (let waited = 0; (await ordersSoFar()) === 0 && waited < 10_000; waited += 5)
        await new Promise((r) => setTimeout(r, 5));
      await doomed.stop('SIGKILL');
      await Promise.all(answers);

      const orders = await pool!.query<{ id: string; items: number; shipments: number; quantity: number }>(
        `SELECT o.id, (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items,
              (SELECT count(*)::int FROM shipments s WHERE s.order_id = o.id) AS shipments,
              (SELECT coalesce(sum(quantity), 0)::int FROM order_items i WHERE i.order_id = o.id AND i.article_uid = $1) AS quantity
       FROM orders o WHERE o.idempotency_key LIKE 'kill-%' AND o.user_id = ANY($2)`,
        [a.articleId, users],
      );
      expect(orders.rows.length).toBeGreaterThanOrEqual(1);
      for (const o of orders.rows) expect([o.items, o.shipments, o.quantity]).toEqual([1, 1, 1]);
      const left = (
        await pool!.query<{ quantity: number }>('SELECT quantity FROM articles WHERE uid = $1', [a.articleId])
      ).rows[0].quantity;
      expect(left + orders.rows.length).toBe(units);

      // The buyers whose checkout died can check out again on the surviving process: once.
      const retried = await Promise.all(
        crowd.map((b, i) => checkout(b.jar, { payment_mode: 'COD', address_id: b.addressId }, `kill-${i}`)),
      );
      expect(retried.every((r) => r.status === 200)).toBe(true);
      expect(await ordersSoFar()).toBe(crowd.length);
      expect(
        (await pool!.query<{ quantity: number }>('SELECT quantity FROM articles WHERE uid = $1', [a.articleId])).rows[0]
          .quantity,
      ).toBe(units - crowd.length);
    },
    SECOND_PROCESS_TIMEOUT_MS,
  );
});
