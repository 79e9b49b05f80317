// Departments, brands, categories, collections and stores -> API answers.
import type {
  BrandDetailResponse,
  BrandItem,
  CategoryMetaResponse,
  CategoryNode,
  CollectionDetail,
  CollectionQueryCondition,
  Department,
  Store,
  StoreDetails,
} from '../../contract/types/catalog';
import type { BrandRow, CategoryRow, CollectionRow, DepartmentRow, Lookups, StoreRow } from './lookups';
import { actions, banners, media, toMajor } from './shapes';

export function department(row: DepartmentRow): Department {
  return {
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    logo: media(row.logo, row.name),
    priority_order: row.priority,
    action: actions.department(row.slug),
  };
}

export function brandItem(row: BrandRow, l: Lookups): BrandItem {
  return {
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: media(row.logo, row.name),
    banners: banners(row.banners, row.name),
    departments: row.departments.map((uid) => l.departmentByUid.get(uid)?.slug).filter((s): s is string => Boolean(s)),
    discount: '',
    action: actions.brand(row.slug),
  };
}

export function brandDetail(row: BrandRow, l: Lookups): BrandDetailResponse {
  return {
    ...brandItem(row, l),
    seo: { title: row.seo?.title ?? row.name, description: row.seo?.description ?? row.description },
    _custom_json: {},
  };
}

export function categoryNode(row: CategoryRow, l: Lookups): CategoryNode {
  return {
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    level: row.level,
    logo: media(row.logo, row.name),
    banners: banners(row.banners, row.name),
    action: actions.category(row.slug),
    childs: (l.childrenOf.get(row.uid) ?? []).map((child) => categoryNode(child, l)),
    _custom_json: {},
  };
}

export function categoryMeta(row: CategoryRow, l: Lookups): CategoryMetaResponse {
  return {
    uid: row.uid,
    name: row.name,
    slug: row.slug,
    level: row.level,
    department: l.departmentByUid.get(row.departmentUid)?.slug ?? '',
    parent_uid: row.parentUid,
    logo: media(row.logo, row.name),
    banners: banners(row.banners, row.name),
    seo: { title: row.seo?.title ?? row.name, description: row.seo?.description ?? '' },
    action: actions.category(row.slug),
    _custom_json: {},
  };
}

function collectionConditions(row: CollectionRow): CollectionQueryCondition[] {
  const q = row.query ?? {};
  const conditions: CollectionQueryCondition[] = [];
  if (q.departments?.length) conditions.push({ attribute: 'department', op: 'in', value: q.departments });
  if (q.categories?.length) conditions.push({ attribute: 'category', op: 'in', value: q.categories });
  if (q.brands?.length) conditions.push({ attribute: 'brand', op: 'in', value: q.brands });
  if (q.tags?.length) conditions.push({ attribute: 'tags', op: 'in', value: q.tags });
  if (q.min_discount !== undefined) conditions.push({ attribute: 'discount', op: 'gte', value: [q.min_discount] });
  if (q.max_price !== undefined)
    conditions.push({ attribute: 'min_price_effective', op: 'lte', value: [toMajor(q.max_price)] });
  return conditions;
}

export function collectionDetail(row: CollectionRow): CollectionDetail {
  return {
    uid: String(row.uid),
    name: row.name,
    slug: row.slug,
    description: row.description,
    type: row.type,
    query: row.type === 'query' ? collectionConditions(row) : [],
    logo: media(row.logo, row.name),
    banners: banners(row.banners, row.name),
    seo: { title: row.seo?.title ?? row.name, description: row.seo?.description ?? row.description },
    tag: row.tags,
    tags: row.tags,
    priority: row.priority,
    is_active: row.isActive,
    allow_facets: true,
    allow_sort: true,
    visible_facets_keys: [],
    sort_on: row.type === 'items' ? 'position' : 'popular',
    action: actions.collection(row.slug),
    meta: {},
    badge: {},
    _schedule: {},
    _custom_json: {},
  };
}

const pin = (pincode: string) => (/^\d+$/.test(pincode) ? Number(pincode) : 0);

export function store(row: StoreRow, distanceKm?: number): Store {
  const result: Store = {
    uid: row.uid,
    name: row.name,
    store_code: row.storeCode,
    store_type: row.storeType,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    pincode: pin(row.pincode),
    lat_long: { type: 'Point', coordinates: [row.longitude, row.latitude] },
  };
  if (row.email) result.store_email = row.email;
  if (row.phone) result.phone = row.phone;
  if (distanceKm !== undefined) result.distance_km = Math.round(distanceKm * 10) / 10;
  return result;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export function storeDetails(row: StoreRow, company: { uid: number; name: string }, l: Lookups): StoreDetails {
  return {
    uid: row.uid,
    name: row.name,
    store_code: row.storeCode,
    store_type: row.storeType,
    address: {
      address1: row.address,
      address2: '',
      landmark: '',
      city: row.city,
      state: row.state,
      country: row.country,
      pincode: pin(row.pincode),
      latitude: row.latitude,
      longitude: row.longitude,
    },
    company,
    contact_numbers: row.phone ? [{ country_code: 91, number: row.phone.replace(/^\+91[\s-]?/, '') }] : [],
    manager: { name: `${row.name} manager`, email: row.email ?? undefined },
    timing: WEEKDAYS.map((weekday) => ({
      weekday,
      open: true,
      opening: { hour: 10, minute: 0 },
      closing: { hour: 21, minute: 0 },
    })),
    departments: l.departments.map((d) => ({ uid: d.uid, name: d.name, slug: d.slug })),
    _custom_json: {},
  };
}
