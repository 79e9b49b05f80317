// Google and Facebook sign-in against the provider stub (provider-stub.js): ID tokens signed with
// a key made for this run, Facebook tokens registered with the stub's Graph API.
import crypto from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { SignJWT, importJWK, type JWK } from 'jose';
import { officialClient, server } from '../harness';
import { AUTH, PASSWORD, Shopper, registered, uniqueEmail } from '../user-helpers';

type Social = {
  googleClientId: string;
  googlePrivateJwk: JWK & { kid: string };
  facebookAppId: string;
  providerStub: string;
};
const social = () => (server() as unknown as { social: Social }).social;

async function googleToken(
  claims: Record<string, unknown>,
  options: { audience?: string; issuer?: string; expiresIn?: string; key?: JWK & { kid: string } } = {},
) {
  const { googleClientId, googlePrivateJwk } = social();
  const jwk = options.key ?? googlePrivateJwk;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? googleClientId)
    .setSubject(String(claims.sub ?? crypto.randomInt(1e9, 9e9)))
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

const oauth = (token: string) => ({
  is_signed_in: true,
  oauth2: { access_token: token, expiry: Date.now() + 3600_000 },
  profile: { id: 'ignored', email: 'spoofed@example.com' },
});

describe('login/google-token', () => {
  it('creates an account from the verified claims, then signs the same account in', async () => {
    const email = uniqueEmail('google');
    const sub = String(crypto.randomInt(1e9, 9e9));
    const token = await googleToken({
      sub,
      email,
      name: 'Lata Rao',
      given_name: 'Lata',
      family_name: 'Rao',
      picture: 'https://lh3.example.com/p.png',
    });
    const shopper = new Shopper();
    const first = await shopper.post(`${AUTH}/login/google-token?platform=web`, oauth(token));
    expect(first.status).toBe(200);
    expect(first.json.user_exists).toBe(false);
    expect(first.json.user).toMatchObject({
      first_name: 'Lata',
      last_name: 'Rao',
      profile_pic_url: 'https://lh3.example.com/p.png',
      emails: [{ email, verified: true, primary: true, active: true }],
    });
    expect(shopper.cookie).toMatch(/^f\.session=/);
    const again = await new Shopper().post(`${AUTH}/login/google-token`, oauth(await googleToken({ sub, email })));
    expect(again.json).toMatchObject({ user_exists: true, user: { user_id: first.json.user.user_id } });
  });

  it("joins the existing account that holds the Google account's verified email", async () => {
    const account = await registered();
    const res = await new Shopper().post(
      `${AUTH}/login/google-token`,
      oauth(await googleToken({ email: account.email })),
    );
    expect(res.json).toMatchObject({ user_exists: true, user: { user_id: account.userId } });
  });

  it('refuses a token for another client id, from another issuer, expired, or signed by another key', async () => {
    const email = uniqueEmail('google');
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const foreignKey = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: social().googlePrivateJwk.kid };
    const tokens = [
      await googleToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await googleToken({ email }, { issuer: 'https://evil.example.com' }),
      await googleToken({ email }, { expiresIn: '-1m' }),
      await googleToken({ email }, { key: foreignKey }),
      'not.a.jwt',
    ];
    for (const token of tokens) {
      const res = await new Shopper().post(`${AUTH}/login/google-token`, oauth(token));
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('The Google sign-in could not be verified. Please try again.');
    }
    const unverified = await new Shopper().post(
      `${AUTH}/login/google-token`,
      oauth(await googleToken({ email, email_verified: false })),
    );
    // An unverified Google email never joins an account; a new one is made with it unverified.
    expect(unverified.json.user.emails[0]).toMatchObject({ verified: false });
    const missing = await new Shopper().post(`${AUTH}/login/google-token`, { oauth2: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Missing or empty required parameter: oauth2.access_token');
  });
});

async function facebookToken(profile: Record<string, unknown>, options: { appId?: string; expiresAt?: number } = {}) {
  const token = `EAAB${crypto.randomBytes(24).toString('hex')}`;
  const entry = {
    token,
    app_id: options.appId ?? social().facebookAppId,
    expires_at: options.expiresAt ?? Math.floor(Date.now() / 1000) + 3600,
    profile,
  };
  const res = await fetch(`${social().providerStub}/facebook/tokens`, { method: 'POST', body: JSON.stringify(entry) });
  expect(res.status).toBe(201);
  return token;
}

describe('login/facebook-token', () => {
  it('verifies the token with debug_token, reads the profile and signs in', async () => {
    const id = String(crypto.randomInt(1e9, 9e9));
    const email = uniqueEmail('fb');
    const token = await facebookToken({
      id,
      name: 'Kiran Shah',
      first_name: 'Kiran',
      last_name: 'Shah',
      email,
      picture: { data: { url: 'https://fb.example.com/k.jpg' } },
    });
    const first = await new Shopper().post(`${AUTH}/login/facebook-token?platform=web`, oauth(token));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      user_exists: false,
      user: { first_name: 'Kiran', last_name: 'Shah', emails: [{ email, verified: false }] },
    });
    const second = await officialClient().user.loginWithFacebook({ body: oauth(token), platform: 'web' });
    expect(second).toMatchObject({ user_exists: true, user: { user_id: first.json.user.user_id } });
  });

  it("never joins an existing account by Facebook's email", async () => {
    const account = await registered();
    const token = await facebookToken({
      id: String(crypto.randomInt(1e9, 9e9)),
      name: 'Not Asha',
      email: account.email,
    });
    const res = await new Shopper().post(`${AUTH}/login/facebook-token`, oauth(token));
    expect(res.json.user_exists).toBe(false);
    expect(res.json.user.user_id).not.toBe(account.userId);
    // The real owner still signs in to their own account.
    expect(
      (await new Shopper().post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD })).json.user
        .user_id,
    ).toBe(account.userId);
  });

  it('refuses an unknown token, a token of another app, an expired token and one without email', async () => {
    const id = () => String(crypto.randomInt(1e9, 9e9));
    const unknown = await new Shopper().post(`${AUTH}/login/facebook-token`, oauth('EAABunknown'));
    expect(unknown.status).toBe(401);
    expect(unknown.json.message).toBe('The Facebook sign-in could not be verified. Please try again.');
    const otherApp = await new Shopper().post(
      `${AUTH}/login/facebook-token`,
      oauth(await facebookToken({ id: id(), email: uniqueEmail() }, { appId: '999' })),
    );
    expect(otherApp.status).toBe(401);
    const expired = await new Shopper().post(
      `${AUTH}/login/facebook-token`,
      oauth(await facebookToken({ id: id(), email: uniqueEmail() }, { expiresAt: Math.floor(Date.now() / 1000) - 60 })),
    );
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('The Facebook sign-in has expired. Please sign in again.');
    const noEmail = await new Shopper().post(
      `${AUTH}/login/facebook-token`,
      oauth(await facebookToken({ id: id(), name: 'No Mail' })),
    );
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.message).toBe('Please allow access to your email address to sign in');
  });
});

describe('platform config', () => {
  it('answers the sign-in methods, required fields and public social ids only', async () => {
    const config = await officialClient().user.getPlatformConfig({ name: 'Shop' });
    expect(config).toMatchObject({
      login: { password: true, otp: true },
      register: true,
      forgot_password: true,
      social: { google: true, facebook: true, apple: false },
      social_tokens: { google: { app_id: social().googleClientId }, facebook: { app_id: social().facebookAppId } },
      required_fields: { mobile: { is_required: true, level: 'soft' }, email: { is_required: true, level: 'soft' } },
      otp: { length: 6, resend_timer: 2 },
    });
    expect(JSON.stringify(config)).not.toContain('integration-test-app-secret');
    expect(JSON.stringify(config)).not.toMatch(/app_secret/);
  });
});

describe('development outbox', () => {
  it('lists messages newest first, as JSON by address and as an HTML page, without signing', async () => {
    const email = uniqueEmail('outbox');
    const shopper = new Shopper();
    await shopper.post(`${AUTH}/otp/email/send`, { email });
    const json = await fetch(`${server().url}/dev/outbox.json?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(json.status).toBe(200);
    const { items } = (await json.json()) as { items: Array<{ to: string; channel: string; body: string }> };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ to: email.toLowerCase(), channel: 'email' });
    const page = await fetch(`${server().url}/dev/outbox`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(email.toLowerCase());
    expect(html.indexOf(email.toLowerCase())).toBeLessThan(html.lastIndexOf('</article>'));
    expect((await fetch(`${server().url}/dev/outbox.json?limit=0`)).status).toBe(400);
  });
});

describe('SMTP delivery', () => {
  it('mails an email OTP through SMTP_URL as well as keeping it in the outbox', async () => {
    const email = uniqueEmail('smtp').toLowerCase();
    await new Shopper().post(`${AUTH}/login/otp`, { email });
    const res = await fetch(`${social().providerStub}/smtp/messages?to=${encodeURIComponent(email)}`);
    const { items } = (await res.json()) as { items: Array<{ from: string; to: string[]; data: string }> };
    expect(items).toHaveLength(1);
    expect(items[0].from).toContain('shop@example.com');
    const [stored] = (await (await fetch(`${server().url}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json())
      .items;
    expect(items[0].data).toContain(/^(\d{6})/.exec(stored.body)![1]);
    expect(stored.sent_at).not.toBeNull();
    expect(stored.error).toBeNull();
  });
});
