// Delivery promise arithmetic: how far a parcel travels decides the delivery days, the
// manufacturing time is added, and the dates are formatted like 'Tue, 25 Nov' (en-IN).
import type { TatPromise } from '../../contract/types/logistics';
import { DELIVERY_DAYS, PROMISE_LOCALE, PROMISE_TIME_ZONE, SAME_CITY_KM } from './constants';

export type Place = { city: string; state: string; countryIsoCode: string; latitude: number; longitude: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();

export function deliveryDays(from: Place, to: Place): readonly [number, number] {
  if (!same(from.countryIsoCode, to.countryIsoCode)) return DELIVERY_DAYS.international;
  const sameState = same(from.state, to.state);
  if ((sameState && same(from.city, to.city)) || distanceKm(from, to) < SAME_CITY_KM) return DELIVERY_DAYS.sameCity;
  if (sameState) return DELIVERY_DAYS.sameState;
  return DELIVERY_DAYS.sameCountry;
}

export function manufacturingMs(time: number | undefined, unit: string | undefined): number {
  if (!time) return 0;
  return unit === 'days' ? time * DAY_MS : time * HOUR_MS;
}

const formatter = new Intl.DateTimeFormat(PROMISE_LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: PROMISE_TIME_ZONE,
});

export function formatPromiseDate(date: Date): string {
  return formatter.format(date);
}

/** Earliest and latest delivery for a parcel leaving `from` after manufacturing. */
export function promiseFor(from: Place, to: Place, manufacturing: number, now = new Date()): TatPromise {
  const [minDays, maxDays] = deliveryDays(from, to);
  const ready = now.getTime() + manufacturing;
  const min = new Date(ready + minDays * DAY_MS);
  const max = new Date(ready + maxDays * DAY_MS);
  return {
    timestamp: { min: Math.floor(min.getTime() / 1000), max: Math.floor(max.getTime() / 1000) },
    formatted: { min: formatPromiseDate(min), max: formatPromiseDate(max) },
  };
}
