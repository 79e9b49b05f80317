// A coloured strip or block with a message and a button: sign-up offers, app tips, codes.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { bool, colour, headingId, readableTextOn, text } from './shared/props';
import { SectionShell, SectionTitle } from './shared/section-shell';
import styles from './promo-banner.module.css';

export const settings = {
  name: 'promo-banner',
  label: 'Promo banner',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'body', type: 'textarea', label: 'Text', default: '' },
    { id: 'button_text', type: 'text', label: 'Button text', default: '' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '' },
    { id: 'image', type: 'image_picker', label: 'Image', default: '' },
    { id: 'background', type: 'color', label: 'Background', default: '#1A1A1A' },
    { id: 'text_color', type: 'color', label: 'Text colour', default: '#FFFFFF' },
    { id: 'compact', type: 'checkbox', label: 'Compact (one line)', default: false },
  ],
  blocks: [],
} satisfies SectionSettings;

export function Component({ props, index }: SectionComponentProps) {
  const heading = text(props, 'heading');
  const body = text(props, 'body');
  if (!heading && !body) return null;
  const id = headingId('promo-banner', index);
  const background = colour(props, 'background') ?? '#1A1A1A';
  const color = colour(props, 'text_color') ?? readableTextOn(background) ?? '#FFFFFF';
  const compact = bool(props, 'compact', false);
  const buttonText = text(props, 'button_text');
  const buttonLink = text(props, 'button_link');
  const image = text(props, 'image');
  const dark = readableTextOn(background) === '#FFFFFF';
  return (
    <SectionShell headingId={heading ? id : undefined} label="Offer" className={compact ? styles.compactSection : ''}>
      <div
        className={`${styles.banner} ${compact ? styles.compact : ''} ${image ? styles.withImage : ''}`}
        style={{ background, color }}
      >
        <div className={styles.copy}>
          <SectionTitle id={id} heading={heading} className={styles.heading} />
          {body ? <p className={styles.body}>{body}</p> : null}
        </div>
        {buttonText && buttonLink ? (
          <ButtonLink href={buttonLink} variant={dark ? 'light' : 'primary'} className={styles.button}>
            {buttonText}
          </ButtonLink>
        ) : null}
        {image && !compact ? (
          <div className={styles.media}>
            <LazyImage src={image} alt="" width={800} height={600} fit="cover" />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
