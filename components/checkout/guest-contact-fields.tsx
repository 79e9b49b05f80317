// Guest checkout's contact: the email and mobile a guest orders with (messages about the order go
// there; tracking asks for one of them), and the code sent to the email when the shop asks for
// one. Plain inputs of the place-order form.
import Link from '@/components/ui/link';
import { GUEST_WORDS } from '@/lib/checkout/constants';
import { loginHref } from '@/lib/user/redirect';
import styles from './checkout.module.css';

type Props = {
  phone?: string;
  returnTo: string;
  /** What the guest typed before a code was asked for (the one-view notice kept it). */
  kept?: Record<string, string>;
};

export function GuestContactFields({ phone, returnTo, kept }: Props) {
  // The shop asks for a code to the email (its setting): the code goes beside the email it went to.
  const askCode = kept?.verify === '1';
  return (
    <fieldset className={styles.choices} data-testid="guest-contact">
      <legend>
        <h2>{GUEST_WORDS.heading}</h2>
      </legend>
      <p className={styles.muted}>{GUEST_WORDS.lead}</p>
      <label className={styles.fieldLabel} htmlFor="guest-email">
        {GUEST_WORDS.email}
      </label>
      <input
        id="guest-email"
        className={styles.input}
        name="contact_email"
        type="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={kept?.contact_email}
        required
      />
      <label className={styles.fieldLabel} htmlFor="guest-mobile">
        {GUEST_WORDS.mobile}
      </label>
      <input
        id="guest-mobile"
        className={styles.input}
        name="contact_phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        defaultValue={kept?.contact_phone || phone}
        aria-describedby="guest-mobile-hint"
        required
      />
      <p id="guest-mobile-hint" className={styles.muted}>
        {GUEST_WORDS.mobileHint}
      </p>
      {askCode ? (
        <>
          <label className={styles.fieldLabel} htmlFor="guest-code">
            {GUEST_WORDS.code}
          </label>
          <input
            id="guest-code"
            className={styles.input}
            name="contact_otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            required
            autoFocus
          />
        </>
      ) : null}
      <Link className={styles.secondary} href={loginHref(returnTo)}>
        {GUEST_WORDS.signIn}
      </Link>
    </fieldset>
  );
}
