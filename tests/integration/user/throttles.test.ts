// Fair limits: wrong passwords from strangers slow an account's password sign-in gradually and
// never shut its owner out (sign-in by OTP stays open); user-exists and registration forms are
// throttled per client address, before any password hash is computed.
// The test platform starts the password back-off at LOGIN_BACKOFF_SECONDS=2 (global-setup.js).
import { describe, expect, it } from '@jest/globals';
import { AUTH, PASSWORD, Shopper, latestOtp, registered, sleep, uniqueEmail } from '../user-helpers';

const FIRST_DELAY = 2;

// The stranger's address: the back-off holds an account's password sign-in from one address.
let stranger = new Shopper();
const tryPassword = (username: string, password: string, from = stranger) =>
  from.post(`${AUTH}/login/password`, { username, password });

async function failFiveTimes(username: string) {
  stranger = new Shopper();
  for (let i = 0; i < 5; i++) expect((await tryPassword(username, `Wrong#12${i}`)).status).toBe(400);
}

describe('password back-off per account and address', () => {
  it('holds each attempt after the fifth failure twice as long as the one before, and refused attempts do not add to it', async () => {
    const account = await registered();
    await failFiveTimes(account.email);

    const first = await tryPassword(account.email, PASSWORD);
    expect(first.status).toBe(429);
    expect(first.json).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(first.json.retry_after).toBeGreaterThanOrEqual(1);
    expect(first.json.retry_after).toBeLessThanOrEqual(FIRST_DELAY);
    // Hammering during the hold is refused without extending it.
    for (let i = 0; i < 5; i++) expect((await tryPassword(account.email, 'Wrong#999')).status).toBe(429);

    await sleep(first.json.retry_after * 1000 + 200);
    expect((await tryPassword(account.email, 'Wrong#600')).status).toBe(400);
    const second = await tryPassword(account.email, PASSWORD);
    expect(second.status).toBe(429);
    expect(second.json.retry_after).toBeGreaterThan(FIRST_DELAY);
    expect(second.json.retry_after).toBeLessThanOrEqual(2 * FIRST_DELAY);

    // The owner gets in once the hold is over, and that clears the count.
    await sleep(second.json.retry_after * 1000 + 200);
    expect((await tryPassword(account.email, PASSWORD)).status).toBe(200);
    expect((await tryPassword(account.email, 'Wrong#700')).status).toBe(400);
    expect((await tryPassword(account.email, PASSWORD)).status).toBe(200);
  });

  it("never holds back the owner's right password from an address that has not failed", async () => {
    const account = await registered();
    await failFiveTimes(account.email);
    for (let i = 0; i < 3; i++) expect((await tryPassword(account.email, `Wrong#13${i}`)).status).toBe(429);

    const owner = new Shopper();
    const signedIn = await tryPassword(account.email, PASSWORD, owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.user_id).toBe(account.userId);
    // The owner's sign-in does not free the stranger's address.
    expect((await tryPassword(account.email, PASSWORD)).status).toBe(429);
    // The owner's own mistakes are the owner's: a wrong password and then the right one go through.
    expect((await tryPassword(account.email, 'Wrong#140', owner)).status).toBe(400);
    expect((await tryPassword(account.email, PASSWORD, owner)).status).toBe(200);
  });

  it('past the per-account cap, slows every address that has failed on the account while a fresh address signs in at once', async () => {
    const account = await registered();
    // 50 wrong passwords from 25 addresses, two each (under each address's free attempts), 5 addresses at a time.
    const crowd = Array.from({ length: 25 }, () => new Shopper());
    for (let start = 0; start < crowd.length; start += 5) {
      await Promise.all(
        crowd.slice(start, start + 5).map(async (from) => {
          for (let i = 0; i < 2; i++) expect((await tryPassword(account.email, `Wrong#15${i}`, from)).status).toBe(400);
        }),
      );
    }
    // The address that failed last now waits, where it had 3 free attempts left.
    const held = await tryPassword(account.email, PASSWORD, crowd[crowd.length - 1]);
    expect(held.status).toBe(429);
    expect(held.json.retry_after).toBeGreaterThanOrEqual(1);
    // An address that has not failed gets the right password in at once; after its first mistake it waits.
    expect((await tryPassword(account.email, PASSWORD, new Shopper())).status).toBe(200);
    const careful = new Shopper();
    expect((await tryPassword(account.email, 'Wrong#170', careful)).status).toBe(400);
    const wait = await tryPassword(account.email, PASSWORD, careful);
    expect(wait.status).toBe(429);
    await sleep(wait.json.retry_after * 1000 + 200);
    expect((await tryPassword(account.email, PASSWORD, careful)).status).toBe(200);
  }, 120_000);

  it('keeps sign-in by OTP open while strangers hold the password back', async () => {
    const account = await registered();
    await failFiveTimes(account.email);
    expect((await tryPassword(account.email, PASSWORD)).status).toBe(429);

    const owner = new Shopper();
    expect((await owner.post(`${AUTH}/login/otp?platform=web`, { email: account.email })).status).toBe(200);
    const signedIn = await owner.post(`${AUTH}/otp/email/verify`, {
      email: account.email,
      otp: await latestOtp(account.email),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.user.user_id).toBe(account.userId);
    expect(owner.cookie).toMatch(/^f\.session=/);
  });
});

describe('per-address throttles', () => {
  it('throttles user-exists per client address, like the sign-in calls', async () => {
    const prober = new Shopper();
    for (let i = 0; i < 30; i++)
      expect((await prober.get(`${AUTH}/user-exists?q=${encodeURIComponent(uniqueEmail('probe'))}`)).status).toBe(200);
    const refused = await prober.get(`${AUTH}/user-exists?q=${encodeURIComponent(uniqueEmail('probe'))}`);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.json.retry_after).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new Shopper().get(`${AUTH}/user-exists?q=${encodeURIComponent(uniqueEmail('probe'))}`)).status).toBe(
      200,
    );
  });

  it('throttles registration forms per client address', async () => {
    const registrar = new Shopper();
    const form = () => ({
      first_name: 'Asha',
      last_name: 'Rao',
      gender: 'female',
      email: uniqueEmail('burst'),
      password: PASSWORD,
    });
    for (let i = 0; i < 20; i++)
      expect((await registrar.post(`${AUTH}/register/form?platform=web`, form())).status).toBe(200);
    const refused = await registrar.post(`${AUTH}/register/form?platform=web`, form());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect((await new Shopper().post(`${AUTH}/register/form?platform=web`, form())).status).toBe(200);
  });

  it('ignores a client address a request names itself in the relay header', async () => {
    const account = await registered();
    const forger = new Shopper();
    // No X-Forwarded-For: only the relay header could name an address, and it has no secret.
    const headers = { 'x-forwarded-for': '', 'x-shop-client-address': '203.0.113.9' };
    const signIn = await forger.call(`${AUTH}/login/password`, {
      method: 'POST',
      body: { username: account.email, password: PASSWORD },
      headers,
    });
    expect(signIn.status).toBe(200);
    const sessions = await forger.call(`${AUTH}/sessions`, { headers });
    const mine = sessions.json.items.find((item: { current: boolean }) => item.current);
    expect(mine.ip).toBe('127.0.0.1');
  });
});
