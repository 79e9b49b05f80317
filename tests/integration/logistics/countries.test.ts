// Countries (v2.0 list, one country with its address form) and the v1.0 country-list.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient, failure } from '../harness';

const L = '/service/application/logistics';
type Field = { slug: string; display_name: string; required: boolean; input: string; next?: string };

describe('countries', () => {
  it('lists countries with paging (getCountries)', async () => {
    const list = await officialClient().logistic.getCountries({ pageNo: 1, pageSize: 1000 });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.page).toMatchObject({ type: 'number', current: 1, item_total: list.items.length, has_next: false });
    const india = list.items.find((c: { iso2: string }) => c.iso2 === 'IN');
    expect(india).toMatchObject({ iso3: 'IND', phone_code: '+91', type: 'country', currency: { code: 'INR' } });
    if (list.items.length > 1) {
      const one = await api(`${L}/v2.0/countries?page_size=1&page_no=2`);
      expect(one.json.items).toHaveLength(1);
      expect(one.json.items[0].iso2).toBe(list.items[1].iso2);
      expect(one.json.page.has_previous).toBe(true);
    }
  });

  it('lists only the countries the shop delivers to when onboarding', async () => {
    const res = await api(`${L}/v2.0/countries?onboarding=true&page_size=1000`);
    expect(res.status).toBe(200);
    expect(res.json.items.map((c: { iso2: string }) => c.iso2)).toContain('IN');
    const all = await api(`${L}/v2.0/countries?page_size=1000`);
    expect(res.json.items.length).toBeLessThanOrEqual(all.json.items.length);
  });

  it('searches by name and filters by phone code', async () => {
    const byName = await api(`${L}/v2.0/countries?q=indi`);
    expect(byName.json.items.map((c: { iso2: string }) => c.iso2)).toContain('IN');
    const byPhone = await api(`${L}/v2.0/countries?phone_code=91`);
    expect(byPhone.json.items.map((c: { iso2: string }) => c.iso2)).toEqual(['IN']);
  });

  it('rejects bad paging and a bad phone code', async () => {
    for (const query of ['page_size=0', 'page_no=-1', 'phone_code=abc', 'onboarding=maybe']) {
      const res = await api(`${L}/v2.0/countries?${query}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^Invalid query/);
    }
  });

  it('answers a country with its address form (getCountry), on v1.0 and v2.0', async () => {
    const country = await officialClient().logistic.getCountry({ countryIsoCode: 'IN' });
    expect(country).toMatchObject({ iso2: 'IN', iso3: 'IND', phone_code: '+91', display_name: expect.any(String) });
    expect(Number.isFinite(Number(country.latitude))).toBe(true);
    const { address, serviceability_fields, address_template } = country.fields;
    expect(address.length).toBeGreaterThan(0);
    for (const field of address as Field[]) {
      expect(field).toMatchObject({
        slug: expect.any(String),
        display_name: expect.any(String),
        required: expect.any(Boolean),
        input: expect.any(String),
      });
      if (field.next) expect(address.map((f: Field) => f.slug)).toContain(field.next);
    }
    // The pincode field is area_code; it is what serviceability is checked on.
    expect(serviceability_fields).toEqual(['area_code']);
    // The template names every field once and the formatted rows follow it.
    const slugs = [...address_template.checkout_form.matchAll(/\{(\w+)\}/g)].map((m: RegExpMatchArray) => m[1]);
    expect([...slugs].sort()).toEqual(address.map((f: Field) => f.slug).sort());
    expect(country.formatted_form_field.flat().map((f: Field) => f.slug)).toEqual(slugs);
    const v2 = await api(`${L}/v2.0/countries/in`);
    expect(v2.status).toBe(200);
    expect(v2.json).toEqual(country);
    const byIso3 = await api(`${L}/v2.0/countries/IND`);
    expect(byIso3.json.iso2).toBe('IN');
  });

  it("gives the pincode field the country's validation", async () => {
    const country = (await api(`${L}/v2.0/countries/IN`)).json;
    const pincode = country.fields.address.find((f: Field) => f.slug === 'area_code');
    expect(pincode.validation.type).toBe('regex');
    const pattern = new RegExp(pincode.validation.regex.value);
    expect(pattern.test('400001')).toBe(true);
    expect(pattern.test('4000')).toBe(false);
  });

  it('answers 404 for an unknown country and 400 for a malformed code', async () => {
    const missing = await api(`${L}/v2.0/countries/QQ`);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: 'Country QQ not found' });
    expect(await failure(() => officialClient().logistic.getCountry({ countryIsoCode: 'QQ' }))).toMatchObject({
      code: 404,
    });
    for (const code of ['1', 'INDIA', 'I1']) {
      const bad = await api(`${L}/v2.0/countries/${code}`);
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe('Invalid path: country_iso_code: expected a 2 or 3 letter ISO code');
    }
  });

  it('answers the v1.0 country-list (getAllCountries)', async () => {
    const { results } = await officialClient().logistic.getAllCountries();
    expect(results.find((c: { uid: string }) => c.uid === 'IN')).toMatchObject({
      meta: { country_code: 'IND', isd_code: '+91' },
      is_active: true,
    });
  });
});
