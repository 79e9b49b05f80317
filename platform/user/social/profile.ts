// What a verified social sign-in tells us about the person.
export type SocialProfile = {
  provider: 'google' | 'facebook';
  /** The provider's stable user id (Google's sub, Facebook's user id). */
  subject: string;
  email?: string;
  /** Whether the provider vouches that the person controls the email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string;
};

/** Why a token was refused: the token itself, or the provider could not be asked. */
export class SocialVerificationError extends Error {
  constructor(
    readonly reason: 'invalid' | 'expired' | 'unavailable' | 'no-email',
    message: string,
  ) {
    super(message);
  }
}

export const PROVIDER_TIMEOUT_MS = 5000;
