// A row of service promises (delivery, returns, payment) with icons; each may link to a policy.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { LazyImage } from '@/components/ui/lazy-image';
import { bandStyle, colour, headingId, text } from './shared/props';
import { SectionShell, SectionTitle } from './shared/section-shell';
import styles from './trust-badges.module.css';

export const settings = {
  name: 'trust-badges',
  label: 'Trust badges',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'background', type: 'color', label: 'Background', default: '' },
  ],
  blocks: [
    {
      type: 'badge',
      name: 'Badge',
      props: [
        { id: 'icon', type: 'image_picker', label: 'Icon', default: '' },
        { id: 'title', type: 'text', label: 'Title', default: '' },
        { id: 'subtitle', type: 'text', label: 'Text', default: '' },
        { id: 'link', type: 'url', label: 'Link', default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

export function Component({ props, blocks, index }: SectionComponentProps) {
  const badges = blocks
    .filter((b) => b.type === 'badge')
    .map((b) => ({
      icon: text(b.props, 'icon'),
      title: text(b.props, 'title'),
      subtitle: text(b.props, 'subtitle'),
      link: text(b.props, 'link'),
    }))
    .filter((b) => b.title || b.subtitle);
  if (badges.length === 0) return null;
  const heading = text(props, 'heading');
  const id = headingId('trust-badges', index);
  return (
    <SectionShell
      headingId={heading ? id : undefined}
      label="Why shop with us"
      className={styles.section}
      style={bandStyle(colour(props, 'background'))}
    >
      <SectionTitle id={id} heading={heading} className={styles.heading} />
      <ul className={styles.list}>
        {badges.map((b, i) => {
          const content = (
            <>
              <span className={styles.icon}>
                {b.icon ? <LazyImage src={b.icon} alt="" width={96} height={96} fit="contain" /> : null}
              </span>
              <span className={styles.text}>
                {b.title ? <span className={styles.title}>{b.title}</span> : null}
                {b.subtitle ? <span className={styles.subtitle}>{b.subtitle}</span> : null}
              </span>
            </>
          );
          return (
            <li key={i}>
              {b.link ? (
                <Link href={b.link} className={`${styles.badge} ${styles.linked}`}>
                  {content}
                </Link>
              ) : (
                <div className={styles.badge}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
