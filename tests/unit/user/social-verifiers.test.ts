// The Google and Facebook verifiers in-process, with msw standing in for Google's JWKS endpoint
// and Facebook's Graph API at their real addresses.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SignJWT, exportJWK, importJWK, type JWK } from 'jose';
import { GOOGLE_JWKS_URL, verifyGoogleIdToken } from '@/platform/user/social/google';
import { FACEBOOK_GRAPH_URL, verifyFacebookToken } from '@/platform/user/social/facebook';
import { SocialVerificationError } from '@/platform/user/social/profile';
import { facebookLogin, googleLogin } from '@/platform/user/social-service';
import type { Database } from '@/platform/db/client';

const CLIENT_ID = 'unit.apps.googleusercontent.com';
const APP_ID = '42';
const APP_SECRET = 'unit-secret';
const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
let publicJwk: JWK;
let jwksCalls = 0;
let jwksDown = false;

const server = setupServer(
  http.get(GOOGLE_JWKS_URL, () => {
    jwksCalls++;
    return jwksDown ? HttpResponse.error() : HttpResponse.json({ keys: [publicJwk] });
  }),
  http.get(`${FACEBOOK_GRAPH_URL}/debug_token`, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('access_token') !== `${APP_ID}|${APP_SECRET}`)
      return HttpResponse.json({ error: { message: 'bad app token' } }, { status: 400 });
    const token = url.searchParams.get('input_token');
    if (token === 'good' || token === 'mismatch')
      return HttpResponse.json({
        data: { app_id: APP_ID, is_valid: true, user_id: '1001', expires_at: Math.floor(Date.now() / 1000) + 600 },
      });
    if (token === 'old')
      return HttpResponse.json({ data: { app_id: APP_ID, is_valid: true, user_id: '1001', expires_at: 1000 } });
    if (token === 'down') return new HttpResponse(null, { status: 503 });
    return HttpResponse.json({ data: { is_valid: false, error: { message: 'Invalid OAuth access token.' } } });
  }),
  http.get(`${FACEBOOK_GRAPH_URL}/me`, ({ request }) => {
    const url = new URL(request.url);
    const token = url.searchParams.get('access_token') ?? '';
    const proof = crypto.createHmac('sha256', APP_SECRET).update(token).digest('hex');
    if (url.searchParams.get('appsecret_proof') !== proof)
      return HttpResponse.json({ error: { message: 'bad proof' } }, { status: 400 });
    return HttpResponse.json({
      id: token === 'mismatch' ? '2002' : '1001',
      name: 'Kiran Shah',
      email: 'kiran@example.com',
      picture: { data: { url: 'https://fb.example/k.jpg' } },
    });
  }),
);

beforeAll(async () => {
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'unit-key', alg: 'RS256' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  jwksDown = false;
});
afterAll(() => server.close());

async function idToken(claims: Record<string, unknown>, audience = CLIENT_ID, expiresIn = '5m') {
  const key = await importJWK({ ...((await exportJWK(pair.privateKey)) as JWK) }, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'unit-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject('g-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const reason = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SocialVerificationError);
    return (error as SocialVerificationError).reason;
  }
  throw new Error('expected a refusal');
};

describe('verifyGoogleIdToken', () => {
  it("reads the profile from a token signed by Google's key for our client id", async () => {
    const profile = await verifyGoogleIdToken(
      await idToken({ email: 'lata@example.com', email_verified: true, given_name: 'Lata', family_name: 'Rao' }),
      { clientId: CLIENT_ID },
    );
    expect(profile).toEqual({
      provider: 'google',
      subject: 'g-1',
      email: 'lata@example.com',
      emailVerified: true,
      firstName: 'Lata',
      lastName: 'Rao',
      picture: '',
    });
    expect(jwksCalls).toBeGreaterThan(0);
  });

  it('refuses another audience and an expired token, and reports Google being down apart', async () => {
    expect(
      await reason(
        verifyGoogleIdToken(await idToken({ email: 'a@example.com' }, 'other-client'), { clientId: CLIENT_ID }),
      ),
    ).toBe('invalid');
    expect(
      await reason(
        verifyGoogleIdToken(await idToken({ email: 'a@example.com' }, CLIENT_ID, '-1m'), { clientId: CLIENT_ID }),
      ),
    ).toBe('expired');
    expect(await reason(verifyGoogleIdToken(await idToken({}), { clientId: CLIENT_ID }))).toBe('no-email');
    jwksDown = true;
    // A different JWKS address has no cached keys, so it must fetch, and fails.
    expect(
      await reason(
        verifyGoogleIdToken(await idToken({ email: 'a@example.com' }), {
          clientId: CLIENT_ID,
          jwksUrl: `${GOOGLE_JWKS_URL}?fresh=1`,
        }),
      ),
    ).toBe('unavailable');
  });
});

describe('verifyFacebookToken', () => {
  const options = { appId: APP_ID, appSecret: APP_SECRET };
  it('checks the token with debug_token and reads the profile with appsecret_proof', async () => {
    expect(await verifyFacebookToken('good', options)).toEqual({
      provider: 'facebook',
      subject: '1001',
      email: 'kiran@example.com',
      emailVerified: false,
      firstName: 'Kiran',
      lastName: 'Shah',
      picture: 'https://fb.example/k.jpg',
    });
  });

  it('refuses invalid, expired and mismatched tokens; a Graph outage is "unavailable"', async () => {
    expect(await reason(verifyFacebookToken('bogus', options))).toBe('invalid');
    expect(await reason(verifyFacebookToken('old', options))).toBe('expired');
    expect(await reason(verifyFacebookToken('mismatch', options))).toBe('invalid');
    expect(await reason(verifyFacebookToken('down', options))).toBe('unavailable');
    expect(await reason(verifyFacebookToken('good', { ...options, appSecret: 'wrong' }))).toBe('invalid');
  });
});

describe('social sign-in settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("answers 'Facebook App ID not provided in platform' when the app id is not configured", async () => {
    delete process.env.FACEBOOK_APP_ID;
    await expect(facebookLogin({} as Database, 'token')).rejects.toMatchObject({
      status: 400,
      message: 'Facebook App ID not provided in platform',
    });
    delete process.env.GOOGLE_CLIENT_ID;
    await expect(googleLogin({} as Database, 'token')).rejects.toMatchObject({
      status: 400,
      message: 'Google Client ID not provided in platform',
    });
  });
});
