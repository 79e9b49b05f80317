'use client';
// The one piece of client JavaScript the slideshows need: previous/next, a dot per slide and
// optional autoplay. The slides themselves are server-rendered and scroll with CSS scroll-snap,
// so without JavaScript they can still be swiped or scrolled. Autoplay pauses while the pointer
// or keyboard focus is inside, when the tab is hidden, for shoppers who ask for reduced motion,
// and whenever they press pause (WCAG 2.2.2).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/blocks/use-hydrated';
import { loadDeferredAfter } from '@/components/ui/deferred-images';
import styles from './slide-controls.module.css';

export type SlideControlsProps = {
  count: number;
  label: string;
  autoplay: boolean;
  /** Milliseconds per slide. */
  interval: number;
  /** 'overlay' sits over a hero image; 'below' under a row of cards. */
  placement?: 'overlay' | 'below';
};

export function SlideControls({ count, label, autoplay, interval, placement = 'overlay' }: SlideControlsProps) {
  const root = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(autoplay);
  const [hovered, setHovered] = useState(false);
  // False in the server's HTML and until hydration: buttons that cannot work yet stay hidden
  // (keeping their room), and without JavaScript the shopper swipes instead.
  const ready = useHydrated();

  const track = useCallback(
    (): HTMLElement | null => root.current?.parentElement?.querySelector<HTMLElement>('[data-slides]') ?? null,
    [],
  );

  const go = useCallback(
    (index: number) => {
      const el = track();
      if (!el) return;
      const next = ((index % count) + count) % count;
      const slide = el.children[next] as HTMLElement | undefined;
      if (slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
    },
    [count, track],
  );

  useEffect(() => {
    const el = track();
    if (!el) return;
    const onScroll = () => {
      const width = el.clientWidth || 1;
      setActive(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / width))));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const wrapper = root.current?.parentElement;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    wrapper?.addEventListener('pointerenter', enter);
    wrapper?.addEventListener('pointerleave', leave);
    wrapper?.addEventListener('focusin', enter);
    wrapper?.addEventListener('focusout', leave);
    return () => {
      el.removeEventListener('scroll', onScroll);
      wrapper?.removeEventListener('pointerenter', enter);
      wrapper?.removeEventListener('pointerleave', leave);
      wrapper?.removeEventListener('focusin', enter);
      wrapper?.removeEventListener('focusout', leave);
    };
  }, [count, track]);

  // The other slides' images (deferred by the section) load once the first slide's has, so they
  // never compete with the image the shopper sees first.
  useEffect(() => {
    const el = track();
    if (!el) return;
    return loadDeferredAfter(el.children[0] ?? el, el);
  }, [count, track]);

  useEffect(() => {
    if (!playing || hovered || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) go(active + 1);
    }, interval);
    return () => window.clearInterval(timer);
  }, [playing, hovered, count, interval, active, go]);

  if (count < 2) return null;
  return (
    <div
      ref={root}
      className={`${styles.controls} ${placement === 'overlay' ? styles.overlay : styles.below}`}
      data-ready={ready ? '' : undefined}
    >
      <button type="button" className={styles.arrow} onClick={() => go(active - 1)} aria-label={`Previous ${label}`}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={styles.dot}
            aria-label={`Show ${label} ${i + 1} of ${count}`}
            aria-current={i === active ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <button type="button" className={styles.arrow} onClick={() => go(active + 1)} aria-label={`Next ${label}`}>
        <span aria-hidden="true">›</span>
      </button>
      {autoplay ? (
        <button
          type="button"
          className={styles.arrow}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '►'}</span>
        </button>
      ) : null}
    </div>
  );
}
