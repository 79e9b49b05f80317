// One large banner, optionally with a heading, text and button over it. When the image carries
// its own words the merchant leaves the heading empty and the whole banner is the link.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { LazyImage } from '@/components/ui/lazy-image';
import { buttonClass } from '@/components/ui/button-link';
import { colour, headingId, oneOf, text } from './shared/props';
import { SectionTitle } from './shared/section-shell';
import styles from './hero-banner.module.css';

export const settings = {
  name: 'hero-banner',
  label: 'Hero banner',
  props: [
    { id: 'image', type: 'image_picker', label: 'Desktop image (1600 × 600)', default: '' },
    { id: 'mobile_image', type: 'image_picker', label: 'Mobile image (800 × 1100)', default: '' },
    { id: 'alt', type: 'text', label: 'Image description', default: '' },
    { id: 'link', type: 'url', label: 'Link', default: '' },
    {
      id: 'heading',
      type: 'text',
      label: 'Heading over the image',
      default: '',
      info: 'Leave empty when the image carries its own text',
    },
    { id: 'subheading', type: 'textarea', label: 'Text over the image', default: '' },
    { id: 'button_text', type: 'text', label: 'Button text', default: '' },
    {
      id: 'text_placement',
      type: 'select',
      label: 'Text placement',
      default: 'left',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'center', text: 'Centre' },
        { value: 'right', text: 'Right' },
      ],
    },
    { id: 'text_color', type: 'color', label: 'Text colour', default: '#FFFFFF' },
  ],
  blocks: [],
} satisfies SectionSettings;

export function Component({ props, index }: SectionComponentProps) {
  const image = text(props, 'image');
  const mobile = text(props, 'mobile_image');
  const heading = text(props, 'heading');
  const subheading = text(props, 'subheading');
  const buttonText = text(props, 'button_text');
  const link = text(props, 'link');
  if (!image && !mobile && !heading) return null;
  const placement = oneOf(props, 'text_placement', ['left', 'center', 'right'] as const, 'left');
  const id = headingId('hero-banner', index);
  const hasText = Boolean(heading || subheading || buttonText);
  const picture =
    image || mobile ? (
      <LazyImage
        src={image || mobile}
        mobileSrc={image && mobile ? mobile : undefined}
        width={image ? 1600 : 800}
        height={image ? 600 : 1100}
        mobileWidth={800}
        mobileHeight={1100}
        alt={hasText ? '' : text(props, 'alt')}
        priority={index === 0}
        sizes="100vw"
        className={styles.image}
      />
    ) : null;
  const overlay = hasText ? (
    <div className={`${styles.overlay} ${styles[placement]}`} style={{ color: colour(props, 'text_color') ?? '#fff' }}>
      <div className={styles.copy}>
        <SectionTitle id={id} heading={heading} className={styles.heading} />
        {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
        {buttonText && link ? (
          <Link href={link} className={buttonClass('light', styles.button)}>
            {buttonText}
          </Link>
        ) : null}
      </div>
    </div>
  ) : null;
  return (
    <section
      className={styles.section}
      aria-labelledby={heading ? id : undefined}
      aria-label={heading ? undefined : text(props, 'alt') || 'Banner'}
    >
      {link && !buttonText ? (
        <Link href={link} className={styles.link}>
          {picture}
          {overlay}
        </Link>
      ) : (
        <>
          {picture}
          {overlay}
        </>
      )}
    </section>
  );
}
