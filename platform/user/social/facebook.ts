// Facebook sign-in: the browser holds a user access token. Graph API debug_token, asked with our
// app's credentials, says whether the token is valid, for which app and user, and until when;
// then /me gives the profile (with appsecret_proof, so a leaked token alone cannot be replayed
// through our app id).
import crypto from 'node:crypto';
import { PROVIDER_TIMEOUT_MS, SocialVerificationError, type SocialProfile } from './profile';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

type DebugToken = {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number; error?: { message?: string } };
};
type Me = {
  id?: string;
  name?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  picture?: { data?: { url?: string } };
};

async function graph<T>(url: URL): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new SocialVerificationError('unavailable', `Facebook unreachable: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new SocialVerificationError('unavailable', `Facebook answered ${response.status}`);
  const body = (await response.json().catch(() => undefined)) as T | undefined;
  if (!response.ok || !body)
    throw new SocialVerificationError('invalid', `Facebook refused the token (${response.status})`);
  return body;
}

export async function verifyFacebookToken(
  accessToken: string,
  options: { appId: string; appSecret: string; graphUrl?: string },
): Promise<SocialProfile> {
  const base = (options.graphUrl ?? FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  const debug = new URL(`${base}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${options.appId}|${options.appSecret}`);
  const { data } = await graph<DebugToken>(debug);
  if (!data?.is_valid || String(data.app_id) !== options.appId || !data.user_id) {
    throw new SocialVerificationError(
      'invalid',
      `Facebook token is not valid for this app: ${data?.error?.message ?? 'is_valid false'}`,
    );
  }
  // expires_at 0 means a token that does not expire.
  if (data.expires_at && data.expires_at * 1000 <= Date.now())
    throw new SocialVerificationError('expired', 'Facebook token has expired');

  const me = new URL(`${base}/me`);
  me.searchParams.set('fields', 'id,name,email,first_name,last_name,picture');
  me.searchParams.set('access_token', accessToken);
  me.searchParams.set(
    'appsecret_proof',
    crypto.createHmac('sha256', options.appSecret).update(accessToken).digest('hex'),
  );
  const profile = await graph<Me>(me);
  if (String(profile.id) !== String(data.user_id))
    throw new SocialVerificationError('invalid', 'Facebook profile does not match the token');
  if (!profile.email) throw new SocialVerificationError('no-email', 'Facebook did not share the email');
  const [first, ...rest] = (profile.name ?? '').split(' ');
  return {
    provider: 'facebook',
    subject: String(profile.id),
    email: profile.email,
    // Facebook does not say whether it checked the address: it is kept, unverified, and never
    // used to join an existing account.
    emailVerified: false,
    firstName: profile.first_name ?? first ?? '',
    lastName: profile.last_name ?? rest.join(' '),
    picture: profile.picture?.data?.url ?? '',
  };
}
