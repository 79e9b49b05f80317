// The signed application's settings, as every domain reads them from the request (http/env.ts
// carries the application's row): applications.config (jsonb, written by the seed or an admin)
// read into typed settings. The reading is lenient: an unknown or malformed part falls back to a
// default instead of failing a shopper's request, so a half-filled config still answers every
// configuration call.
import { z } from 'zod';
import type {
  AppFeature,
  ApplicationAboutResponse,
  ApplicationInformation,
  Domain,
  IntegrationToken,
  SecureUrl,
  SocialLinks,
} from '../../contract/types/configuration';
import type { Application as AppRow } from './env';

export type AppSettings = {
  feature: AppFeature;
  information: ApplicationInformation;
  currencies: { default: string; supported: string[] };
  /** Language codes the shop offers; empty means all known languages. */
  languages: string[];
  /** ISO codes of the countries the shop delivers to; empty means every country with pincodes. */
  countries: string[];
  orderingStores: { enabled: boolean; type: string; allStores: boolean; deployedStores: number[] };
  tokens: Record<string, IntegrationToken>;
  company: ApplicationAboutResponse['company_info'];
  owner: ApplicationAboutResponse['owner_info'];
  domains: Domain[];
  mode: string;
  slug?: string;
  banner?: SecureUrl;
  favicon?: SecureUrl;
  mobileLogo?: SecureUrl;
};

const record = z.record(z.string(), z.unknown());
const obj = (value: unknown): Record<string, unknown> => {
  const r = record.safeParse(value);
  return r.success ? r.data : {};
};
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : str(obj(v).code))).filter((v): v is string => Boolean(v))
    : [];
const ints = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
const url = (value: unknown): SecureUrl | undefined => {
  const text = str(value) ?? str(obj(value).secure_url) ?? str(obj(value).url);
  return text ? { secure_url: text } : undefined;
};
/** The first of several names a key may have been stored under. */
const pick = (config: Record<string, unknown>, ...keys: string[]): unknown =>
  keys.map((k) => config[k]).find((v) => v !== undefined);

/** Credential names that are never sent to a client, whatever the config says. */
const SECRET_KEY = /secret|private|password|passwd|server|admin|app_?token|api_?secret|client_?secret/i;

function publicTokens(value: unknown, appToken: string): Record<string, IntegrationToken> {
  const out: Record<string, IntegrationToken> = {};
  for (const [name, raw] of Object.entries(obj(value))) {
    const entry = obj(raw);
    const source = Object.keys(obj(entry.credentials)).length ? obj(entry.credentials) : entry;
    const credentials: Record<string, string> = {};
    for (const [key, v] of Object.entries(source)) {
      if (key === 'enabled' || SECRET_KEY.test(key)) continue;
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      if (String(v) === appToken) continue;
      credentials[key] = String(v);
    }
    out[name] = { enabled: bool(entry.enabled, Object.keys(credentials).length > 0), credentials };
  }
  return out;
}

/** The company's registered address, from the information address when none is given. */
function addressOf(information: ApplicationInformation): ApplicationAboutResponse['company_info']['addresses'] {
  const a = information.address;
  if (!a) return [];
  return [
    { address_type: 'registered', address_line: a.address_line, city: a.city, country: a.country, pincode: a.pincode },
  ];
}

function domainsOf(config: Record<string, unknown>, app: AppRow): Domain[] {
  const listed = Array.isArray(config.domains) ? config.domains : [];
  const domains: Domain[] = listed
    .map((d) => (typeof d === 'string' ? { name: d } : obj(d)))
    .filter((d) => str(d.name))
    .map((d, i) => ({
      _id: str(d._id) ?? `domain-${i + 1}`,
      name: String(d.name),
      verified: bool(d.verified, true),
      is_primary: bool(d.is_primary, false),
      is_shortlink: bool(d.is_shortlink, false),
      is_predefined: bool(d.is_predefined, false),
    }));
  if (!domains.some((d) => d.name === app.domain)) {
    domains.push({
      _id: 'domain-default',
      name: app.domain,
      verified: true,
      is_primary: false,
      is_shortlink: false,
      is_predefined: true,
    });
  }
  // Exactly one primary: the first one marked so, else the first listed.
  const primary = Math.max(
    0,
    domains.findIndex((d) => d.is_primary),
  );
  domains.forEach((d, i) => (d.is_primary = i === primary));
  return domains;
}

function languagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return strings(value);
  const o = obj(value);
  const supported = strings(pick(o, 'supported', 'items'));
  const fallback = str(o.default);
  return supported.length ? supported : fallback ? [fallback] : [];
}

/** Single support values ({ email, phone, timing }) become the SDK's lists. */
function supportOf(value: unknown): ApplicationInformation['support'] {
  const o = obj(value);
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  const phone = list(o.phone).map((p) => {
    if (typeof p !== 'string') return obj(p);
    const m = /^(\+\d{1,4})\s*(.*)$/.exec(p.trim());
    return { key: 'customer_care', code: m ? m[1] : '', number: (m ? m[2] : p).replace(/\s+/g, '') };
  });
  const email = list(o.email).map((e) => (typeof e === 'string' ? { key: 'customer_care', value: e } : obj(e)));
  return { phone, email, timing: str(o.timing) ?? '' };
}

const SOCIAL_KEYS: Record<string, string> = {
  x: 'twitter',
  twitter: 'twitter',
  linkedin: 'linked_in',
  'google+': 'google_plus',
  blog: 'blog_link',
};

/** A list of { title, icon, link } becomes the SDK's object keyed by network. */
function socialOf(value: unknown): SocialLinks {
  if (!Array.isArray(value)) return obj(value) as SocialLinks;
  const out: SocialLinks = {};
  for (const raw of value) {
    const link = obj(raw);
    const title = str(link.title);
    if (!title) continue;
    const slug = title.toLowerCase().replace(/\s+/g, '_');
    out[SOCIAL_KEYS[slug] ?? slug] = { title, icon: str(link.icon), link: str(link.link) };
  }
  return out;
}

// The credential check caches application rows, so one row object serves many requests.
const memo = new WeakMap<AppRow, AppSettings>();

export function readSettings(app: AppRow): AppSettings {
  let settings = memo.get(app);
  if (!settings) {
    settings = parseSettings(app);
    memo.set(app, settings);
  }
  return settings;
}

function parseSettings(app: AppRow): AppSettings {
  const root = obj(app.config);
  // Identity keys may sit at the top level or under `app`.
  const config = { ...obj(root.app), ...root };
  const feature = obj(pick(config, 'feature', 'features')) as AppFeature;
  const currencyConfig = obj(pick(config, 'currencies', 'currency'));
  const supported = strings(pick(currencyConfig, 'supported', 'supported_currency', 'codes'));
  const defaultCurrency =
    str(pick(currencyConfig, 'default', 'default_currency')) ??
    str(obj(currencyConfig.default_currency).code) ??
    feature.common?.currency?.default_currency ??
    'INR';
  const stores = obj(pick(config, 'ordering_stores', 'orderingStores', 'ordering_store', 'deployment_stores'));
  const deployed = ints(pick(stores, 'deployed_stores', 'deployedStores', 'stores'));
  const selection = feature.common?.deployment_store_selection;
  const information = obj(pick(config, 'information', 'contact', 'contact_info')) as ApplicationInformation;
  const support = pick(config, 'support');
  const social = pick(config, 'social_links', 'social');
  const companyName = str(config.company_name);
  const company = obj(pick(config, 'company', 'company_info'));
  const owner = obj(pick(config, 'owner', 'owner_info'));
  return {
    feature,
    information: {
      ...information,
      ...(support !== undefined && !information.support ? { support: supportOf(support) } : {}),
      ...(social !== undefined && !information.social_links ? { social_links: socialOf(social) } : {}),
    },
    currencies: { default: defaultCurrency, supported: supported.length ? supported : [defaultCurrency] },
    languages: languagesOf(pick(config, 'languages', 'language')),
    countries: strings(pick(config, 'countries')).map((c) => c.toUpperCase()),
    orderingStores: {
      enabled: bool(stores.enabled, bool(selection?.enabled, false)),
      type: str(stores.type) ?? selection?.type ?? 'hard',
      allStores: bool(pick(stores, 'all_stores', 'allStores'), deployed.length === 0),
      deployedStores: deployed,
    },
    tokens: publicTokens(pick(config, 'tokens', 'integrations'), app.token),
    company: {
      _id: str(company._id) ?? `${app.id}-company`,
      uid: Number(company.uid) || 1,
      name: str(company.name) ?? companyName ?? app.name,
      is_active: true,
      created_on: app.createdAt.toISOString(),
      addresses: Array.isArray(company.addresses)
        ? (company.addresses as ApplicationAboutResponse['company_info']['addresses'])
        : addressOf(information),
      notification_emails: strings(company.notification_emails),
    },
    owner: {
      _id: str(owner._id),
      first_name: str(owner.first_name),
      last_name: str(owner.last_name),
      emails: Array.isArray(owner.emails) ? (owner.emails as AppSettings['owner']['emails']) : [],
      phone_numbers: Array.isArray(owner.phone_numbers)
        ? (owner.phone_numbers as AppSettings['owner']['phone_numbers'])
        : [],
      profile_pic: str(owner.profile_pic),
    },
    domains: domainsOf(config, app),
    mode: str(config.mode) ?? 'development',
    slug: str(config.slug),
    banner: url(config.banner),
    favicon: url(config.favicon),
    mobileLogo: url(pick(config, 'mobile_logo', 'mobileLogo')),
  };
}
