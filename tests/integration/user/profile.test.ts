// The profile: details, emails and phones with verification links and primary, each acting only
// on the session's own account.
import { describe, expect, it } from '@jest/globals';
import { failure, officialClient } from '../harness';
import { AUTH, PROFILE, Shopper, latestLinkCode, outbox, registered, uniqueEmail, uniqueMobile } from '../user-helpers';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('profile detail', () => {
  it('updates names, gender, birth date and picture; bad values get their rule', async () => {
    const account = await registered();
    const res = await account.shopper.post(`${PROFILE}/detail?platform=web`, {
      first_name: 'Meera',
      last_name: 'Nair',
      gender: 'Female',
      dob: '1990-04-01',
      profile_pic_url: 'https://example.com/me.png',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      verify_email_link: false,
      verify_mobile_link: false,
      user: {
        first_name: 'Meera',
        last_name: 'Nair',
        gender: 'female',
        dob: '1990-04-01',
        profile_pic_url: 'https://example.com/me.png',
      },
    });
    expect((await account.shopper.get(`${AUTH}/session`)).json.user.first_name).toBe('Meera');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { first_name: 'M<e>' },
        'Name may only contain letters, digits, hyphen, underscore, apostrophe, period and space',
      ],
      [{ gender: 'x' }, 'Gender must be one of male, female, unisex or other'],
      [{ dob: '2999-01-01' }, 'dob must be a past date as YYYY-MM-DD'],
      [{ profile_pic_url: 'javascript:alert(1)' }, 'profile_pic_url must be an http(s) URL'],
      [{ email: 'bad' }, 'Please enter a valid email address'],
      [{ mobile: { phone: '123', country_code: '91' } }, 'Invalid Phone Number'],
    ];
    for (const [body, message] of cases) {
      const bad = await account.shopper.post(`${PROFILE}/detail`, body);
      expect({ body, status: bad.status, message: bad.json.message }).toEqual({ body, status: 400, message });
    }
    expect((await new Shopper().post(`${PROFILE}/detail`, { first_name: 'Nobody' })).status).toBe(401);
  });

  it('adds a new email and mobile given on the detail form, each sent a link', async () => {
    const account = await registered({ withMobile: false });
    const email = uniqueEmail('second');
    const mobile = uniqueMobile();
    const res = await account.shopper.post(`${PROFILE}/detail`, {
      first_name: 'New',
      email,
      mobile: { phone: mobile, country_code: '91' },
    });
    expect(res.json).toMatchObject({ verify_email_link: true, verify_mobile_link: true });
    expect(res.json.user.emails).toContainEqual({ email, primary: false, verified: false, active: true });
    expect(res.json.user.phone_numbers).toContainEqual({
      phone: mobile,
      country_code: 91,
      primary: false,
      verified: false,
      active: true,
    });
    expect(await outbox(email.toLowerCase())).toHaveLength(1);
    expect(await outbox(`+91${mobile}`)).toHaveLength(1);
  });
});

describe('emails', () => {
  it('adds, verifies by link, makes primary and removes an email', async () => {
    const account = await registered();
    const email = uniqueEmail('work');
    const added = await account.shopper.put(`${PROFILE}/email?platform=web`, { email });
    expect(added.status).toBe(200);
    expect(added.json.verify_email_link).toBe(true);
    const notYet = await account.shopper.post(`${PROFILE}/email/primary`, { email });
    expect(notYet.status).toBe(400);
    expect(notYet.json.message).toBe('Only a verified address can be made primary');

    const again = await account.shopper.post(`${PROFILE}/email/link/send`, { email });
    expect(again.json).toEqual({ verify_email_link: true });
    const { code, url } = await latestLinkCode(email);
    expect(url.pathname).toBe('/auth/verify-email');
    expect((await new Shopper().post(`${AUTH}/verify/email`, { code })).json).toEqual({ message: 'Email verified' });
    const reused = await new Shopper().post(`${AUTH}/verify/email`, { code });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('This link is invalid or has expired');
    expect((await account.shopper.post(`${PROFILE}/email/link/send`, { email })).json.message).toBe(
      'This email is already verified',
    );

    const primary = await account.shopper.post(`${PROFILE}/email/primary`, { email });
    expect(primary.json.user.emails.find((e: { primary: boolean }) => e.primary).email).toBe(email);
    const removePrimary = await account.shopper.delete(`${PROFILE}/email?${q({ email })}`);
    expect(removePrimary.status).toBe(400);
    expect(removePrimary.json.message).toBe('The primary email cannot be removed. Make another email primary first.');
    const removed = await account.shopper.delete(
      `${PROFILE}/email?${q({ email: account.email, active: 'true', primary: 'false', verified: 'true' })}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.json.user.emails.map((e: { email: string }) => e.email)).toEqual([email]);
    const gone = await account.shopper.delete(`${PROFILE}/email?${q({ email: account.email })}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('This email is not on your profile');
  });

  it("cannot take, verify, remove or promote another shopper's email", async () => {
    const a = await registered();
    const b = await registered();
    // A taken email is answered like a free one (nothing tells B it has an account); A is told instead.
    const free = await b.shopper.put(`${PROFILE}/email`, { email: uniqueEmail('free') });
    const taken = await b.shopper.put(`${PROFILE}/email`, { email: a.email.toUpperCase() });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.json).sort()).toEqual(Object.keys(free.json).sort());
    expect(taken.json).toMatchObject({ verify_email_link: true });
    const [notice] = await outbox(a.email.toLowerCase());
    expect(notice.subject).toMatch(/^Someone tried to add your address to another .+ account$/);
    expect(notice.body).not.toMatch(/code=/);
    // On B's profile it stays unverified: never primary, and asking for its link again only tells A again.
    expect((await b.shopper.post(`${PROFILE}/email/primary`, { email: a.email })).json.message).toBe(
      'Only a verified address can be made primary',
    );
    expect((await b.shopper.post(`${PROFILE}/email/link/send`, { email: a.email })).status).toBe(200);
    expect((await outbox(a.email.toLowerCase()))[0].body).not.toMatch(/code=/);
    expect((await b.shopper.delete(`${PROFILE}/email?${q({ email: a.email })}`)).status).toBe(200);
    const aUser = (await a.shopper.get(`${AUTH}/session`)).json.user;
    expect(aUser.emails).toEqual([{ email: a.email, primary: true, verified: true, active: true }]);

    // A adds an address and B adds the same one unverified: whoever verifies first keeps it.
    const shared = uniqueEmail('shared');
    await a.shopper.put(`${PROFILE}/email`, { email: shared });
    const aLink = (await latestLinkCode(shared)).code;
    await b.shopper.put(`${PROFILE}/email`, { email: shared });
    const bLink = (await latestLinkCode(shared)).code;
    expect((await new Shopper().post(`${AUTH}/verify/email`, { code: bLink })).status).toBe(200);
    const late = await new Shopper().post(`${AUTH}/verify/email`, { code: aLink });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This email is already in use by another account');
  });
});

describe('phones', () => {
  it('adds, verifies by link, makes primary and removes a mobile; another shopper cannot touch it', async () => {
    const account = await registered();
    const other = await registered();
    const mobile = uniqueMobile();
    const added = await account.shopper.put(`${PROFILE}/mobile?platform=web`, { country_code: '91', phone: mobile });
    expect(added.json).toMatchObject({ verify_mobile_link: true });
    expect(added.json.user.phone_numbers).toContainEqual({
      phone: mobile,
      country_code: 91,
      primary: false,
      verified: false,
      active: true,
    });
    expect((await account.shopper.put(`${PROFILE}/mobile`, { country_code: '91', phone: '123' })).json.message).toBe(
      'Invalid Phone Number',
    );

    expect(
      (await other.shopper.post(`${PROFILE}/mobile/link/send`, { country_code: '91', phone: mobile })).status,
    ).toBe(404);
    const { code, url } = await latestLinkCode(`+91${mobile}`);
    expect(url.pathname).toBe('/auth/verify-mobile');
    expect((await new Shopper().post(`${AUTH}/verify/mobile`, { code })).json).toEqual({
      message: 'Mobile number verified',
    });
    // Answered like a free number; the owner is told by SMS and the number stays unverified for the other.
    const taken = await other.shopper.put(`${PROFILE}/mobile`, { country_code: '91', phone: mobile });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ verify_mobile_link: true });
    expect(taken.json.user.phone_numbers).toContainEqual({
      phone: mobile,
      country_code: 91,
      primary: false,
      verified: false,
      active: true,
    });
    expect((await outbox(`+91${mobile}`))[0].body).toMatch(/^Someone tried to add this address to another .+ account/);
    expect((await other.shopper.post(`${PROFILE}/mobile/primary`, { country_code: '91', phone: mobile })).status).toBe(
      400,
    );
    expect((await other.shopper.delete(`${PROFILE}/mobile?${q({ country_code: '91', phone: mobile })}`)).status).toBe(
      200,
    );

    const primary = await account.shopper.post(`${PROFILE}/mobile/primary`, { country_code: '91', phone: mobile });
    expect(primary.status).toBe(200);
    expect(primary.json.user.phone_numbers.find((p: { primary: boolean }) => p.primary).phone).toBe(mobile);
    const removeOld = await account.shopper.delete(
      `${PROFILE}/mobile?${q({ country_code: '91', phone: account.mobile })}`,
    );
    expect(removeOld.status).toBe(200);
    const removePrimary = await account.shopper.delete(`${PROFILE}/mobile?${q({ country_code: '91', phone: mobile })}`);
    expect(removePrimary.json.message).toBe(
      'The primary mobile number cannot be removed. Make another number primary first.',
    );
  });

  it('works through the official SDK (updateProfile, addEmail, setEmailAsPrimary)', async () => {
    const account = await registered();
    const client = officialClient({ cookie: account.shopper.cookie });
    const updated = await client.user.updateProfile({
      body: { first_name: 'Sdk', last_name: 'User' },
      platform: 'web',
    });
    expect(updated.user.first_name).toBe('Sdk');
    const email = uniqueEmail('sdk');
    expect((await client.user.addEmail({ body: { email }, platform: 'web' })).verify_email_link).toBe(true);
    expect(await failure(() => client.user.setEmailAsPrimary({ body: { email } }))).toMatchObject({ code: 400 });
    expect(await failure(() => officialClient().user.addEmail({ body: { email: uniqueEmail() } }))).toMatchObject({
      code: 401,
    });
  });
});
