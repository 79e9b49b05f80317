// Google sign-in: the browser's credential is a Google ID token (an RS256 JWT). It is verified
// against Google's published keys (JWKS, cached and refreshed by jose), its issuer, its audience
// (our GOOGLE_CLIENT_ID) and its expiry. The profile comes from the verified claims only, never
// from what the client sends beside the token.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { PROVIDER_TIMEOUT_MS, SocialVerificationError, type SocialProfile } from './profile';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    keySets.set(url, set);
  }
  return set;
}

export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl?: string },
): Promise<SocialProfile> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(options.jwksUrl ?? GOOGLE_JWKS_URL), {
      issuer: ISSUERS,
      audience: options.clientId,
      algorithms: ['RS256'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new SocialVerificationError('expired', 'Google ID token has expired');
    // Keys that could not be fetched or read are Google's problem, not the shopper's token.
    if (
      error instanceof errors.JWKSTimeout ||
      error instanceof errors.JWKSInvalid ||
      !(error instanceof errors.JOSEError)
    ) {
      throw new SocialVerificationError('unavailable', `Google keys unavailable: ${(error as Error).message}`);
    }
    throw new SocialVerificationError('invalid', `Google ID token refused: ${error.code}`);
  }
  const subject = typeof payload.sub === 'string' ? payload.sub : '';
  if (!subject) throw new SocialVerificationError('invalid', 'Google ID token has no subject');
  const email = typeof payload.email === 'string' ? payload.email : undefined;
  if (!email) throw new SocialVerificationError('no-email', 'Google ID token has no email');
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
  const [first, ...rest] = text('name').split(' ');
  return {
    provider: 'google',
    subject,
    email,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    firstName: text('given_name') || first || '',
    lastName: text('family_name') || rest.join(' '),
    picture: text('picture'),
  };
}
