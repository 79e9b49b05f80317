// The shop's name to print on an invoice (a shipment's order is found by order-store.ts's
// orderOfShipment: for its shopper, or for whoever holds a signed link).
import type { Database } from '../../db/client';
import { applicationById } from '../../configuration';
import { loadSecrets } from '../../secrets';

/** The name of the shop this platform serves (its own application), as its pages write it. */
export async function shopName(database: Database): Promise<string> {
  const app = await applicationById(database.db, loadSecrets().applicationId);
  return app?.name || process.env.SHOP_NAME || 'Shop';
}
