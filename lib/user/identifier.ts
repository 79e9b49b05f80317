// What a shopper types into "Mobile number or email": a mobile number (India by
// default) or an email. Shared by the sign-in form and its plain-form action.
import { ACCOUNT_MESSAGES, emailField, phoneWithCountry } from '@/contract/account';

export type Identifier = { kind: 'mobile'; mobile: string } | { kind: 'email'; email: string };

export function readIdentifier(text: string): Identifier | { error: string } {
  const value = text.trim();
  if (!value) return { error: ACCOUNT_MESSAGES.missing('mobile number or email') };
  if (value.includes('@')) {
    const parsed = emailField().safeParse(value);
    return parsed.success ? { kind: 'email', email: parsed.data } : { error: parsed.error.issues[0].message };
  }
  const parsed = phoneWithCountry('mobile').safeParse({ mobile: value.replace(/^\+91/, ''), country_code: '91' });
  return parsed.success ? { kind: 'mobile', mobile: parsed.data.mobile } : { error: ACCOUNT_MESSAGES.invalidPhone };
}

/** The username a password sign-in sends. */
export const usernameOf = (who: Identifier): string => (who.kind === 'email' ? who.email : who.mobile);
