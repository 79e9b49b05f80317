// A horizontal row that scrolls and snaps with CSS alone (no JavaScript): swipe on touch screens,
// scroll or Tab through it with a keyboard. The scroll area is focusable and labelled so that
// keyboard and screen-reader users can reach and name it.
import { Children, type ReactNode } from 'react';
import styles from './carousel.module.css';

export type CarouselProps = {
  /** What the row holds, e.g. the section heading; announced as "<label> (scrollable)". */
  label: string;
  children: ReactNode;
  /** Share of the row one item takes, per breakpoint (e.g. 0.45 = 45%). */
  perView?: { mobile?: number; tablet?: number; desktop?: number };
  className?: string;
};

export function Carousel({ label, children, perView = {}, className }: CarouselProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  const style = {
    '--carousel-mobile': String(perView.mobile ?? 2.2),
    '--carousel-tablet': String(perView.tablet ?? 3.3),
    '--carousel-desktop': String(perView.desktop ?? 4.3),
  } as React.CSSProperties;
  return (
    <div
      role="region"
      aria-label={`${label} (scrollable)`}
      tabIndex={0}
      className={[styles.viewport, className].filter(Boolean).join(' ')}
      style={style}
    >
      <ul className={styles.track}>
        {items.map((child, i) => (
          <li key={i} className={styles.item}>
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
