// /profile/details: the shopper's details, emails and phones, log out and
// account deletion. Signed-in shoppers only (proxy.ts, then the platform's answer here).
import type { Metadata } from 'next';
import { AuthCard } from '@/components/user/auth-card';
import { EditProfileForm } from '@/components/user/edit-profile-form';
import { DeleteAccount, LogoutButton } from '@/components/user/session-actions';
import { signedInOnly } from '@/lib/user/guards';
import { formOutcome } from '@/lib/user/data';
import { PROFILE_FORM } from '@/lib/user/plain-forms';
import { ProfileNav } from '@/components/user/profile-nav';
import styles from '@/components/user/user.module.css';

export const metadata: Metadata = { title: 'Your profile', robots: { index: false } };

export default async function ProfileDetailsPage() {
  const user = await signedInOnly('/profile/details/');
  // The profile form's outcome without JavaScript, after its redirect back here.
  const outcome = await formOutcome(PROFILE_FORM);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <AuthCard
      title={name ? `Hello, ${user.first_name}` : 'Your profile'}
      lead="Your details, and the emails and phone numbers you sign in with."
      wide
    >
      <ProfileNav current="/profile/details/" />
      <EditProfileForm
        initial={{ first_name: user.first_name ?? '', last_name: user.last_name ?? '', gender: user.gender ?? '' }}
        askEmail={false}
        submitLabel="Save changes"
        page="details"
        outcome={outcome}
      />
      <section className={styles.section} aria-labelledby="emails-heading">
        <h2 id="emails-heading">Emails</h2>
        {user.emails?.length ? (
          <ul className={styles.list}>
            {user.emails.map((e) => (
              <li key={e.email}>
                <span>
                  {e.email}
                  {e.primary ? <span className={styles.badge}>Primary</span> : null}
                  {e.verified ? (
                    <span className={styles.badge}>Verified</span>
                  ) : (
                    <span className={styles.badge}>Not verified</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>No email yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="phones-heading">
        <h2 id="phones-heading">Phone numbers</h2>
        {user.phone_numbers?.length ? (
          <ul className={styles.list}>
            {user.phone_numbers.map((p) => (
              <li key={`${p.country_code}-${p.phone}`}>
                <span>
                  +{p.country_code} {p.phone}
                  {p.primary ? <span className={styles.badge}>Primary</span> : null}
                  {p.verified ? (
                    <span className={styles.badge}>Verified</span>
                  ) : (
                    <span className={styles.badge}>Not verified</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>No phone number yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="session-heading">
        <h2 id="session-heading">Your session</h2>
        <p>
          <LogoutButton />
        </p>
        <DeleteAccount userId={user.user_id} />
      </section>
    </AuthCard>
  );
}
