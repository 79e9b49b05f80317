// Which kept copy of a catalogue page a visitor may be answered from. A catalogue render differs
// by shopper only in what the layout and the theme page read of them (docs/decisions/0005): signed
// in or not (the header's account entry, the wishlist link, sections whose predicate is about the
// user) and, for a signed-in shopper, the required profile fields they lack at the 'soft' level
// (the prompt to add them). So there is one kept copy per visitor class: 'guest', 'member', or
// 'member+mobile' and the like. The first name the header greets with is drawn in the browser
// (components/user/account-entry.tsx). A shopper lacking a 'hard' field is sent to add it by the
// render itself, so their request is never answered from a kept copy.
import { createApiClient } from '../../lib/sdk/client';
import { createSdk, type Sdk } from '../../lib/sdk/index';
import { platformConnection } from '../../lib/sdk/transport';
import { SdkServerResponseError } from '../../lib/sdk/errors';
import { profileGaps, type RequiredFields } from '../../lib/user/required-fields';
import { ttlPromiseCache } from '../../lib/ttl-cache';
import { SHARED_DATA_CACHE } from '../../lib/constants';

export const GUEST = 'guest';
const MEMBER = 'member';

// As the render keeps them (lib/user/data.ts): the change feed empties both at once.
const configs = ttlPromiseCache<RequiredFields>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

async function sdkWith(cookie: string | undefined): Promise<Sdk> {
  const { transport, config } = await platformConnection();
  return createSdk(createApiClient({ transport, base: config.domain, config: { ...config, cookie } }));
}

/**
 * The visitor class of a request carrying a session cookie (`cookie` is its Cookie header), as the
 * render would see it: 'guest' when the session is not one (signed out, expired, forged), a
 * member class, or undefined when the page must render for this shopper alone.
 */
export async function visitorOf(cookie: string): Promise<string | undefined> {
  try {
    const sdk = await sdkWith(cookie);
    let user;
    try {
      user = (await sdk.user.getLoggedInUser()).user;
    } catch (error) {
      if (error instanceof SdkServerResponseError && error.status === 401) return GUEST;
      throw error;
    }
    const required = await configs('auth', async () => (await (await sdkWith(undefined)).user.getPlatformConfig()).required_fields);
    const gaps = profileGaps(user, required);
    if (gaps.hard.length > 0) return undefined;
    return [MEMBER, ...gaps.soft].join('+');
  } catch {
    // The platform could not say: the render decides, as it would have.
    return undefined;
  }
}
