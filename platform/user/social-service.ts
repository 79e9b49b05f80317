// login/google-token and login/facebook-token: verify the provider's token (social/*), then sign
// in the account bound to that provider identity, or the owner of the verified email (Google
// only), or a new account.
import { and, eq } from 'drizzle-orm';
import { userIdentities } from './schema';
import { ApiError } from '../http/errors';
import type { AuthSuccess } from '../../contract/types/user';
import { normaliseEmail, NAME_MAX_LENGTH } from '../../contract/account';
import type { Database } from '../db/client';
import type { SignsIn } from './caller';
import { USER_MESSAGES } from './messages';
import { verifyFacebookToken } from './social/facebook';
import { verifyGoogleIdToken } from './social/google';
import { SocialVerificationError, type SocialProfile } from './social/profile';
import { assertCanSignIn, createUser, loadUser, refuseDuplicate, userByVerifiedEmail } from './user-store';

/** The account to sign in and whether it existed; the route starts the session. */
type SocialSignIn = SignsIn<Omit<AuthSuccess, 'user'>>;

/** Public and secret social settings, from the environment (README, Configuration). */
export function socialSettings() {
  return {
    googleClientId: process.env.GOOGLE_CLIENT_ID?.trim() || '',
    googleJwksUrl: process.env.GOOGLE_JWKS_URL?.trim() || undefined,
    facebookAppId: process.env.FACEBOOK_APP_ID?.trim() || '',
    facebookAppSecret: process.env.FACEBOOK_APP_SECRET?.trim() || '',
    facebookGraphUrl: process.env.FACEBOOK_GRAPH_URL?.trim() || undefined,
  };
}

function refusal(provider: 'Google' | 'Facebook', error: unknown): never {
  if (!(error instanceof SocialVerificationError)) throw error;
  console.warn(`[user] ${provider} sign-in refused:`, error.message);
  if (error.reason === 'unavailable') throw new ApiError(502, USER_MESSAGES.providerUnavailable(provider));
  if (error.reason === 'no-email') throw new ApiError(400, USER_MESSAGES.socialEmailMissing);
  if (provider === 'Facebook' && error.reason === 'expired')
    throw new ApiError(401, USER_MESSAGES.facebookTokenExpired);
  throw new ApiError(
    401,
    provider === 'Google' ? USER_MESSAGES.googleTokenInvalid : USER_MESSAGES.facebookTokenInvalid,
  );
}

export async function googleLogin(database: Database, idToken: string): Promise<SocialSignIn> {
  const settings = socialSettings();
  if (!settings.googleClientId) throw new ApiError(400, USER_MESSAGES.googleClientIdMissing);
  const profile = await verifyGoogleIdToken(idToken, {
    clientId: settings.googleClientId,
    jwksUrl: settings.googleJwksUrl,
  }).catch((e) => refusal('Google', e));
  return socialLogin(database, profile);
}

export async function facebookLogin(database: Database, accessToken: string): Promise<SocialSignIn> {
  const settings = socialSettings();
  if (!settings.facebookAppId || !settings.facebookAppSecret)
    throw new ApiError(400, USER_MESSAGES.facebookAppIdMissing);
  const profile = await verifyFacebookToken(accessToken, {
    appId: settings.facebookAppId,
    appSecret: settings.facebookAppSecret,
    graphUrl: settings.facebookGraphUrl,
  }).catch((e) => refusal('Facebook', e));
  return socialLogin(database, profile);
}

const clip = (value: string) => value.replace(/[^\p{L}\p{M}\d\-_'. ]/gu, '').slice(0, NAME_MAX_LENGTH);

async function socialLogin(database: Database, profile: SocialProfile): Promise<SocialSignIn> {
  const [bound] = await database.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  if (bound) {
    const loaded = await loadUser(database.db, bound.userId);
    if (loaded) return { signIn: loaded.user, user_exists: true };
  }
  const normalised = profile.email ? normaliseEmail(profile.email) : undefined;
  const owner = normalised && profile.emailVerified ? await userByVerifiedEmail(database.db, normalised) : undefined;
  if (owner) {
    assertCanSignIn(owner);
    await database.db
      .insert(userIdentities)
      .values({ provider: profile.provider, subject: profile.subject, userId: owner.id })
      .onConflictDoNothing();
    return { signIn: owner, user_exists: true };
  }
  const userId = await refuseDuplicate(
    () =>
      database.db.transaction(async (tx) => {
        const id = await createUser(tx, {
          firstName: clip(profile.firstName),
          lastName: clip(profile.lastName),
          profilePicUrl: /^https:\/\//.test(profile.picture) ? profile.picture.slice(0, 2000) : '',
          ...(profile.email && normalised
            ? { email: { email: profile.email, normalised, verified: profile.emailVerified } }
            : {}),
        });
        await tx.insert(userIdentities).values({ provider: profile.provider, subject: profile.subject, userId: id });
        return id;
      }),
    USER_MESSAGES.emailInUse,
  );
  const created = (await loadUser(database.db, userId))!.user;
  return { signIn: created, user_exists: false };
}
