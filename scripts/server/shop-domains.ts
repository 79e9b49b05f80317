// The shop's domains as its pages read them (the application's configuration), for the page
// cache's key: a page's links are written for the origin lib/seo/origin.ts resolves from the
// request's host and these domains, so requests naming made-up hosts share the copy of the
// domain they are answered for instead of each rendering and keeping one of their own.
import { createApiClient } from '../../lib/sdk/client';
import { createSdk } from '../../lib/sdk/index';
import { platformConnection } from '../../lib/sdk/transport';
import { shopDomains } from '../../lib/configuration/domains';

/** How long a read of the domains stands: a merchant's new domain shares copies within this. */
const DOMAINS_TTL_MS = 60_000;

/** The application's domains through the platform's API (embedded or PLATFORM_URL), primary first. */
export async function applicationDomains(): Promise<string[]> {
  const { transport, config } = await platformConnection();
  const sdk = createSdk(createApiClient({ transport, base: config.domain, config }));
  return shopDomains(await sdk.configuration.getApplication());
}

/** The last read of the domains, read again in the background once it is older than its TTL. */
export class ShopDomains {
  private value?: string[];
  private readAt = 0;
  private reading?: Promise<void>;

  constructor(
    private readonly read: () => Promise<string[]> = applicationDomains,
    private readonly ttlMs = DOMAINS_TTL_MS,
  ) {}

  /** The domains as last read; undefined until a read has succeeded (no page is kept until then). */
  current(): string[] | undefined {
    if (Date.now() - this.readAt > this.ttlMs) void this.refresh();
    return this.value;
  }

  /** Reads them now (one read at a time); a failed read keeps the last value until the next try. */
  refresh(): Promise<void> {
    this.reading ??= this.read()
      .then(
        (domains) => {
          this.value = domains;
        },
        () => undefined,
      )
      .finally(() => {
        this.readAt = Date.now();
        this.reading = undefined;
      });
    return this.reading;
  }
}
