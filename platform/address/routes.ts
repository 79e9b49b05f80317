// Address calls of the cart API (address, address/{id}; select-address is the cart's,
// platform/cart/routes.ts), mounted at /service/application/cart beside the cart's routes. A
// shopper's addresses need a session, a guest's its cart cookie (401 without either); someone else's
// address id is 404 like an id that never existed.
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '../http/env';
import { body, params, query } from '../http/validate';
import { addressOwner } from './owner';
import { addAddress, getAddress, listAddresses, removeAddress, updateAddress } from './address-service';
import { addressBody, idParam, listQuery } from './schemas';

export const addressRoutes = new Hono<PlatformEnv>();
type Ctx = Context<PlatformEnv>;
const db = (c: Ctx) => c.get('database');

addressRoutes.get('/v1.0/address', async (c) => {
  const owner = await addressOwner(c);
  const qs = query(c, listQuery);
  return c.json(
    await listAddresses(db(c), owner, { checkoutMode: qs.checkout_mode, tags: qs.tags, isDefault: qs.is_default }),
  );
});

addressRoutes.post('/v1.0/address', async (c) => {
  const owner = await addressOwner(c);
  const input = await body(c, addressBody);
  return c.json(await addAddress(db(c), owner, input));
});

addressRoutes.get('/v1.0/address/:id', async (c) => {
  const owner = await addressOwner(c);
  return c.json(await getAddress(db(c), owner, params(c, idParam).id));
});

addressRoutes.put('/v1.0/address/:id', async (c) => {
  const owner = await addressOwner(c);
  const { id } = params(c, idParam);
  return c.json(await updateAddress(db(c), owner, id, await body(c, addressBody)));
});

addressRoutes.delete('/v1.0/address/:id', async (c) => {
  const owner = await addressOwner(c);
  return c.json(await removeAddress(db(c), owner, params(c, idParam).id));
});
