// Required profile fields: a primary verified mobile or email when hard; any at all when soft.
import { profileGaps } from '@/lib/user/required-fields';

const user = (emails: { primary: boolean; verified: boolean }[], phones: { primary: boolean; verified: boolean }[]) =>
  ({
    emails: emails.map((e, i) => ({ ...e, email: `a${i}@x.in`, active: true })),
    phone_numbers: phones.map((p, i) => ({ ...p, phone: `98765432${i}0`, country_code: 91, active: true })),
  }) as never;

const HARD_MOBILE = {
  mobile: { is_required: true, level: 'hard' as const },
  email: { is_required: true, level: 'soft' as const },
};

it('a missing, unverified or non-primary mobile is a hard gap; a missing email a soft one', () => {
  expect(profileGaps(user([], []), HARD_MOBILE)).toEqual({ hard: ['mobile'], soft: ['email'] });
  expect(
    profileGaps(user([{ primary: true, verified: true }], [{ primary: true, verified: false }]), HARD_MOBILE),
  ).toEqual({ hard: ['mobile'], soft: [] });
  expect(
    profileGaps(user([{ primary: true, verified: true }], [{ primary: false, verified: true }]), HARD_MOBILE),
  ).toEqual({ hard: ['mobile'], soft: [] });
});

it('a primary verified one fills the requirement; a field not required is never a gap', () => {
  expect(
    profileGaps(user([{ primary: true, verified: true }], [{ primary: true, verified: true }]), HARD_MOBILE),
  ).toEqual({ hard: [], soft: [] });
  expect(profileGaps(user([], []), { mobile: { is_required: false, level: 'hard' } })).toEqual({ hard: [], soft: [] });
  expect(profileGaps(user([], []), {})).toEqual({ hard: [], soft: [] });
});

it('the soft prompt asks only a shopper who has no address of that kind at all', () => {
  const SOFT_MOBILE = { mobile: { is_required: true, level: 'soft' as const } };
  expect(profileGaps(user([], []), SOFT_MOBILE)).toEqual({ hard: [], soft: ['mobile'] });
  // A number given at sign-up but not verified yet: no "Add your mobile number".
  expect(profileGaps(user([], [{ primary: true, verified: false }]), SOFT_MOBILE)).toEqual({ hard: [], soft: [] });
  expect(profileGaps(user([], [{ primary: false, verified: true }]), SOFT_MOBILE)).toEqual({ hard: [], soft: [] });
});
