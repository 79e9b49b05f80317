// Required profile fields: for each of mobile and email the shop may require one. 'hard': the
// shopper cannot go on shopping without a primary verified one; 'soft': a shopper who has none
// at all is asked to add one, until they say "not now" (the cancel flag, kept in m_ local storage).

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

const listOf = (user: Addresses, field: ProfileField) => (field === 'email' ? user.emails : user.phone_numbers) ?? [];

/**
 * The required fields this shopper lacks, by level, mobile first. 'hard' wants a primary verified
 * one; the 'soft' prompt asks to add one, so any address of that kind answers it (a number given
 * but not yet verified is not asked for again).
 */
export function profileGaps(user: Addresses, required: RequiredFields): { hard: ProfileField[]; soft: ProfileField[] } {
  const gaps = { hard: [] as ProfileField[], soft: [] as ProfileField[] };
  for (const field of ['mobile', 'email'] as const) {
    const rule = required[field];
    if (!rule?.is_required) continue;
    const list = listOf(user, field);
    if (rule.level === 'hard') {
      if (!list.some((a) => a.primary && a.verified)) gaps.hard.push(field);
    } else if (list.length === 0) gaps.soft.push(field);
  }
  return gaps;
}
