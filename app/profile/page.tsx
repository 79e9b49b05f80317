// /profile: the profile's default page, its menu.
import { redirect } from 'next/navigation';
import { AUTH_PATHS } from '@/lib/shared/constants';

export default function ProfilePage() {
  redirect(AUTH_PATHS.profileTabs);
}
