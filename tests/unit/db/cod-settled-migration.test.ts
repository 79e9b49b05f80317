// Migration 0015 settles cash-on-delivery orders left pending by code that settled them only when
// a shipment moved: run on a real (PGlite) database holding such orders, it settles each as the
// lifecycle now does (platform/order/lifecycle.ts), and leaves the rest as they were.
import fs from 'node:fs';
import path from 'node:path';
import { runSeedScenario } from '../helpers/seed-scenario';

jest.setTimeout(120_000);

const MIGRATION = fs.readFileSync(path.join(__dirname, '../../../platform/db/migrations/0015_cod_settled.sql'), 'utf8');

const SCENARIO = `
(async () => {
  const path = require('node:path');
  const { openDatabase } = require('./platform/db/client');
  const db = await openDatabase({ dir: path.join(process.env.DATA_DIR, 'pglite') });
  const address = JSON.stringify({ name: 'A' });
  const order = (id, mode, paymentStatus) => db.query(
    "INSERT INTO orders (id, cart_id, status, payment_mode, payment_status, totals, delivery_address, billing_address) VALUES ($1, 'c', 'placed', $2, $3, '{}', $4, $4)",
    [id, mode, paymentStatus, address]);
  const shipment = (id, orderId, status, delivered) => db.query(
    'INSERT INTO shipments (id, order_id, store_uid, status, delivered_at) VALUES ($1, $2, 1, $3, $4)',
    [id, orderId, status, delivered ? new Date() : null]);
  await order('delivered-and-cancelled', 'COD', 'pending');
  await shipment('dc-1', 'delivered-and-cancelled', 'delivered', true);
  await shipment('dc-2', 'delivered-and-cancelled', 'cancelled_customer', false);
  await order('all-cancelled', 'COD', 'pending');
  await shipment('ac-1', 'all-cancelled', 'cancelled_customer', false);
  await shipment('ac-2', 'all-cancelled', 'cancelled', false);
  await order('still-coming', 'COD', 'pending');
  await shipment('sc-1', 'still-coming', 'delivered', true);
  await shipment('sc-2', 'still-coming', 'shipped', false);
  await order('returned', 'COD', 'pending');
  await shipment('r-1', 'returned', 'return_completed', true);
  await order('prepaid', 'CARD', 'pending');
  await shipment('p-1', 'prepaid', 'cancelled_customer', false);
  await order('no-shipments', 'COD', 'pending');
  await db.query(process.env.MIGRATION_SQL);
  const rows = await db.query('SELECT id, payment_status FROM orders ORDER BY id');
  await db.close();
  console.log('RESULT ' + JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, r.payment_status]))));
})().catch((error) => { console.error(error); process.exit(1); });
`;

describe('migration 0015: cash-on-delivery orders settled', () => {
  it('pays orders with a delivered shipment and nothing still coming, cancels those with none delivered, leaves the rest', () => {
    process.env.MIGRATION_SQL = MIGRATION;
    try {
      expect(runSeedScenario<Record<string, string>>(SCENARIO, 'cod-settled-')).toEqual({
        'all-cancelled': 'cancelled',
        'delivered-and-cancelled': 'paid',
        'no-shipments': 'pending',
        prepaid: 'pending',
        returned: 'paid',
        'still-coming': 'pending',
      });
    } finally {
      delete process.env.MIGRATION_SQL;
    }
  });
});
