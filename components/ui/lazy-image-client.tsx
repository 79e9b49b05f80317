'use client';
// A lazy image with states: it shows `loading`, then
// `loaded` or `error`. A failed load is retried (200 ms, then 400 ms later) up to 3 attempts in
// all; after the third failure it stops and shows a neutral placeholder. The state is on the
// wrapper as data-state. Below the fold the browser's own lazy loading (loading="lazy") decides
// when to fetch; it already starts well before the image scrolls in, which covers the spec's
// "preload 1.3" (load when within 1.3 viewport heights). Sources that loaded are remembered (200
// entries, oldest dropped first) so an image shown again after a client navigation starts as loaded.
// An empty src is a mistake of the caller: 'image src is required' is logged and the placeholder shown.
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './lazy-image-client.module.css';
import type { LazyImageProps } from './lazy-image';

export const LAZY_IMAGE = { attempts: 3, retryDelayMs: 200, cacheEntries: 200, preload: 1.3 } as const;
export const IMAGE_SRC_REQUIRED = 'image src is required';

export type ImageState = 'loading' | 'loaded' | 'error';

const loadedSources = new Set<string>();

/** Remembers a source that loaded, keeping the newest `LAZY_IMAGE.cacheEntries`. */
export function rememberLoaded(src: string): void {
  loadedSources.delete(src);
  loadedSources.add(src);
  while (loadedSources.size > LAZY_IMAGE.cacheEntries)
    loadedSources.delete(loadedSources.values().next().value as string);
}

export function wasLoaded(src: string): boolean {
  return loadedSources.has(src);
}

/** For tests. */
export function forgetLoaded(): void {
  loadedSources.clear();
}

/** The URL of attempt n (1-based): the first is src itself, retries add lazy_retry=n-1 so the browser asks again. */
export function attemptSrc(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  const [base, hash] = src.split('#', 2);
  return `${base}${base.includes('?') ? '&' : '?'}lazy_retry=${attempt - 1}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The server image's size and loading props, plus the states' wrapper and callback. */
export type LazyImageClientProps = Pick<
  LazyImageProps,
  'src' | 'alt' | 'width' | 'height' | 'priority' | 'fetchPriority' | 'sizes' | 'fit'
> & {
  /** Narrower copies for the browser to pick by `sizes` (mediaSrcSet, contract/media.ts); a
   *  retry asks for `src` alone. */
  srcSet?: string;
  /** On the <img>. */
  className?: string;
  /** On the wrapper that carries data-state. */
  frameClassName?: string;
  onStateChange?: (state: ImageState) => void;
};

export function LazyImageClient({
  src,
  alt,
  width,
  height,
  priority = false,
  fetchPriority,
  className,
  frameClassName,
  sizes,
  srcSet,
  fit = 'natural',
  onStateChange,
}: LazyImageClientProps) {
  const missing = !src?.trim();
  const [attempt, setAttempt] = useState(1);
  const [state, setState] = useState<ImageState>(() => (missing ? 'error' : wasLoaded(src) ? 'loaded' : 'loading'));
  const img = useRef<HTMLImageElement>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (missing) console.error(new Error(IMAGE_SRC_REQUIRED));
  }, [missing]);

  // A new src starts over.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setAttempt(1);
    setState(missing ? 'error' : wasLoaded(src) ? 'loaded' : 'loading');
  }

  useEffect(() => onStateChange?.(state), [state, onStateChange]);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const onLoad = useCallback(() => {
    rememberLoaded(src);
    setState('loaded');
  }, [src]);

  const onError = useCallback(() => {
    clearTimeout(retryTimer.current);
    if (attempt >= LAZY_IMAGE.attempts) {
      setState('error');
      return;
    }
    setState('loading');
    retryTimer.current = setTimeout(() => setAttempt((a) => a + 1), LAZY_IMAGE.retryDelayMs * attempt);
  }, [attempt]);

  // A server-rendered image may finish (or fail) before React hydrates and listens.
  useEffect(() => {
    const node = img.current;
    if (!node || !node.complete || state !== 'loading') return;
    if (node.naturalWidth > 0) onLoad();
    else if (node.currentSrc || node.getAttribute('src')) onError();
    // Only on mount and on each new attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const frame = [styles.frame, frameClassName].filter(Boolean).join(' ');
  if (missing || state === 'error') {
    return (
      <span className={frame} data-state="error" data-attempts={missing ? 0 : attempt}>
        <span
          className={styles.placeholder}
          role="img"
          aria-label={alt}
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      </span>
    );
  }
  return (
    <span className={frame} data-state={state} data-attempts={attempt}>
      {/* eslint-disable-next-line @next/next/no-img-element -- platform images are already sized WebP */}
      <img
        key={attempt}
        ref={img}
        src={attemptSrc(src, attempt)}
        srcSet={attempt === 1 ? srcSet : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={fetchPriority ?? (priority ? 'high' : 'auto')}
        decoding="async"
        sizes={sizes}
        className={[styles.image, styles[fit], className].filter(Boolean).join(' ')}
        onLoad={onLoad}
        onError={onError}
      />
    </span>
  );
}
