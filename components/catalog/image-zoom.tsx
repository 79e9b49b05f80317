'use client';
// The product page's zoomed picture. Each gallery picture is a link to the whole image (what a
// shopper without JavaScript gets); with JavaScript a click, Enter or Space on it opens this
// dialog instead: the image large, + and - (or the buttons) zoom, the arrow keys and a finger
// move it, a pinch zooms (touch-action allows it), Escape closes and focus goes back to the
// picture. Loaded on demand (components/on-demand-islands.tsx): no page's first load carries it.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ZOOM_LIMITS, ZOOM_MESSAGES } from '@/lib/catalog/constants';
import styles from './image-zoom.module.css';

/** The attribute that marks a gallery link as one this dialog opens. */
export const ZOOM_LINK = 'data-zoom';

export function ImageZoom({ galleryId }: { galleryId: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [shown, setShown] = useState<{ src: string; alt: string }>();
  const [scale, setScale] = useState<number>(ZOOM_LIMITS.min);

  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const linkOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${ZOOM_LINK}]`) : null;
    const open = (link: HTMLAnchorElement) => {
      opener.current = link;
      setShown({ src: link.href, alt: link.querySelector('img')?.alt ?? '' });
      setScale(ZOOM_LIMITS.min);
      dialog.current?.showModal();
    };
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
      // A new tab or window (modifier keys, middle button) still opens the image itself.
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(link);
    };
    // Enter activates a link already (a click); Space does not, so it is added here.
    const onKey = (event: globalThis.KeyboardEvent) => {
      const link = event.key === ' ' ? linkOf(event.target) : null;
      if (!link) return;
      event.preventDefault();
      open(link);
    };
    gallery.addEventListener('click', onClick);
    gallery.addEventListener('keydown', onKey);
    return () => {
      gallery.removeEventListener('click', onClick);
      gallery.removeEventListener('keydown', onKey);
    };
  }, [galleryId]);

  const zoom = useCallback((by: number) => {
    setScale((s) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, s + by)));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoom(ZOOM_LIMITS.step);
    else if (event.key === '-' || event.key === '_') zoom(-ZOOM_LIMITS.step);
    else return; // the arrow keys scroll the picture by themselves
    event.preventDefault();
  };

  const onClose = () => {
    setShown(undefined);
    opener.current?.focus();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={ZOOM_MESSAGES.dialog} onClose={onClose}>
      {/* Focused first when the dialog opens, so the keys work at once. */}
      <div
        className={styles.viewport}
        tabIndex={0}
        role="region"
        aria-label={ZOOM_MESSAGES.picture}
        onKeyDown={onKeyDown}
        data-testid="zoom-viewport"
      >
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- the whole image, already sized by the platform
          <img
            src={shown.src}
            alt={shown.alt}
            className={styles.image}
            // At 1 the picture fits the screen; zoomed, it is that many screens tall and scrolls.
            style={scale > ZOOM_LIMITS.min ? { height: `${scale * 100}%`, maxWidth: 'none' } : undefined}
            data-scale={scale}
          />
        ) : null}
      </div>
      <div className={styles.tools}>
        <button
          type="button"
          onClick={() => zoom(-ZOOM_LIMITS.step)}
          disabled={scale <= ZOOM_LIMITS.min}
          aria-label={ZOOM_MESSAGES.zoomOut}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          onClick={() => zoom(ZOOM_LIMITS.step)}
          disabled={scale >= ZOOM_LIMITS.max}
          aria-label={ZOOM_MESSAGES.zoomIn}
        >
          <span aria-hidden="true">+</span>
        </button>
        <form method="dialog">
          <button type="submit">{ZOOM_MESSAGES.close}</button>
        </form>
      </div>
    </dialog>
  );
}
