// The map picker's place: geometry and address components are
// required and the place must be in the form's country, with the spec's words; a good place fills
// the form's fields and the coordinates.
import { describe, expect, it } from '@jest/globals';
import { placeToAddress, type MapPlace } from '@/lib/address/map-place';

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });
const c = (long_name: string, types: string[], short_name = long_name) => ({ long_name, short_name, types });

const bandra: MapPlace = {
  geometry: at(19.0596, 72.8295),
  formatted_address: 'Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
  address_components: [
    c('24', ['street_number']),
    c('Hill Road', ['route']),
    c('Bandra West', ['sublocality_level_1', 'sublocality', 'political']),
    c('Mumbai', ['locality', 'political']),
    c('Maharashtra', ['administrative_area_level_1', 'political'], 'MH'),
    c('India', ['country', 'political'], 'IN'),
    c('400050', ['postal_code']),
  ],
};

describe('map place to address', () => {
  it('fills street, area, city, state, pincode and the coordinates', () => {
    expect(placeToAddress(bandra, 'IN')).toEqual({
      values: {
        address: '24 Hill Road',
        area: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        area_code: '400050',
      },
      latitude: 19.0596,
      longitude: 72.8295,
      line: 'Hill Road, Bandra West, Mumbai, Maharashtra 400050, India',
    });
  });

  it('refuses in the map place messages', () => {
    expect(placeToAddress({ address_components: bandra.address_components }, 'IN')).toEqual({
      error: 'Returned place contains no geometry',
    });
    expect(placeToAddress({ geometry: at(1, 2) }, 'IN')).toEqual({
      error: 'Address components are missing or invalid.',
    });
    expect(placeToAddress({ geometry: at(1, 2), address_components: [] }, 'IN')).toEqual({
      error: 'Address components are missing or invalid.',
    });
    expect(placeToAddress(bandra, 'US')).toEqual({ error: 'Place selected is not within the desired country.' });
  });
});
