// Required profile fields: for each of mobile and email the shop may require a
// primary, verified one. 'hard': the shopper cannot go on shopping without it; 'soft': they are
// asked, until they say "not now" (the cancel flag, kept in m_ local storage).

export type ProfileField = 'mobile' | 'email';
export type RequiredField = { is_required: boolean; level: 'hard' | 'soft' };
export type RequiredFields = Partial<Record<ProfileField, RequiredField>>;

export const PROFILE_PROMPT_DISMISSED = 'profile_prompt_dismissed';
/** Set on <html> when the shopper dismissed the prompt: its CSS hides it. */
export const PROFILE_PROMPT_OFF_ATTRIBUTE = 'data-profile-prompt-off';

/** Where a shopper adds the missing field. */
export const FIELD_PAGE: Record<ProfileField, string> = { mobile: '/profile/phone/', email: '/profile/email/' };

/** What the check reads of a shopper: their addresses' primary and verified flags. */
type Addresses = {
  emails?: { primary: boolean; verified: boolean }[];
  phone_numbers?: { primary: boolean; verified: boolean }[];
};

function has(user: Addresses, field: ProfileField): boolean {
  const list: { primary: boolean; verified: boolean }[] =
    field === 'email' ? (user.emails ?? []) : (user.phone_numbers ?? []);
  return list.some((a) => a.primary && a.verified);
}

/** The required fields this shopper lacks, by level, mobile first. */
export function profileGaps(user: Addresses, required: RequiredFields): { hard: ProfileField[]; soft: ProfileField[] } {
  const gaps = { hard: [] as ProfileField[], soft: [] as ProfileField[] };
  for (const field of ['mobile', 'email'] as const) {
    const rule = required[field];
    if (!rule?.is_required || has(user, field)) continue;
    gaps[rule.level === 'hard' ? 'hard' : 'soft'].push(field);
  }
  return gaps;
}
