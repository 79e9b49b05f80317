// Saved addresses over HTTP (cart/v1.0/address, address/{id}, select-address):
// the country form's rules with its messages, the one default, the limit, and
// one shopper never reading, changing, removing or selecting another's address.
import { describe, expect, it } from '@jest/globals';
import { C, Jar, articles, signIn } from '../cart/helpers';
import { api } from '../harness';
import { HOME } from './fixtures';

describe('address calls', () => {
  it('need a signed-in shopper', async () => {
    const anonymous = new Jar();
    for (const [method, path] of [
      ['GET', `${C}/address`],
      ['POST', `${C}/address`],
      ['GET', `${C}/address/abc`],
      ['PUT', `${C}/address/abc`],
      ['DELETE', `${C}/address/abc`],
      ['POST', `${C}/select-address`],
    ] as const) {
      const res = await anonymous.call(path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : HOME,
      });
      expect([method, path, res.status]).toEqual([method, path, 401]);
    }
  });

  it('adds, lists, reads, updates and removes; the first address is the default and there is always one', async () => {
    const { jar, userId } = await signIn();
    const first = await jar.post(`${C}/address`, { ...HOME, is_default_address: false });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      success: true,
      is_default_address: true,
    });

    const office = await jar.post(`${C}/address`, {
      ...HOME,
      address_type: 'office',
      address: 'Floor 9, One BKC',
      area: 'Bandra Kurla Complex',
      tags: ['work'],
    });
    expect(office.json.is_default_address).toBe(false);

    const list = await jar.get(`${C}/address`);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.json.validation_config).toEqual({ address_max_limit: 50, user_address_count: 2 });
    expect(list.json.address.map((a: any) => a.id)).toEqual([first.json.id, office.json.id]);
    expect(list.json.address[0]).toMatchObject({
      ...HOME,
      id: first.json.id,
      is_default_address: true,
      country: 'India',
      country_code: 'IND',
      country_phone_code: '+91',
      state_code: 'MH',
      area_code_slug: 'pincode',
      user_id: userId,
      checkout_mode: 'self',
      tags: [],
    });
    expect((await jar.get(`${C}/address?tags=work`)).json.address.map((a: any) => a.id)).toEqual([office.json.id]);
    expect((await jar.get(`${C}/address?is_default=true`)).json.address.map((a: any) => a.id)).toEqual([first.json.id]);

    // Making the office the default takes it from home.
    const updated = await jar.put(`${C}/address/${office.json.id}`, {
      ...HOME,
      address_type: 'Mom’s place',
      is_default_address: true,
    });
    expect(updated.json).toEqual({ id: office.json.id, success: true, is_updated: true, is_default_address: true });
    const read = await jar.get(`${C}/address/${office.json.id}`);
    expect(read.json).toMatchObject({ address_type: 'Mom’s place', is_default_address: true, address: HOME.address });
    expect((await jar.get(`${C}/address/${first.json.id}`)).json.is_default_address).toBe(false);

    // Removing the default hands it to the address that is left.
    expect((await jar.delete(`${C}/address/${office.json.id}`)).json).toEqual({ id: office.json.id, is_deleted: true });
    expect((await jar.get(`${C}/address/${first.json.id}`)).json.is_default_address).toBe(true);
    expect((await jar.get(`${C}/address/${office.json.id}`)).status).toBe(404);
    expect((await jar.delete(`${C}/address/${office.json.id}`)).json).toEqual({
      success: false,
      message: 'Address not found',
    });
  });

  it("refuses a bad address with the form's own words and saves nothing", async () => {
    const { jar } = await signIn();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...HOME, name: '' }, 'name', 'Full Name is required.'],
      [{ ...HOME, area_code: '04005' }, 'area_code', 'Invalid pincode .'],
      [{ ...HOME, phone: '12345' }, 'phone', 'Invalid Phone Number'],
      [
        { ...HOME, address: 'x'.repeat(201) },
        'address',
        'Flat, House no., Building, Company, Apartment must be between 1 and 200 characters.',
      ],
      [{ ...HOME, name: 'Asha <script>' }, 'name', 'Invalid Full Name'],
      [{ ...HOME, address_type: 'other' }, 'address_type', 'Enter Address Name'],
    ];
    for (const [body, slug, message] of cases) {
      const res = await jar.post(`${C}/address`, body);
      expect([slug, res.status, res.json.message]).toEqual([slug, 400, message]);
      expect(res.json.errors).toContainEqual({ path: [slug], message });
    }
    // Every problem is listed, in the form's order.
    const many = await jar.post(`${C}/address`, { country_iso_code: 'IN' });
    expect(many.json.message).toBe('Full Name is required.');
    expect(many.json.errors.map((e: any) => e.path[0])).toEqual([
      'name',
      'phone',
      'address',
      'area',
      'area_code',
      'city',
      'state',
    ]);
    expect((await jar.post(`${C}/address`, { ...HOME, country_iso_code: 'ZZ' })).json.message).toBe(
      'Country ZZ not found',
    );
    expect((await jar.post(`${C}/address`, { ...HOME, tags: 'home' })).status).toBe(400);
    expect((await jar.post(`${C}/address`, { ...HOME, landmark: 'y'.repeat(301) })).status).toBe(400);
    expect((await jar.post(`${C}/address`, '[1,2]')).status).toBe(400);
    expect((await jar.get(`${C}/address`)).json.address).toEqual([]);
  });

  it("checks another country's form (the UK's postcode)", async () => {
    const { jar } = await signIn();
    const uk = {
      name: 'Sam Lee',
      phone: '07700900123',
      address: '10 Downing Street',
      city: 'London',
      area_code: 'SW1A 2AA',
      country_iso_code: 'GB',
    };
    const saved = await jar.post(`${C}/address`, uk);
    expect(saved.status).toBe(200);
    expect((await jar.get(`${C}/address/${saved.json.id}`)).json).toMatchObject({
      ...uk,
      country: 'United Kingdom',
      country_code: 'GBR',
    });
    expect((await jar.post(`${C}/address`, { ...uk, area_code: '12345' })).json.message).toBe('Invalid pincode .');
  });

  it("one shopper cannot read, change, remove or select another's address", async () => {
    const { jar: owner } = await signIn();
    const { jar: other } = await signIn();
    const id = (await owner.post(`${C}/address`, HOME)).json.id;
    for (const [method, body] of [['GET'], ['PUT', { ...HOME, name: 'Intruder' }], ['DELETE']] as const) {
      const res = await other.call(`${C}/address/${id}`, { method, body });
      expect([method, res.status, res.json]).toEqual([method, 404, { success: false, message: 'Address not found' }]);
    }
    const select = await other.post(`${C}/select-address`, { id });
    expect([select.status, select.json.message]).toEqual([404, 'Address not found']);
    expect((await other.get(`${C}/address`)).json.address).toEqual([]);
    expect((await owner.get(`${C}/address/${id}`)).json.name).toBe(HOME.name);
    // No session at all: nothing.
    expect((await api(`${C}/address/${id}`)).status).toBe(401);
  });

  it('select-address sends the cart there, refuses a pincode the shop does not serve, and says when none was chosen', async () => {
    const [a] = await articles();
    const { jar } = await signIn();
    await jar.post(`${C}/detail`, { items: [{ article_id: a.articleId, quantity: 1 }] });
    const cartId = (await jar.get(`${C}/detail`)).json.id;
    const id = (await jar.post(`${C}/address`, HOME)).json.id;

    const chosen = await jar.post(`${C}/select-address?cart_id=${cartId}`, { id, cart_id: cartId });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ id: cartId, is_valid: true, items: [{ article: { uid: a.articleId } }] });

    const far = (await jar.post(`${C}/address`, { ...HOME, area_code: '999999' })).json.id;
    const refused = await jar.post(`${C}/select-address`, { id: far });
    expect(refused.json).toMatchObject({ is_valid: false, message: 'Pincode not serviceable' });

    expect((await jar.post(`${C}/select-address`, {})).json).toEqual({
      success: false,
      message: 'No address selected',
    });
    expect((await jar.post(`${C}/select-address`, { id: '' })).json.message).toBe('No address selected');
    // Another shopper's cart id is not found, as for every cart call.
    const { jar: other } = await signIn();
    const otherId = (await other.post(`${C}/address`, HOME)).json.id;
    expect((await other.post(`${C}/select-address?cart_id=${cartId}`, { id: otherId })).status).toBe(404);
  });

  it('keeps at most 50 addresses, also when added at once', async () => {
    const { jar } = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 53 }, (_, i) => jar.post(`${C}/address`, { ...HOME, landmark: `Gate ${i}` })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(50);
    const refused = answers.filter((r) => r.status === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0].json.message).toBe('You can save at most 50 addresses. Remove one to add another.');
    const list = (await jar.get(`${C}/address`)).json;
    expect(list.validation_config.user_address_count).toBe(50);
    expect(list.address.filter((a: any) => a.is_default_address)).toHaveLength(1);
  });
});
