// Whether this browser signed in (the flag sign-in writes; a 401 or logout clears it). Apart from
// lib/user/client.ts: the wishlist and compare islands of every page ask this, and need neither
// the sign-in helpers nor the SDK's errors.
import { SIGNED_IN_KEY } from '@/lib/shared/constants';
import { readItem } from '@/lib/shared/storage';

export function isSignedIn(): boolean {
  return readItem<boolean>(SIGNED_IN_KEY) === true;
}
