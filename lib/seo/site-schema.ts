// Organization and WebSite (with the search box's SearchAction) for every page.
import type { Application, ApplicationInformation, PhoneEntry } from '@/contract/types/configuration';
import { SEARCH_PATH, SEARCH_TERM } from './constants';
import { absoluteUrl } from './origin';
import { compact, SCHEMA_CONTEXT, type JsonLd, type JsonLdNode } from './types';

export const organizationId = (origin: string) => `${origin}/#organization`;
export const websiteId = (origin: string) => `${origin}/#website`;

const isWebUrl = (value: string | undefined): value is string => !!value && /^https?:\/\/[^\s]+$/i.test(value);

function telephone(entry: PhoneEntry): string | undefined {
  const number = entry.number?.trim();
  if (!number) return undefined;
  if (number.startsWith('+') || !entry.code) return number;
  const code = entry.code.trim();
  return `${code.startsWith('+') ? code : `+${code}`} ${number}`;
}

function contactPoints(info: ApplicationInformation | undefined): JsonLdNode[] {
  const phones = (info?.support?.phone ?? []).map(telephone).filter((p): p is string => !!p);
  const emails = (info?.support?.email ?? []).map((e) => e.value?.trim()).filter((e): e is string => !!e);
  const count = Math.max(phones.length, emails.length);
  const points: JsonLdNode[] = [];
  for (let i = 0; i < count; i++) {
    points.push(
      compact({
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: phones[i],
        email: emails[i],
        areaServed: 'IN',
      }),
    );
  }
  return points;
}

function postalAddress(info: ApplicationInformation | undefined): JsonLdNode | undefined {
  const a = info?.address;
  if (!a || !(a.address_line?.length || a.city)) return undefined;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: (a.address_line ?? []).filter(Boolean).join(', '),
    addressLocality: a.city,
    postalCode: a.pincode === undefined ? undefined : String(a.pincode),
    addressCountry: a.country,
  });
}

export type OrganizationInput = {
  origin: string;
  app: Pick<Application, 'name' | 'description' | 'logo'>;
  info?: ApplicationInformation;
};

export function organizationJsonLd({ origin, app, info }: OrganizationInput): JsonLd {
  const sameAs = Object.values(info?.social_links ?? {})
    .map((l) => l.link?.trim())
    .filter(isWebUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    ...compact({
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: app.name,
      url: absoluteUrl(origin, '/'),
      logo: app.logo?.secure_url ? absoluteUrl(origin, app.logo.secure_url) : undefined,
      description: app.description,
      sameAs: [...new Set(sameAs)],
      contactPoint: contactPoints(info),
      address: postalAddress(info),
    }),
  } as JsonLd;
}

export type WebsiteInput = { origin: string; name: string; description?: string };

/** The site search box: /products/?q={search_term_string}. */
export function websiteJsonLd({ origin, name, description }: WebsiteInput): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    ...compact({
      '@type': 'WebSite',
      '@id': websiteId(origin),
      url: absoluteUrl(origin, '/'),
      name,
      description,
      publisher: { '@id': organizationId(origin) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, SEARCH_PATH)}?q={${SEARCH_TERM}}` },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    }),
  } as JsonLd;
}
