// Whose addresses a request may use: the signed-in shopper's, or a guest's (its anonymous cart's).
// The cart knows the guest (its sealed cookie) and imports this domain, so it connects its
// resolver at start (platform/app.ts); until then, only a session counts.
import type { Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { requireShopper } from '../user';
import type { AddressOwner } from './address-service';

type Resolver = (c: Context<PlatformEnv>) => Promise<AddressOwner>;

let resolver: Resolver = async (c) => ({ userId: (await requireShopper(c)).userId });

export function connectAddressOwner(resolve: Resolver): void {
  resolver = resolve;
}

export const addressOwner = (c: Context<PlatformEnv>): Promise<AddressOwner> => resolver(c);
