// One shopper's answers (profile, cart, wishlist, compare list, points) carry
// `Cache-Control: private, no-store`, so no browser or shared cache can hand them to the next user
// or show them after a logout; the catalogue's public answers are left cacheable.
import { Jar, signIn, C } from '../cart/helpers';
import { api } from '../harness';

const APP = '/service/application';

describe('per-shopper answers are never cached', () => {
  let jar: Jar;
  beforeAll(async () => {
    ({ jar } = await signIn());
  }, 60_000);

  it.each([
    ['profile', `${APP}/user/authentication/v1.0/session`],
    ['cart', `${C}/detail`],
    ['wishlist ids', `${APP}/catalog/v1.0/follow/ids/`],
    ['compare list', `${APP}/catalog/v1.0/compare/`],
    ['points', `${APP}/rewards/v1.0/user/points/`],
  ])('%s', async (_name, path) => {
    const res = await jar.get(path);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('also when the answer is a refusal', async () => {
    const res = await new Jar().get(`${APP}/rewards/v1.0/user/points/`);
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves the public catalogue alone', async () => {
    const res = await api(`${APP}/catalog/v1.0/products/?page_size=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control') ?? '').not.toContain('no-store');
  });
});
