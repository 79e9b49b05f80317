// Our own typed SDK (lib/sdk configuration and logistics modules) against the platform over HTTP.
import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkClientValidationError, SdkServerResponseError } from '@/lib/sdk';
import { server } from '../harness';

function sdk() {
  const { url, applicationId, applicationToken } = server();
  return createSdk(
    createApiClient({
      transport: (request) => fetch(request),
      base: url,
      config: { applicationId, applicationToken, domain: url },
    }),
  );
}

describe('lib/sdk configuration', () => {
  it('reads the application, features, currencies and languages', async () => {
    const s = sdk();
    const app = await s.configuration.getApplication();
    expect(app._id).toBe(server().applicationId);
    const detail = await s.configuration.getBasicDetails();
    expect(detail.name).toBe(app.name);
    const { feature } = await s.configuration.getFeatures();
    expect(typeof feature.common?.deployment_store_selection?.enabled).toBe('boolean');
    const { items } = await s.configuration.getCurrencies();
    const one = await s.configuration.getCurrencyById({ id: items[0]._id });
    expect(one.code).toBe(items[0].code);
    expect((await s.configuration.getLanguages()).items.length).toBeGreaterThan(0);
    expect((await s.configuration.getContactInfo()).application).toBe(app._id);
    expect((await s.configuration.getOwnerInfo()).application_info._id).toBe(app._id);
  });

  it('lists ordering stores and selects one', async () => {
    const s = sdk();
    const stores = await s.configuration.getOrderingStores({ pageSize: 12 });
    expect(stores.page.size).toBe(12);
    const store = await s.configuration.getStoreDetailById({ storeId: stores.items[0].uid });
    expect(store.uid).toBe(stores.items[0].uid);
    const selected = await s.configuration.getOrderingStoreCookie({ body: { ordering_store: { uid: store.uid } } });
    expect(selected.message).toBe(`Ordering store set to ${store.name}`);
    expect((await s.configuration.removeOrderingStoreCookie()).message).toBe('Ordering store removed');
  });

  it('lists locations', async () => {
    const s = sdk();
    const countries = await s.configuration.getLocations({ locationType: 'country' });
    expect(countries.items.some((c) => c.iso2 === 'IN')).toBe(true);
    const states = await s.configuration.getLocations({ locationType: 'state', id: 'IN' });
    expect(states.items.every((st) => st.type === 'state')).toBe(true);
  });

  it('surfaces server messages and rejects a missing path parameter before any request', async () => {
    const s = sdk();
    const error = await s.configuration.getCurrencyById({ id: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SdkServerResponseError);
    expect(error).toMatchObject({ status: 404, message: 'Currency nope not found' });
    await expect(s.configuration.getStoreDetailById({ storeId: '' })).rejects.toThrow(
      new SdkClientValidationError('Missing or empty required parameter: store_id'),
    );
  });
});

describe('lib/sdk logistics', () => {
  it('looks up a pincode, a country and a delivery time', async () => {
    const s = sdk();
    const { items } = await s.logistics.getLocalities({ localityType: 'pincode', country: 'IN', pageSize: 2 });
    const pincode = items[0].name;
    const result = await s.logistics.getPincodeCity({ pincode });
    const state = result.data[0].parents.find((p) => p.sub_type === 'state');
    expect(state?.state_code).toMatch(/^[A-Z]{2}$/);
    const country = await s.logistics.getCountry({ countryIsoCode: 'IN' });
    expect(country.formatted_form_field.length).toBeGreaterThan(0);
    const countries = await s.logistics.getCountries({ pageSize: 100 });
    expect(countries.items.some((c) => c.iso2 === 'IN')).toBe(true);
    const tat = await s.logistics.getTatProduct({
      body: {
        to_pincode: pincode,
        location_details: [
          { fulfillment_id: 1, from_pincode: pincode, articles: [{ category: { level: 'l3', id: 1 } }] },
        ],
      },
    });
    expect(tat.articles[0].promise?.formatted.min).toMatch(/^\w{3}, \d{1,2} \w{3}$/);
    const zones = await s.logistics.getPincodeZones({ body: { country: 'IN', pincode } });
    expect(zones.zones.length).toBe(1);
    const locality = await s.logistics.getLocality({ localityType: 'pincode', localityValue: pincode });
    expect(locality.parents?.country?.id).toBe('IN');
    expect((await s.logistics.getAllCountries()).results.length).toBeGreaterThan(0);
  });

  it("throws the spec's messages", async () => {
    const s = sdk();
    await expect(s.logistics.getPincodeCity({ pincode: '' })).rejects.toThrow(
      'Missing or empty required parameter: pincode',
    );
    await expect(s.logistics.getPincodeCity({ pincode: '12' })).rejects.toMatchObject({
      status: 400,
      message: 'Enter Valid Pincode',
    });
    await expect(s.logistics.getTatProduct({ body: { to_pincode: '', location_details: [] } })).rejects.toMatchObject({
      status: 400,
      message: 'Pincode not serviceable',
    });
  });
});
