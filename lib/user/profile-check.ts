// The required-profile check of the main pages (000 section 2.1 "Main layout: user data is
// resolved and the required profile fields are checked first"). The shop's rules are read from
// the platform's user config, kept 30 s in process like the shop's identity.
import 'server-only';
import { redirect } from 'next/navigation';
import { serverSdk } from '@/lib/sdk/server';
import { ttlPromiseCache } from '@/lib/ttl-cache';
import { SHARED_DATA_CACHE } from '@/lib/constants';
import { currentShopper } from './data';
import { FIELD_PAGE, profileGaps, type ProfileField, type RequiredFields } from './required-fields';

const configs = ttlPromiseCache<RequiredFields>(SHARED_DATA_CACHE.ttlMs, 1, SHARED_DATA_CACHE.staleMs);

async function requiredFields(): Promise<RequiredFields> {
  try {
    return await configs('auth', async () => (await (await serverSdk({ forwardCookies: false })).user.getPlatformConfig()).required_fields);
  } catch (error) {
    console.warn('[account] platform config failed:', error instanceof Error ? error.message : error);
    return {};
  }
}

/**
 * For a signed-in shopper on a main page: off to add a 'hard' field that is missing (and back to
 * `path` afterwards), or the 'soft' ones to ask for. Anonymous shoppers: nothing, no call.
 */
export async function checkProfile(path: string): Promise<ProfileField[]> {
  const user = await currentShopper();
  if (!user) return [];
  const gaps = profileGaps(user, await requiredFields());
  if (gaps.hard.length) redirect(`${FIELD_PAGE[gaps.hard[0]]}?required=1&redirectUrl=${encodeURIComponent(path)}`);
  return gaps.soft;
}
