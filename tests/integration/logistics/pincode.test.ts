// Pincode lookup, pincode zones and localities, over HTTP and through the official SDK.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient, failure } from '../harness';

const L = '/service/application/logistics';
type Locality = { id: string; name: string; type: string; code?: string; parent_uid?: string; parent_ids?: string[] };

async function somePincode(): Promise<Locality> {
  const res = await api(`${L}/v1.0/localities/pincode?country=IN&page_size=5`);
  expect(res.status).toBe(200);
  expect(res.json.items.length).toBeGreaterThan(0);
  return res.json.items[0];
}

describe('pincode lookup', () => {
  it('answers city, state with state_code and country (getPincodeCity)', async () => {
    const pin = await somePincode();
    const result = await officialClient().logistic.getPincodeCity({ pincode: pin.name });
    expect(result.success).toBe(true);
    const [data] = result.data;
    expect(data).toMatchObject({ sub_type: 'pincode', name: pin.name, error: { message: null } });
    const bySubType = Object.fromEntries(data.parents.map((p: { sub_type: string }) => [p.sub_type, p]));
    expect(bySubType.country).toMatchObject({ name: 'India', iso2: 'IN' });
    expect(bySubType.state.state_code).toBe(pin.parent_ids![1].split('-').slice(1).join('-'));
    expect(typeof bySubType.city.name).toBe('string');
    expect(data.lat_long.coordinates).toHaveLength(2);
    expect(data.meta_code).toEqual({ country_code: 'IND', isd_code: '+91' });
  });

  it('answers 404 with a clear message for an unknown, well-formed pincode', async () => {
    const res = await api(`${L}/v1.0/pincode/999999`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: 'Pincode 999999 not found' });
    expect(await failure(() => officialClient().logistic.getPincodeCity({ pincode: '999999' }))).toMatchObject({
      code: 404,
      message: 'Pincode 999999 not found',
    });
  });

  it('answers 400 Enter Valid Pincode for a malformed Indian pincode', async () => {
    for (const pincode of ['12345', '1234567', 'abcdef', '012345', '40 001']) {
      const res = await api(`${L}/v1.0/pincode/${encodeURIComponent(pincode)}`);
      expect(res.status).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toBe('Enter Valid Pincode');
    }
  });

  it('accepts the serviceability query (set_cookies, area_code) and rejects a bad country', async () => {
    const pin = await somePincode();
    const ok = await api(`${L}/v1.0/pincode/${pin.name}?set_cookies=false&area_code=1`);
    expect(ok.status).toBe(200);
    const bad = await api(`${L}/v1.0/pincode/${pin.name}?country=12`);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^Invalid query: country/);
  });
});

describe('pincode zones', () => {
  it('answers the zones of a known pincode and 404/400 otherwise', async () => {
    const pin = await somePincode();
    const res = await api(`${L}/v1.0/pincode/zones`, { method: 'POST', body: { country: 'IN', pincode: pin.name } });
    expect(res.status).toBe(200);
    expect(res.json.zones.length).toBeGreaterThan(0);
    expect(
      (await api(`${L}/v1.0/pincode/zones`, { method: 'POST', body: { country: 'IN', pincode: '999999' } })).status,
    ).toBe(404);
    expect((await api(`${L}/v1.0/pincode/zones`, { method: 'POST', body: { country: 'IN' } })).status).toBe(400);
    expect(
      (await api(`${L}/v1.0/pincode/zones`, { method: 'POST', body: { country: 'IN', pincode: '12' } })).status,
    ).toBe(400);
  });
});

describe('localities', () => {
  it('lists states, cities and pincodes, each under its parent', async () => {
    const client = officialClient();
    const states = await client.logistic.getLocalities({ localityType: 'state', country: 'IN', pageSize: 100 });
    // Every one of India's 28 states and 8 union territories, so any shopper can give an address.
    expect(states.items).toHaveLength(36);
    expect(states.items.map((s: unknown) => (s as Locality).name)).toEqual(
      expect.arrayContaining([
        'Meghalaya',
        'Sikkim',
        'Ladakh',
        'Lakshadweep',
        'Andaman and Nicobar Islands',
        'Himachal Pradesh',
      ]),
    );
    const state = states.items[0] as Locality;
    expect(state).toMatchObject({ type: 'state', parent_uid: 'IN' });
    const cities = await client.logistic.getLocalities({
      localityType: 'city',
      country: 'IN',
      state: state.code,
      pageSize: 100,
    });
    expect(cities.items.length).toBeGreaterThan(0);
    for (const city of cities.items) expect(city.parent_uid).toBe(state.id);
    const city = cities.items[0] as Locality;
    const pins = await api(
      `${L}/v1.0/localities/pincode?country=IN&state=${encodeURIComponent(state.name)}&city=${encodeURIComponent(city.name)}`,
    );
    expect(pins.status).toBe(200);
    for (const pin of pins.json.items) expect(pin.parent_uid).toBe(city.id);
  });

  it('pages with page_no and page_size', async () => {
    const first = await api(`${L}/v1.0/localities/pincode?page_size=2&page_no=1`);
    const second = await api(`${L}/v1.0/localities/pincode?page_size=2&page_no=2`);
    expect(first.json.items).toHaveLength(2);
    expect(first.json.page).toMatchObject({ current: 1, size: 2, has_next: true });
    expect(second.json.items[0].id).not.toBe(first.json.items[0].id);
    expect((await api(`${L}/v1.0/localities/pincode?page_size=1001`)).status).toBe(400);
  });

  it('answers one locality with its parents (getLocality)', async () => {
    const pin = await somePincode();
    const one = await officialClient().logistic.getLocality({ localityType: 'pincode', localityValue: pin.name });
    expect(one.name).toBe(pin.name);
    expect(one.parents.country.id).toBe('IN');
    expect(one.parents.city.id).toBe(pin.parent_uid);
    expect(one.localities.map((l: Locality) => l.type)).toEqual(['country', 'state', 'city']);
  });

  it('rejects an unknown type and answers 404 for an unknown value', async () => {
    const type = await api(`${L}/v1.0/localities/planet`);
    expect(type.status).toBe(400);
    expect(type.json.message).toBe(
      'Invalid path: locality_type: locality_type must be one of country, state, city, pincode',
    );
    const value = await api(`${L}/v1.0/localities/pincode/999999`);
    expect(value.status).toBe(404);
    expect(value.json.message).toBe('No pincode 999999 found');
  });
});
