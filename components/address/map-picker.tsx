'use client';
// The map address picker: drawn only when the shop has a Maps key. A map
// centred on the form's country (zoom 5, 2 to 18) with a draggable pin, a 'Search Google Maps'
// box, 'Get current location', and the resolved address with 'Use this', which fills the form.
// The Maps script loads only here (@googlemaps/js-api-loader); if it is not ready in 5 s the
// picker says 'Loading took too long' and the form goes on without it.
import { useEffect, useRef, useState } from 'react';
import { MAP_LIMITS, MAP_MESSAGES } from '@/lib/address/constants';
import { placeToAddress, type MapPlace, type PlacedAddress } from '@/lib/address/map-place';
import styles from './address.module.css';

type Props = {
  mapsKey: string;
  country: string;
  center: { lat: number; lng: number };
  onUse: (place: PlacedAddress) => void;
};

export function MapPicker({ mapsKey, country, center, onUse }: Props) {
  const mapRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<PlacedAddress>();
  const [locate, setLocate] = useState<() => void>();

  useEffect(() => {
    let live = true;
    const slow = setTimeout(() => live && !ready && setError(MAP_MESSAGES.tooSlow), MAP_LIMITS.loaderTimeoutMs);
    (async () => {
      const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
      setOptions({ key: mapsKey, v: 'weekly' });
      const [{ Map }, { Marker }, { Autocomplete }, { Geocoder }] = await Promise.all([
        importLibrary('maps'),
        importLibrary('marker'),
        importLibrary('places'),
        importLibrary('geocoding'),
      ]);
      if (!live || !mapRef.current) return;
      clearTimeout(slow);
      setReady(true);
      const map = new Map(mapRef.current, {
        center,
        zoom: MAP_LIMITS.zoom,
        minZoom: MAP_LIMITS.minZoom,
        maxZoom: MAP_LIMITS.maxZoom,
        streetViewControl: false,
      });
      const pin = new Marker({
        map,
        position: center,
        draggable: true,
        icon: { url: '/icon.svg', scaledSize: new google.maps.Size(MAP_LIMITS.pinSize, MAP_LIMITS.pinSize) },
      });
      const geocoder = new Geocoder();
      const show = (place: MapPlace) => {
        const result = placeToAddress(place, country);
        if ('error' in result) {
          setError(result.error);
          setFound(undefined);
          // A place outside the country puts the pin back at the centre.
          if (result.error === MAP_MESSAGES.outsideCountry) pin.setPosition(center);
          return;
        }
        setError(undefined);
        setFound(result);
      };
      let debounce: ReturnType<typeof setTimeout> | undefined;
      const reverse = (position: google.maps.LatLngLiteral) => {
        clearTimeout(debounce);
        debounce = setTimeout(async () => {
          const { results } = await geocoder
            .geocode({ location: position })
            .catch(() => ({ results: [] as google.maps.GeocoderResult[] }));
          show(results[0] ?? {});
        }, MAP_LIMITS.reverseGeocodeDebounceMs);
      };
      pin.addListener('dragend', () => {
        const p = pin.getPosition();
        if (p) reverse({ lat: p.lat(), lng: p.lng() });
      });
      if (searchRef.current) {
        const search = new Autocomplete(searchRef.current, {
          componentRestrictions: { country },
          fields: ['geometry', 'address_components', 'formatted_address'],
        });
        search.addListener('place_changed', () => {
          const place = search.getPlace() as MapPlace;
          show(place);
          const location = place.geometry?.location;
          if (location) {
            pin.setPosition(location as google.maps.LatLng);
            map.panTo(location as google.maps.LatLng);
          }
        });
      }
      setLocate(() => () => {
        if (!('geolocation' in navigator)) {
          console.warn(MAP_MESSAGES.noGeolocation);
          return;
        }
        navigator.geolocation.getCurrentPosition(
          ({ coords }) => {
            const position = { lat: coords.latitude, lng: coords.longitude };
            pin.setPosition(position);
            map.panTo(position);
            reverse(position);
          },
          (problem) => setError(problem.message),
        );
      });
    })().catch(() => live && setError(MAP_MESSAGES.tooSlow));
    return () => {
      live = false;
      clearTimeout(slow);
    };
    // The map is drawn once per country; its callbacks read the latest props through closures made then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapsKey, country]);

  // Given up on: the map's controls go (the form below works without it); the message stays.
  const gone = !ready && error === MAP_MESSAGES.tooSlow;
  return (
    <div className={styles.map} data-testid="map-picker">
      <p className={styles.optional}>{MAP_MESSAGES.note}</p>
      <div className={styles.mapControls} hidden={gone}>
        <label htmlFor="map-search">{MAP_MESSAGES.search}</label>
        <input id="map-search" ref={searchRef} className={styles.input} type="search" disabled={!ready} />
        <div ref={mapRef} className={styles.mapCanvas} aria-hidden={!ready} />
        <button type="button" className={styles.secondary} disabled={!locate} onClick={() => locate?.()}>
          {MAP_MESSAGES.currentLocation}
        </button>
      </div>
      {found ? (
        <p>
          {found.line}{' '}
          <button type="button" className={styles.secondary} onClick={() => onUse(found)}>
            {MAP_MESSAGES.useThis}
          </button>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
