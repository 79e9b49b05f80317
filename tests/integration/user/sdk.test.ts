// The storefront's own SDK (lib/sdk/user.ts) against the platform, carrying the shopper's cookie
// the way serverSdk({ cookie }) does on the server.
import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '@/lib/sdk/client';
import { createSdk, SdkServerResponseError, USER_ERROR_CODES } from '@/lib/sdk';
import { server } from '../harness';
import { PASSWORD, latestLinkCode, registered, uniqueEmail } from '../user-helpers';

function sdk(cookie?: string) {
  const { url, applicationId, applicationToken } = server();
  return createSdk(
    createApiClient({
      transport: (request) => fetch(request),
      base: url,
      config: { applicationId, applicationToken, domain: url, cookie },
    }),
  );
}

describe('lib/sdk user', () => {
  it('reads and edits the signed-in shopper with the forwarded cookie, and is refused without it', async () => {
    const account = await registered();
    const signedIn = sdk(account.shopper.cookie).user;
    expect((await signedIn.getLoggedInUser()).user.user_id).toBe(account.userId);
    expect((await signedIn.hasPassword()).result).toBe(true);
    const updated = await signedIn.updateProfile({ body: { first_name: 'Sdk' }, platform: 'web' });
    expect(updated.user.first_name).toBe('Sdk');
    const email = uniqueEmail('sdk');
    expect((await signedIn.addEmail({ body: { email } })).verify_email_link).toBe(true);
    const { code } = await latestLinkCode(email);
    expect(await sdk().user.verifyEmail({ body: { code } })).toEqual({ message: 'Email verified' });
    expect((await signedIn.setEmailAsPrimary({ body: { email } })).user.emails.find((e) => e.primary)?.email).toBe(
      email,
    );
    expect((await signedIn.deleteEmail({ email: account.email })).user.emails).toHaveLength(1);

    const anonymous = sdk().user;
    await expect(anonymous.getLoggedInUser()).rejects.toBeInstanceOf(SdkServerResponseError);
    await expect(anonymous.getLoggedInUser()).rejects.toMatchObject({
      status: 401,
      body: { code: USER_ERROR_CODES.notSignedIn },
    });
  });

  it('tells account-locked apart after deletion', async () => {
    const account = await registered();
    await sdk(account.shopper.cookie).user.deleteUser({ body: { user_id: account.userId } });
    await expect(
      sdk().user.loginWithEmailAndPassword({ body: { username: account.email, password: PASSWORD } }),
    ).rejects.toMatchObject({
      status: 403,
      body: { code: USER_ERROR_CODES.accountLocked },
    });
    const config = await sdk().user.getPlatformConfig();
    expect(config.login).toEqual({ password: true, otp: true });
  });
});
