// Which kept copy of a catalogue page a visitor may be answered from. A catalogue render differs
// by shopper only in what the layout and the theme page read of them (docs/decisions/0005): signed
// in or not (the header's account entry, the wishlist link, sections whose predicate is about the
// user) and, for a signed-in shopper, the required profile fields they lack at the 'soft' level
// (the prompt to add them). So there is one kept copy per visitor class: 'guest', 'member', or
// 'member+mobile' and the like. The first name the header greets with is drawn in the browser
// (components/user/account-entry.tsx). A shopper lacking a 'hard' field is sent to add it by the
// render itself, so their request is never answered from a kept copy.
import { createApiClient } from '../lib/http-front';
import { createSdk } from '../lib/http-front';
import { platformConnection } from '../lib/http-front';
import { profileGaps, type RequiredFields } from '../lib/http-front';
import { ttlPromiseCache } from '../lib/http-front';
import { SHARED_DATA_CACHE } from '../lib/http-front';
import type { PageFacts } from './page-facts';

export const GUEST = 'guest';
const MEMBER = 'member';

// As the render keeps them (lib/user/data.ts): the change feed empties both at once.
const configs = ttlPromiseCache<RequiredFields>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

async function requiredFields(): Promise<RequiredFields> {
  return configs('auth', async () => {
    const { transport, config } = await platformConnection();
    return (await createSdk(createApiClient({ transport, base: config.domain, config })).user.getPlatformConfig())
      .required_fields;
  });
}

/**
 * The visitor class of a request carrying a session seal (page-cache.ts, sessionSeal), as the
 * render would see it: 'guest' when the session is not one (signed out, expired, forged), a
 * member class, or undefined when the page must render for this shopper alone. The session is read
 * from the embedded platform's database in one query (the platform's rule, platform/user/session.ts),
 * not through the API: this runs before every signed-in catalogue view. A remote platform's facts
 * come through its API (platform-api-facts.ts).
 */
export function visitorClass(facts: Pick<PageFacts, 'standing'>): (seal: string) => Promise<string | undefined> {
  return async (seal) => {
    try {
      const standing = await facts.standing(seal);
      if (!standing) return GUEST;
      // The addresses as the render's check reads them: a verified primary one, one not (yet), or none.
      const held = (verified: boolean, given: boolean) =>
        verified ? [{ primary: true, verified: true }] : given ? [{ primary: false, verified: false }] : [];
      const gaps = profileGaps(
        {
          emails: held(standing.email, standing.emailGiven),
          phone_numbers: held(standing.mobile, standing.mobileGiven),
        },
        await requiredFields(),
      );
      if (gaps.hard.length > 0) return undefined;
      return [MEMBER, ...gaps.soft].join('+');
    } catch {
      // The platform could not say: the render decides, as it would have.
      return undefined;
    }
  };
}
