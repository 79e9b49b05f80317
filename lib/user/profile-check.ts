// The required-profile check of the main pages ("Main layout: user data is
// resolved and the required profile fields are checked first"), against the shop's rules
// (requiredProfileFields in lib/user/data.ts).
import 'server-only';
import { redirect } from 'next/navigation';
import { currentShopper, requiredProfileFields } from './data';
import { FIELD_PAGE, profileGaps, type ProfileField } from './required-fields';

/**
 * For a signed-in shopper on a main page: off to add a 'hard' field that is missing (and back to
 * `path` afterwards), or the 'soft' ones to ask for. Anonymous shoppers: nothing, no call.
 */
export async function checkProfile(path: string): Promise<ProfileField[]> {
  const user = await currentShopper();
  if (!user) return [];
  const gaps = profileGaps(user, await requiredProfileFields());
  if (gaps.hard.length) redirect(`${FIELD_PAGE[gaps.hard[0]]}?required=1&redirectUrl=${encodeURIComponent(path)}`);
  return gaps.soft;
}
