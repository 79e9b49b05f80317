// Anonymous carts whose cookie has expired can never be reached again: deleted now and then
// (at most once per SWEEP_EVERY_MS per process, piggybacking on new anonymous carts), so the
// carts table holds what shoppers can still use. A failure is logged and never fails the request.
import type { Database } from '../db/client';
import { sweepGuestAddresses } from '../address';
import { CART_COOKIE } from './constants';

const SWEEP_EVERY_MS = 10 * 60_000;
let last = 0;

export function maybeSweepCarts(database: Database): void {
  const now = Date.now();
  if (now - last < SWEEP_EVERY_MS) return;
  last = now;
  const cutoff = new Date(now - CART_COOKIE.maxAgeSeconds * 1000).toISOString();
  database
    .query('DELETE FROM carts WHERE user_id IS NULL AND updated_at < $1', [cutoff])
    .catch((error) => console.error('[cart] sweeping abandoned anonymous carts failed:', error));
  // A guest checkout's addresses belong to such carts: they go with them.
  sweepGuestAddresses(database, new Date(cutoff)).catch((error) =>
    console.error('[cart] sweeping guest addresses failed:', error),
  );
}
