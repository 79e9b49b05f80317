// GOOGLE_MAPS_API_KEY turns the address map picker on: the feature flag cart.google_map and the
// google_map token the storefront reads (configuration/v1.0/feature and /token).
import { afterEach, describe, expect, it } from '@jest/globals';
import { featuresOf, tokensOf } from '@/platform/configuration/application-service';

const app = {
  id: 'app1',
  token: 'secret-app-token',
  name: 'Shop',
  description: '',
  domain: 'shop.test',
  logo: null,
  config: { feature: { cart: { google_map: false, gst_input: true } }, tokens: {} },
  createdAt: new Date(0),
} as never;

afterEach(() => {
  delete process.env.GOOGLE_MAPS_API_KEY;
});

describe('the Maps key', () => {
  it('is off without the key', () => {
    expect(featuresOf(app).feature.cart?.google_map).toBe(false);
    expect(tokensOf(app).tokens).not.toHaveProperty('google_map');
  });

  it('turns the picker on and hands the browser key over as the google_map token', () => {
    process.env.GOOGLE_MAPS_API_KEY = 'browser-key';
    expect(featuresOf(app).feature.cart).toMatchObject({ google_map: true, gst_input: true });
    expect(tokensOf(app).tokens).toMatchObject({
      google_map: { enabled: true, credentials: { api_key: 'browser-key' } },
    });
  });
});
