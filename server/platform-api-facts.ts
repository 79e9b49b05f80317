// The page facts (page-facts.ts) of a remote platform (PLATFORM_URL), through its API with the
// storefront's signed SDK: the session as the render reads it (GET .../session with the shopper's
// session cookie), and a product's uid from its detail. Uids are kept a minute: a slug keeps its
// product, and any catalogue change empties the cache (dropChangedPages → clearSharedDataCaches).
import { createApiClient } from '../lib/http-front';
import { createSdk } from '../lib/http-front';
import { platformConnection } from '../lib/http-front';
import { SdkServerResponseError } from '../lib/http-front';
import { SESSION_COOKIE } from '../lib/http-front';
import { ttlPromiseCache } from '../lib/http-front';
import type { PageFacts } from './page-facts';

const UID_TTL_MS = 60_000;
const uids = ttlPromiseCache<number | undefined>(UID_TTL_MS, 5_000);

async function sdk(cookie?: string) {
  const { transport, config } = await platformConnection();
  return createSdk(createApiClient({ transport, base: config.domain, config: { ...config, cookie } }));
}

const verified = (list: { primary: boolean; verified: boolean }[] | undefined) =>
  (list ?? []).some((a) => a.primary && a.verified);
/** The platform's answer for something that is not there (a 401 session, a 404 product). */
const absent = (error: unknown, status: number) => error instanceof SdkServerResponseError && error.status === status;

export function platformApiFacts(): PageFacts {
  return {
    async standing(seal) {
      try {
        const { user } = await (await sdk(`${SESSION_COOKIE}=${encodeURIComponent(seal)}`)).user.getLoggedInUser();
        return {
          email: verified(user.emails),
          mobile: verified(user.phone_numbers),
          emailGiven: (user.emails ?? []).length > 0,
          mobileGiven: (user.phone_numbers ?? []).length > 0,
        };
      } catch (error) {
        if (absent(error, 401)) return undefined;
        throw error;
      }
    },
    productUid: (slug) =>
      uids(slug, async () => {
        try {
          return (await (await sdk()).catalog.getProductDetailBySlug({ slug })).uid;
        } catch (error) {
          if (absent(error, 404)) return undefined;
          throw error;
        }
      }),
  };
}
