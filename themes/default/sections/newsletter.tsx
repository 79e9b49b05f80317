// A newsletter sign-up that works without JavaScript: a real GET form back to the same page,
// which then shows the thank-you message (?newsletter=subscribed).
//
// No subscription backend exists yet, so nothing is stored. The email field deliberately has no
// `name`, so the address is validated by the browser but never lands in the URL, the history or
// server logs. When a lead/subscription API arrives, switch this to a POST server action.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { buttonClass } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { bandStyle, colour, headingId, text } from './shared/props';
import { SectionShell, SectionTitle } from './shared/section-shell';
import styles from './newsletter.module.css';

export const settings = {
  name: 'newsletter',
  label: 'Newsletter',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Join our newsletter' },
    { id: 'subheading', type: 'textarea', label: 'Text', default: '' },
    { id: 'placeholder', type: 'text', label: 'Field placeholder', default: 'Your email address' },
    { id: 'button_text', type: 'text', label: 'Button text', default: 'Subscribe' },
    { id: 'consent_text', type: 'text', label: 'Small print', default: '' },
    { id: 'success_message', type: 'text', label: 'Thank-you message', default: 'Thanks for subscribing!' },
    { id: 'image', type: 'image_picker', label: 'Image', default: '' },
    { id: 'background', type: 'color', label: 'Background', default: '' },
  ],
  blocks: [],
} satisfies SectionSettings;

export const SUBSCRIBED_QUERY = { key: 'newsletter', value: 'subscribed' } as const;

export function isSubscribed(query: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const v = query[SUBSCRIBED_QUERY.key];
  return (Array.isArray(v) ? v : [v]).includes(SUBSCRIBED_QUERY.value);
}

export function Component({ props, context, index }: SectionComponentProps) {
  const heading = text(props, 'heading');
  const id = headingId('newsletter', index);
  const inputId = `s${index}-newsletter-email`;
  const done = isSubscribed(context.query);
  const image = text(props, 'image');
  const placeholder = text(props, 'placeholder') || 'Your email address';
  return (
    <SectionShell
      headingId={heading ? id : undefined}
      label="Newsletter"
      id="newsletter"
      style={bandStyle(colour(props, 'background'))}
    >
      <div className={`${styles.panel} ${image ? styles.withImage : ''}`}>
        {image ? (
          <div className={styles.media}>
            <LazyImage src={image} alt="" width={800} height={800} fit="cover" />
          </div>
        ) : null}
        <div className={styles.copy}>
          <SectionTitle id={id} heading={heading} className={styles.heading} />
          {text(props, 'subheading') ? <p className={styles.text}>{text(props, 'subheading')}</p> : null}
          {done ? (
            <p className={styles.success} role="status">
              <span aria-hidden="true">✓ </span>
              {text(props, 'success_message') || 'Thanks for subscribing!'}
            </p>
          ) : (
            <form className={styles.form} method="get" action={`${context.path || '/'}#newsletter`}>
              <input type="hidden" name={SUBSCRIBED_QUERY.key} value={SUBSCRIBED_QUERY.value} />
              <label htmlFor={inputId} className="visually-hidden">
                Email address
              </label>
              <input
                id={inputId}
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder={placeholder}
                className={styles.input}
                maxLength={254}
              />
              <button type="submit" className={buttonClass('primary', styles.button)}>
                {text(props, 'button_text') || 'Subscribe'}
              </button>
            </form>
          )}
          {text(props, 'consent_text') ? <p className={styles.consent}>{text(props, 'consent_text')}</p> : null}
        </div>
      </div>
    </SectionShell>
  );
}
