// The application's public identity (name, description, logo) and contact details, for the
// layout, metadata and structured data (the platform's configuration domain).
import 'server-only';
import { cache } from 'react';
import { serverSdk } from '@/lib/sdk/server';
import type { Application, ApplicationInformation } from '@/contract/types/configuration';
import { ttlPromiseCache } from '@/lib/shared/ttl-cache';
import { shopDomains } from './domains';
import { SHARED_DATA_CACHE } from '@/lib/shared/constants';
import { socialLinksOf, type SocialLink } from './social-links';

export type Shop = {
  name: string;
  description: string;
  logo?: string;
  /** Only complete links (icon, link and title): the footer shows no other. */
  social: SocialLink[];
  support: { email?: string; phone?: string };
  /** The application's domains (host names, a port allowed), primary first: where the shop may say it lives. */
  domains: string[];
};

// Read by every page's layout and metadata, and changing rarely: kept in process (SHARED_DATA_CACHE).
// Identity and contact details are cached apart so that a failed contact call is not kept as
// "no contact details": the page goes without them for this request only.
const applications = ttlPromiseCache<Application>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);
const contacts = ttlPromiseCache<ApplicationInformation>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

const configuration = async () => (await serverSdk({ forwardCookies: false })).configuration;

export const getShop = cache(async (): Promise<Shop> => {
  const [app, info] = await Promise.all([
    applications('application', async () => (await configuration()).getApplication()),
    contacts('contact', async () => (await configuration()).getContactInfo()).catch(() => undefined),
  ]);
  const social = socialLinksOf(info);
  const phone = info?.support?.phone?.[0];
  return {
    name: app.name,
    description: app.description ?? '',
    logo: app.logo?.secure_url,
    social,
    support: {
      email: info?.support?.email?.[0]?.value,
      phone: phone?.number ? `${phone.code ? `+${phone.code.replace(/^\+/, '')} ` : ''}${phone.number}` : undefined,
    },
    domains: shopDomains(app),
  };
});

/** The application and its contact details as the site's JSON-LD reads them, once per request; throws when the application cannot be read. */
export const loadSiteIdentity = cache(async () => {
  const sdk = await serverSdk({ forwardCookies: false });
  const [app, info] = await Promise.all([
    sdk.configuration.getApplication(),
    sdk.configuration.getContactInfo().catch(() => undefined),
  ]);
  return { app, info };
});

/** The application's feature flags (configuration/v1.0/feature), once per request. */
export const loadFeatures = cache(async () => (await configuration()).getFeatures().then((r) => r.feature));

/** The application's public integration tokens (configuration/v1.0/token), once per request. */
export const loadIntegrationTokens = cache(async () =>
  (await configuration())
    .getIntegrationTokens()
    .then((r) => r.tokens as Record<string, { credentials?: Record<string, unknown> } | undefined>),
);
