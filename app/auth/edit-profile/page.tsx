// /auth/edit-profile: where a new shopper lands after their first
// sign-in, to give a name; then on to redirectUrl. Needs a signed-in shopper.
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { EditProfileForm } from '@/components/user/edit-profile-form';
import { signedInOnly } from '@/lib/user/guards';
import { formOutcome } from '@/lib/user/data';
import { PROFILE_FORM } from '@/lib/user/plain-forms';
import { safeRedirect } from '@/lib/user/redirect';
import { pageQuery } from '@/lib/shared/page-query';

export const metadata: Metadata = { title: 'Complete your profile', robots: { index: false } };

type Props = { searchParams: Promise<{ redirectUrl?: string | string[] }> };

export default async function EditProfilePage({ searchParams }: Props) {
  const { redirectUrl } = await pageQuery(searchParams);
  const next = safeRedirect(redirectUrl);
  const user = await signedInOnly(`/auth/edit-profile/?redirectUrl=${encodeURIComponent(next)}`);
  // The form's refusal without JavaScript, after its redirect back here.
  const outcome = await formOutcome(PROFILE_FORM);
  return (
    <AuthCard title="Complete your profile" lead="Tell us your name, so we know how to address your orders.">
      <EditProfileForm
        initial={{ first_name: user.first_name ?? '', last_name: user.last_name ?? '', gender: user.gender ?? '' }}
        askEmail={!user.emails?.length}
        next={next}
        submitLabel="Save and continue"
        page="edit-profile"
        outcome={outcome}
      />
    </AuthCard>
  );
}
