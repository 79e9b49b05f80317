// The application's public identity and settings: application, detail, information, about,
// feature and token. None of these ever carries the application token.
import type {
  AppFeatureResponse,
  Application,
  ApplicationAboutResponse,
  ApplicationDetail,
  ApplicationInformation,
  AppStaffListResponse,
  AppStaffResponse,
  AppTokenResponse,
} from '../../contract/types/configuration';
import type { Application as AppRow } from '../http/env';
import { readSettings } from '../http/app-config';

const iso = (date: Date) => date.toISOString();

export function applicationOf(app: AppRow): Application {
  const s = readSettings(app);
  const primary = s.domains.find((d) => d.is_primary) ?? s.domains[0];
  return {
    _id: app.id,
    name: app.name,
    description: app.description,
    channel_type: 'website-and-mobile-apps',
    is_active: true,
    is_internal: false,
    company_id: s.company.uid,
    slug:
      s.slug ??
      app.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    mode: s.mode,
    app_type: s.mode === 'live' ? 'live' : 'development',
    status: 'active',
    cache_ttl: 300,
    website: { enabled: true, basepath: '/' },
    cors: { domains: s.domains.map((d) => d.name ?? '').filter(Boolean) },
    auth: { enabled: true },
    meta: [],
    redirections: [],
    logo: app.logo ? { secure_url: app.logo } : undefined,
    mobile_logo: s.mobileLogo ?? (app.logo ? { secure_url: app.logo } : undefined),
    favicon: s.favicon ?? (app.logo ? { secure_url: app.logo } : undefined),
    banner: s.banner,
    domain: primary,
    domains: s.domains,
    created_at: iso(app.createdAt),
    modified_at: iso(app.createdAt),
  };
}

export function detailOf(app: AppRow): ApplicationDetail {
  const full = applicationOf(app);
  return {
    _id: full._id,
    name: full.name,
    description: full.description,
    slug: full.slug,
    company_id: full.company_id,
    logo: full.logo,
    mobile_logo: full.mobile_logo,
    favicon: full.favicon,
    banner: full.banner,
    domain: full.domain,
    domains: full.domains,
  };
}

export function informationOf(app: AppRow): ApplicationInformation {
  const { information } = readSettings(app);
  return {
    _id: `${app.id}-information`,
    application: app.id,
    address: information.address ?? {},
    support: information.support ?? { phone: [], email: [], timing: '' },
    social_links: information.social_links ?? {},
    links: information.links ?? [],
    copyright_text: information.copyright_text ?? `© ${new Date().getFullYear()} ${app.name}`,
    business_highlights: information.business_highlights ?? [],
    created_at: iso(app.createdAt),
    modified_at: iso(app.createdAt),
  };
}

export function aboutOf(app: AppRow): ApplicationAboutResponse {
  const s = readSettings(app);
  const full = applicationOf(app);
  return {
    application_info: {
      _id: full._id,
      name: full.name,
      description: full.description,
      domain: full.domain,
      domains: full.domains,
      logo: full.logo,
      banner: full.banner,
      mode: full.mode,
      is_active: true,
      created_at: full.created_at,
      meta: [],
    },
    company_info: s.company,
    owner_info: s.owner,
  };
}

/** A Maps browser key (GOOGLE_MAPS_API_KEY: public, restricted by referrer at Google) turns the address map picker on. */
const mapsKey = () => process.env.GOOGLE_MAPS_API_KEY?.trim() || undefined;

export function featuresOf(app: AppRow): AppFeatureResponse {
  const { feature } = readSettings(app);
  const withMaps = mapsKey() ? { ...feature, cart: { ...feature.cart, google_map: true } } : feature;
  return {
    feature: {
      _id: `${app.id}-feature`,
      app: app.id,
      ...withMaps,
      created_at: iso(app.createdAt),
      modified_at: iso(app.createdAt),
    },
  };
}

export function tokensOf(app: AppRow): AppTokenResponse {
  const { tokens } = readSettings(app);
  const key = mapsKey();
  const all = key ? { ...tokens, google_map: { enabled: true, credentials: { api_key: key } } } : tokens;
  return {
    _id: `${app.id}-tokens`,
    application: app.id,
    tokens: all,
    created_at: iso(app.createdAt),
    modified_at: iso(app.createdAt),
  };
}

/** Staff (store-assisted ordering) is not modelled by the embedded platform: no staff users. */
export function staffList(pageNo: number, pageSize: number): AppStaffListResponse {
  return {
    page: { type: 'number', current: pageNo, size: pageSize, item_total: 0, has_next: false, has_previous: pageNo > 1 },
    items: [],
  };
}

export function staffUsers(): AppStaffResponse {
  return { staff_users: [] };
}
