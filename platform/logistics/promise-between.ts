// The delivery promise between two pincodes from a moment (an order's shipments, promised from
// when the order was placed): the product page's arithmetic, from the same pincode rows.
import type { TatPromise } from '../../contract/types/logistics';
import type { Db } from '../db/client';
import { findPincode } from './pincode-service';
import { promiseFor } from './promise';

/** Earliest and latest delivery from `fromPincode` to `toPincode` for a parcel leaving at `since`; undefined when either is unknown. */
export async function promiseBetween(
  db: Db,
  fromPincode: string,
  toPincode: string,
  since: Date,
): Promise<TatPromise | undefined> {
  const [from, to] = await Promise.all([findPincode(db, fromPincode), findPincode(db, toPincode)]);
  return from && to ? promiseFor(from, to, 0, since) : undefined;
}
