// /profile (000 section 2.1): the profile's default page, its menu.
import { redirect } from 'next/navigation';
import { AUTH_PATHS } from '@/lib/constants';

export default function ProfilePage() {
  redirect(AUTH_PATHS.profileTabs);
}
