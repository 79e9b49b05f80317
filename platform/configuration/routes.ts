// Configuration API: the application, its
// features, currencies, languages and ordering stores, and the common location list.
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { secureCookie } from '../http/secure-cookie';
import { z } from 'zod';
import type { PlatformEnv } from '../http/env';
import { body, params, q, query } from '../http/validate';
import { optionalText, pageFields, readPage } from '../http/query-fields';
import {
  aboutOf,
  applicationOf,
  detailOf,
  featuresOf,
  informationOf,
  staffList,
  staffUsers,
  tokensOf,
} from './application-service';
import { applicationCurrencies, currencyById, listCurrencies, listLanguages } from './currency-service';
import { locations } from './location-service';
import { CONFIGURATION_MESSAGES } from './messages';
import { ORDERING_STORE_COOKIE, ORDERING_STORE_COOKIE_MAX_AGE, ORDERING_STORES } from './constants';
import { listOrderingStores, orderingStore } from './store-service';

export const configurationRoutes = new Hono<PlatformEnv>();
export const commonConfigurationRoutes = new Hono<PlatformEnv>();

const r = configurationRoutes;
const db = (c: Context<PlatformEnv>) => c.get('database').db;

r.get('/v1.0/application', (c) => c.json(applicationOf(c.get('application'))));
r.get('/v1.0/detail', (c) => c.json(detailOf(c.get('application'))));
r.get('/v1.0/information', (c) => c.json(informationOf(c.get('application'))));
// The SDK 3.4.2 calls v2.0/about; the API reference names v1.0.
r.get('/v1.0/about', (c) => c.json(aboutOf(c.get('application'))));
r.get('/v2.0/about', (c) => c.json(aboutOf(c.get('application'))));
r.get('/v1.0/feature', (c) => c.json(featuresOf(c.get('application'))));
r.get('/v1.0/token', (c) => c.json(tokensOf(c.get('application'))));

r.get('/v1.0/currencies', async (c) => c.json(await listCurrencies(db(c))));
r.get('/v1.0/currency', async (c) => c.json(await applicationCurrencies(db(c), c.get('application'))));
r.get('/v1.0/currency/:id', async (c) => {
  const { id } = params(
    c,
    z.object({
      id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be a currency id or ISO code'),
    }),
  );
  return c.json(await currencyById(db(c), id));
});
r.get('/v1.0/languages', async (c) => c.json(await listLanguages(db(c), c.get('application'))));

const staffQuery = z.object({
  ...pageFields(100),
  order_incent: q.bool().optional(),
  ordering_store: z.coerce.number().int().positive().optional(),
  user: optionalText(64),
  user_name: optionalText(100),
});
r.get('/v1.0/staff/list', (c) => {
  const page = readPage(query(c, staffQuery), 10);
  return c.json(staffList(page.pageNo, page.pageSize));
});
r.get('/v1.0/staff', (c) => {
  query(c, staffQuery);
  return c.json(staffUsers());
});

const storesQuery = z.object({ ...pageFields(ORDERING_STORES.maxPageSize), q: optionalText(100) });
async function stores(c: Context<PlatformEnv>) {
  const input = query(c, storesQuery);
  return c.json(
    await listOrderingStores(db(c), c.get('application'), input.q, readPage(input, ORDERING_STORES.defaultPageSize)),
  );
}
// The SDK 3.4.2 calls v2.0; the API reference names v1.0. Both answer the same.
r.get('/v1.0/ordering-store/stores', stores);
r.get('/v2.0/ordering-store/stores', stores);

const storeId = z.object({
  store_id: z.coerce
    .number({ message: 'store_id must be a store uid (a positive integer)' })
    .int()
    .positive()
    .max(2_147_483_647),
});
async function store(c: Context<PlatformEnv>) {
  const { store_id } = params(c, storeId);
  return c.json(await orderingStore(db(c), c.get('application'), store_id));
}
r.get('/v1.0/ordering-store/stores/:store_id', store);
r.get('/v2.0/ordering-store/stores/:store_id', store);

const selectBody = z.object(
  {
    ordering_store: z.object(
      {
        uid: z.coerce
          .number({ message: CONFIGURATION_MESSAGES.missingOrderingStore })
          .int()
          .positive()
          .max(2_147_483_647),
      },
      { message: CONFIGURATION_MESSAGES.missingOrderingStore },
    ),
  },
  { message: CONFIGURATION_MESSAGES.missingOrderingStore },
);

/** Sets the ordering_store cookie (the store uid) for the storefront to read and send back. */
r.post('/v1.0/ordering-store/select', async (c) => {
  const input = await body(c, selectBody);
  const chosen = await orderingStore(db(c), c.get('application'), input.ordering_store.uid);
  setCookie(c, ORDERING_STORE_COOKIE, String(chosen.uid), {
    path: '/',
    maxAge: ORDERING_STORE_COOKIE_MAX_AGE,
    sameSite: 'Lax',
    httpOnly: false,
    secure: secureCookie(c),
  });
  return c.json({ success: true, message: CONFIGURATION_MESSAGES.orderingStoreSet(chosen.name) });
});

r.delete('/v1.0/ordering-store/select', (c) => {
  deleteCookie(c, ORDERING_STORE_COOKIE, { path: '/', secure: secureCookie(c) });
  return c.json({ success: true, message: CONFIGURATION_MESSAGES.orderingStoreRemoved });
});

const locationQuery = z.object({
  location_type: z
    .enum(['country', 'state', 'city'], { message: 'location_type must be one of country, state, city' })
    .optional(),
  locationType: z
    .enum(['country', 'state', 'city'], { message: 'locationType must be one of country, state, city' })
    .optional(),
  id: optionalText(100),
});
commonConfigurationRoutes.get('/v1.0/location', async (c) => {
  const input = query(c, locationQuery);
  return c.json(await locations(db(c), input.location_type ?? input.locationType ?? 'country', input.id));
});
