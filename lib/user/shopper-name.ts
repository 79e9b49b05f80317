// The first name the header greets a signed-in shopper with (components/user/account-entry.tsx),
// kept in m_ storage for a day: written at sign-in and on a profile edit, else asked of the
// platform once (a session begun without JavaScript, or on a day-old name).
import { writeItem } from '@/lib/shared/storage';
import { SHOPPER_NAME_EVENT, SHOPPER_NAME_KEY } from '@/lib/shared/constants';
import { browserUser } from '@/lib/sdk/browser';

const NAME_TTL_MS = 24 * 60 * 60_000;

/** Stores the name and tells the header, which may already be drawn (a profile edit). */
export function rememberShopperName(firstName: string | undefined): void {
  writeItem(SHOPPER_NAME_KEY, firstName ?? '', { ttlMs: NAME_TTL_MS });
  window.dispatchEvent(new Event(SHOPPER_NAME_EVENT));
}

export async function loadShopperName(): Promise<string> {
  const { user } = await browserUser().getLoggedInUser();
  rememberShopperName(user.first_name);
  return user.first_name ?? '';
}
