// Sessions: the f.session cookie, rotation at sign-in, logout here and elsewhere, the sessions
// list, deletion and account-locked, and a shopper trying another's session.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { AUTH, PASSWORD, Shopper, registered } from '../user-helpers';

describe('session cookie', () => {
  it('is sealed, httpOnly, SameSite=Lax, path / and lasts the session lifetime', async () => {
    const account = await registered();
    const shopper = new Shopper();
    await shopper.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    const [line] = shopper.lastSetCookie;
    expect(line).toMatch(/^f\.session=Fe26\.2\*/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=2592000/);
    // Over plain http it is not Secure; behind an https proxy it is.
    expect(line).not.toMatch(/; Secure/i);
    const https = new Shopper();
    await https.call(`${AUTH}/login/password`, {
      method: 'POST',
      body: { username: account.email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.lastSetCookie[0]).toMatch(/; Secure/i);
  });

  it('answers 401 with code USER_NOT_SIGNED_IN without a cookie, or with a forged or tampered one', async () => {
    for (const cookie of ['', 'f.session=forged', 'f.session=Fe26.2*1*abc*def*ghi*jkl*mno*pqr']) {
      const res = await new Shopper().call(`${AUTH}/session`, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, code: 'USER_NOT_SIGNED_IN', message: 'Please sign in to continue' });
    }
    const account = await registered();
    const tampered = account.shopper.cookie.slice(0, -3) + (account.shopper.cookie.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await new Shopper().call(`${AUTH}/session`, { headers: { cookie: tampered } })).status).toBe(401);
  });

  it('rotates the session at every sign-in: the cookie held before no longer works', async () => {
    const account = await registered();
    const before = account.shopper.cookie;
    const sessionsBefore = (await account.shopper.get(`${AUTH}/sessions`)).json.sessions as string[];
    await account.shopper.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    expect(account.shopper.cookie).not.toBe(before);
    const sessionsAfter = (await account.shopper.get(`${AUTH}/sessions`)).json.sessions as string[];
    expect(sessionsAfter).toHaveLength(1);
    expect(sessionsAfter[0]).not.toBe(sessionsBefore[0]);
    const replay = await new Shopper().call(`${AUTH}/session`, { headers: { cookie: before } });
    expect(replay.status).toBe(401);
  });
});

describe('logout and sessions', () => {
  it('logout ends this session only; the cookie is cleared and a replay of it is refused', async () => {
    const account = await registered();
    const phone = new Shopper();
    await phone.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    const list = await account.shopper.get(`${AUTH}/sessions`);
    expect(list.json.sessions).toHaveLength(2);
    expect(list.json.items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list.json.items[0]).toMatchObject({
      user_agent: expect.any(String),
      ip: expect.any(String),
      expire_in: expect.any(String),
    });
    expect(list.json.items.map((s: { ip: string }) => s.ip).sort()).toEqual([account.shopper.ip, phone.ip].sort());

    const held = account.shopper.cookie;
    const out = await account.shopper.get(`${AUTH}/logout`);
    expect(out.json).toEqual({ logout: true });
    expect(account.shopper.lastSetCookie[0]).toMatch(/^f\.session=;.*Max-Age=0/i);
    expect(account.shopper.cookie).toBe('');
    expect((await new Shopper().call(`${AUTH}/session`, { headers: { cookie: held } })).status).toBe(401);
    expect((await phone.get(`${AUTH}/session`)).status).toBe(200);
    expect((await phone.get(`${AUTH}/sessions`)).json.sessions).toHaveLength(1);
    // Logging out without a session is harmless.
    expect((await new Shopper().get(`${AUTH}/logout`)).json).toEqual({ logout: true });
  });

  it("never shows or ends another shopper's sessions", async () => {
    const a = await registered();
    const b = await registered();
    const aSessions = (await a.shopper.get(`${AUTH}/sessions`)).json.sessions as string[];
    const bList = (await b.shopper.get(`${AUTH}/sessions`)).json.sessions as string[];
    expect(bList.some((id) => aSessions.includes(id))).toBe(false);
    expect((await b.shopper.get(`${AUTH}/session`)).json.user.user_id).toBe(b.userId);
    // B asking to delete A's account is refused; A is untouched.
    const res = await b.shopper.post(`${AUTH}/delete`, { user_id: a.userId });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You can only delete your own account');
    expect((await a.shopper.get(`${AUTH}/session`)).status).toBe(200);
    // B's logout leaves A signed in.
    await b.shopper.get(`${AUTH}/logout`);
    expect((await a.shopper.get(`${AUTH}/session`)).status).toBe(200);
  });

  it('works through the official SDK with the cookie (getLoggedInUser, getListOfActiveSessions, logout)', async () => {
    const account = await registered();
    const client = officialClient({ cookie: account.shopper.cookie });
    expect((await client.user.getLoggedInUser()).user.user_id).toBe(account.userId);
    expect((await client.user.getListOfActiveSessions()).sessions).toHaveLength(1);
    expect(await client.user.logout()).toEqual({ logout: true });
    expect(await failure(() => client.user.getLoggedInUser())).toMatchObject({ code: 401 });
  });
});

describe('delete', () => {
  it('flags the account deleted, ends every session and locks it: sign-in answers ACCOUNT_LOCKED', async () => {
    const account = await registered();
    const other = new Shopper();
    await other.post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    const missing = await account.shopper.post(`${AUTH}/delete`, {});
    expect(missing.json.message).toBe('Missing or empty required parameter: user_id');
    const res = await account.shopper.post(`${AUTH}/delete`, {
      user_id: account.userId,
      reason_id: 'privacy',
      reason: 'no longer needed',
    });
    expect(res.json).toEqual({ success: true });
    expect(account.shopper.cookie).toBe('');
    expect((await other.get(`${AUTH}/session`)).status).toBe(401);

    const locked = await new Shopper().post(`${AUTH}/login/password`, { username: account.email, password: PASSWORD });
    expect(locked.status).toBe(403);
    expect(locked.json).toEqual({
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'This account has been deleted and is locked. Contact support to restore it.',
    });
    // A wrong password still answers the generic message: only the owner learns it is locked.
    const wrong = await new Shopper().post(`${AUTH}/login/password`, {
      username: account.email,
      password: 'Wrong#123',
    });
    expect(wrong.json.message).toBe('Incorrect email, mobile number or password');
    // The address stays taken.
    expect((await new Shopper().get(`${AUTH}/user-exists?q=${encodeURIComponent(account.email)}`)).json).toEqual({
      user_exists: true,
    });
    expect((await new Shopper().post(`${AUTH}/delete`, { user_id: account.userId })).status).toBe(401);
  });
});
