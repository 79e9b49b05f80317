// GET /service/common/configuration/v1.0/location: countries, states of a country, cities of a state.
import { describe, expect, it } from '@jest/globals';
import { api, officialClient } from '../harness';

const LOCATION = '/service/common/configuration/v1.0/location';
type Item = { _id: string; name: string; type: string; parent?: string; iso2?: string; state_code?: string };

describe('common: locations', () => {
  it('lists countries by default and for location_type=country', async () => {
    const plain = await api(LOCATION);
    expect(plain.status).toBe(200);
    expect(plain.json.items.length).toBeGreaterThan(0);
    const viaSdk = await officialClient().common.getLocations({ locationType: 'country' });
    expect(viaSdk.items).toEqual(plain.json.items);
    const india = viaSdk.items.find((c: Item) => c.iso2 === 'IN');
    expect(india).toMatchObject({ _id: 'IN', type: 'country', iso3: 'IND', phone_code: '+91', currency: 'INR' });
  });

  it("lists a country's states and a state's cities, each pointing at its parent", async () => {
    const states = await officialClient().common.getLocations({ locationType: 'state', id: 'IN' });
    expect(states.items.length).toBeGreaterThan(0);
    for (const state of states.items)
      expect(state).toMatchObject({ type: 'state', parent: 'IN', state_code: expect.any(String) });
    const state = states.items[0] as Item;
    const cities = await officialClient().common.getLocations({ locationType: 'city', id: state._id });
    expect(cities.items.length).toBeGreaterThan(0);
    for (const city of cities.items)
      expect(city).toMatchObject({ type: 'city', parent: state._id, state_code: state.state_code });
    const byCode = await api(`${LOCATION}?location_type=city&id=${encodeURIComponent(state.state_code!)}`);
    expect(byCode.json.items.map((c: Item) => c._id)).toEqual(
      expect.arrayContaining(cities.items.map((c: Item) => c._id)),
    );
  });

  it('needs the parent id for states and cities', async () => {
    const states = await api(`${LOCATION}?location_type=state`);
    expect(states.status).toBe(400);
    expect(states.json.message).toBe('Missing or empty required parameter: id (the country whose states to list)');
    const cities = await api(`${LOCATION}?location_type=city`);
    expect(cities.status).toBe(400);
    expect(cities.json.message).toBe('Missing or empty required parameter: id (the state whose cities to list)');
  });

  it('rejects an unknown location type and an unknown country', async () => {
    const type = await api(`${LOCATION}?location_type=planet`);
    expect(type.status).toBe(400);
    expect(type.json.message).toBe('Invalid query: location_type: location_type must be one of country, state, city');
    const country = await api(`${LOCATION}?location_type=state&id=Atlantis`);
    expect(country.status).toBe(404);
    expect(country.json.message).toBe('Country Atlantis not found');
  });
});
