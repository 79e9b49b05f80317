// Shared carts (cart/v1.0/share-cart): sharing stores a snapshot of the lines under a random
// token. Reading a token shows the snapshot re-priced; an action (add, merge, replace) copies it
// into the caller's own cart. A token never gives access to the sharer's cart itself.
import type { Database } from '../db/client';
import type { CartShareLink, SharedCartResult } from '../../contract/types/cart';
import { ApiError } from '../http/errors';
import { SHARE_MESSAGES } from './messages';
import { mergeLines, randomId, storedLines, type CartRow } from './cart-store';
import { cartView, type ViewContext } from './cart-view';
import { loadLines, loadSnapshotLines } from './cart-lines';
import type { SharedLine } from './schema';

type Shared = { token: string; lines: SharedLine[]; meta: Record<string, unknown>; created_at: Date };

export async function shareCart(
  database: Database,
  cart: CartRow | undefined,
  meta: Record<string, unknown>,
  origin: string,
): Promise<CartShareLink> {
  const lines = cart ? await storedLines(database, cart.id) : [];
  if (!cart || lines.length === 0) throw new ApiError(400, SHARE_MESSAGES.noToken);
  const token = randomId();
  const snapshot: SharedLine[] = lines.map((l) => ({
    article_uid: l.article_uid,
    product_uid: l.product_uid,
    quantity: l.quantity,
  }));
  await database.query(
    'INSERT INTO shared_carts (token, cart_id, user_id, lines, meta) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)',
    [token, cart.id, cart.user_id, JSON.stringify(snapshot), JSON.stringify(meta)],
  );
  return { token, share_url: `${origin}/shared-cart/${token}` };
}

async function sharedByToken(database: Database, token: string): Promise<Shared> {
  const [row] = await database.query<Shared>(
    'SELECT token, lines, meta, created_at FROM shared_carts WHERE token = $1',
    [token],
  );
  if (!row) throw new ApiError(404, SHARE_MESSAGES.notFound);
  return row;
}

function details(shared: Shared) {
  return {
    token: shared.token,
    created_on: new Date(shared.created_at).toISOString(),
    meta: shared.meta,
    user: {},
    source: {},
  };
}

export async function sharedCart(database: Database, token: string, context: ViewContext): Promise<SharedCartResult> {
  const shared = await sharedByToken(database, token);
  const view = await cartView(database, undefined, await loadSnapshotLines(database, shared.lines), context);
  return { cart: { ...view, id: '', uid: '', shared_cart_details: details(shared) }, error: '' };
}

/** Copies a shared cart into the caller's cart: add (quantities add up), merge (larger stays) or replace. */
export async function useSharedCart(
  database: Database,
  token: string,
  action: 'add' | 'merge' | 'replace',
  cart: CartRow,
  context: ViewContext,
): Promise<SharedCartResult> {
  const shared = await sharedByToken(database, token);
  await mergeLines(database, cart.id, shared.lines, action === 'add' ? 'add' : 'max', {
    replace: action === 'replace',
  });
  const fresh = { ...cart, updated_at: new Date() };
  const view = await cartView(database, fresh, await loadLines(database, cart.id), context);
  return { cart: { ...view, shared_cart_details: details(shared) }, error: '' };
}
