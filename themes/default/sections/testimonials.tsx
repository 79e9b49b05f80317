// Customer quotes with star ratings, as cards that snap in a row (autoplay is optional and
// handled by the shared slide controls).
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { SectionHeading } from '@/components/ui/section-heading';
import { bool, headingId, num, slug, text } from './shared/props';
import { SlideControlsIsland } from './shared/islands';
import { SectionShell } from './shared/section-shell';
import styles from './testimonials.module.css';

export const settings = {
  name: 'testimonials',
  label: 'Testimonials',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'What our customers say' },
    { id: 'subheading', type: 'text', label: 'Subheading', default: '' },
    { id: 'autoplay', type: 'checkbox', label: 'Play automatically', default: false },
    {
      id: 'slide_interval',
      type: 'range',
      label: 'Seconds per testimonial',
      default: 6,
      min: 3,
      max: 12,
      step: 1,
      unit: 's',
    },
  ],
  blocks: [
    {
      type: 'testimonial',
      name: 'Testimonial',
      props: [
        { id: 'quote', type: 'textarea', label: 'Quote', default: '' },
        { id: 'author', type: 'text', label: 'Name', default: '' },
        { id: 'location', type: 'text', label: 'City', default: '' },
        { id: 'rating', type: 'range', label: 'Stars', default: 5, min: 1, max: 5, step: 1 },
        { id: 'product', type: 'product', label: 'Product reviewed', default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

export function Component({ props, blocks, index }: SectionComponentProps) {
  const quotes = blocks
    .filter((b) => b.type === 'testimonial')
    .map((b) => ({
      quote: text(b.props, 'quote'),
      author: text(b.props, 'author'),
      location: text(b.props, 'location'),
      rating: Math.round(num(b.props, 'rating', 5)),
      product: slug(b.props, 'product'),
    }))
    .filter((q) => q.quote);
  if (quotes.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('testimonials', index);
  const autoplay = bool(props, 'autoplay', false);
  return (
    <SectionShell headingId={heading ? id : undefined} label="Testimonials" className={styles.section}>
      <SectionHeading id={id} heading={heading} subheading={text(props, 'subheading')} align="center" />
      <div className={styles.wrapper}>
        {/* Focusable, so a keyboard can scroll the quotes, which hold nothing else to focus. */}
        <ul className={styles.track} data-slides="" tabIndex={0} aria-label="Testimonials">
          {quotes.map((q, i) => {
            const stars = Math.min(5, Math.max(0, q.rating));
            return (
              <li key={i} className={styles.item}>
                <figure className={styles.card}>
                  <p className={styles.stars} role="img" aria-label={`Rated ${stars} out of 5`}>
                    {'★'.repeat(stars)}
                    <span className={styles.off}>{'★'.repeat(5 - stars)}</span>
                  </p>
                  <blockquote className={styles.quote}>
                    <p>{q.quote}</p>
                  </blockquote>
                  <figcaption className={styles.author}>
                    <span className={styles.avatar} aria-hidden="true">
                      {q.author.charAt(0) || '•'}
                    </span>
                    <span>
                      <strong>{q.author}</strong>
                      {q.location ? <span className={styles.location}>{q.location}</span> : null}
                      {q.product ? (
                        <Link href={`/product/${encodeURIComponent(q.product)}/`} className={styles.product}>
                          See the product
                        </Link>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
        {autoplay ? (
          <SlideControlsIsland
            count={quotes.length}
            label="testimonial"
            autoplay
            interval={num(props, 'slide_interval', 6) * 1000}
            placement="below"
          />
        ) : null}
      </div>
    </SectionShell>
  );
}
