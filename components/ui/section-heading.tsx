// A section's heading row: an h2 (the page's h1 belongs to the page), an optional line of text
// under it and an optional "View all" link on the right.
import Link from '@/components/ui/link';
import styles from './section-heading.module.css';

export type SectionHeadingProps = {
  id?: string;
  heading: string;
  subheading?: string;
  eyebrow?: string;
  viewAllHref?: string;
  viewAllText?: string;
  align?: 'start' | 'center';
};

export function SectionHeading({
  id,
  heading,
  subheading,
  eyebrow,
  viewAllHref,
  viewAllText = 'View all',
  align = 'start',
}: SectionHeadingProps) {
  if (!heading && !subheading && !viewAllHref) return null;
  return (
    <div className={[styles.row, align === 'center' ? styles.center : ''].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {heading ? (
          <h2 id={id} className={styles.heading}>
            {heading}
          </h2>
        ) : null}
        {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
      </div>
      {viewAllHref ? (
        <Link href={viewAllHref} className={styles.viewAll}>
          {viewAllText}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </div>
  );
}
