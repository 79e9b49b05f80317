// What the production server reads of the shop before answering a catalogue page from a kept copy
// (page-cache.ts, page-visitor.ts): whether a session is a live one and which of the shopper's
// addresses are verified, and a product page's product uid (its tag). The embedded platform's
// database answers in one query each; a remote platform (PLATFORM_URL) through its API
// (platform-api-facts.ts), since this process then has no database.
import type { Database } from '../platform';
import { sessionStanding } from '../platform';

/**
 * A signed-in shopper's addresses, what their visitor class depends on: whether a primary verified
 * email and mobile are there (`email`, `mobile`), and whether any is (`emailGiven`, `mobileGiven`).
 */
export type Standing = { email: boolean; mobile: boolean; emailGiven: boolean; mobileGiven: boolean };

export type PageFacts = {
  /** The shopper of a session seal, or undefined when it is no live session (signed out, expired, forged). */
  standing(seal: string): Promise<Standing | undefined>;
  /** The uid of the product with this slug, or undefined when there is none. */
  productUid(slug: string): Promise<number | undefined>;
};

export function databaseFacts(database: Database): PageFacts {
  return {
    standing: (seal) => sessionStanding(database, seal),
    async productUid(slug) {
      const [row] = await database.query<{ uid: number }>(
        'SELECT uid FROM products WHERE slug = $1',
        [slug],
        'page_cache_product_uid',
      );
      return row?.uid;
    },
  };
}
