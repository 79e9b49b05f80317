// A place the map picked (Google's PlaceResult or GeocoderResult: geometry and address_components)
// as the address form's values, or the message saying why not.
import { MAP_MESSAGES } from './constants';

export type MapComponent = { long_name: string; short_name: string; types: string[] };
export type MapPlace = {
  geometry?: { location?: { lat(): number; lng(): number } };
  address_components?: MapComponent[];
  formatted_address?: string;
};
export type PlacedAddress = { values: Record<string, string>; latitude: number; longitude: number; line: string };

const part = (components: MapComponent[], type: string, short = false) => {
  const found = components.find((c) => c.types.includes(type));
  return found ? (short ? found.short_name : found.long_name) : '';
};

export function placeToAddress(place: MapPlace, countryIso2: string): PlacedAddress | { error: string } {
  const location = place.geometry?.location;
  if (!location) return { error: MAP_MESSAGES.noGeometry };
  const components = place.address_components;
  if (!Array.isArray(components) || components.length === 0 || !components.every((c) => c && Array.isArray(c.types)))
    return { error: MAP_MESSAGES.noComponents };
  if (part(components, 'country', true).toUpperCase() !== countryIso2.toUpperCase())
    return { error: MAP_MESSAGES.outsideCountry };
  const street = [part(components, 'premise'), part(components, 'street_number'), part(components, 'route')]
    .filter(Boolean)
    .join(' ');
  const area = [
    part(components, 'sublocality_level_2'),
    part(components, 'sublocality_level_1') || part(components, 'neighborhood'),
  ]
    .filter(Boolean)
    .join(', ');
  const values: Record<string, string> = {
    address: street,
    area,
    landmark: '',
    city: part(components, 'locality') || part(components, 'administrative_area_level_2'),
    state: part(components, 'administrative_area_level_1'),
    area_code: part(components, 'postal_code'),
  };
  for (const key of Object.keys(values)) if (!values[key]) delete values[key];
  return {
    values,
    latitude: location.lat(),
    longitude: location.lng(),
    line: place.formatted_address ?? Object.values(values).join(', '),
  };
}
