// An <img> as the server renders it: sized (no layout shift), lazy unless it is above the fold,
// and optionally art-directed with a second source for small screens (<picture>). Images from
// the platform are already sized WebP, so no optimiser runs in between.
import { DEFERRED_SRC, DEFERRED_SRCSET } from './deferred-images';
import styles from './lazy-image.module.css';

export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high fetch priority. */
  priority?: boolean;
  /** Overrides the fetch priority `priority` implies: 'low' for an image that shows but is not the
   *  page's main one (a carousel's next slide peeking in), so it does not take the bandwidth the
   *  main image and the page's scripts need while the page first paints. */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  sizes?: string;
  /** Served instead of `src` on screens narrower than `mobileBreakpoint` (px). */
  mobileSrc?: string;
  mobileWidth?: number;
  mobileHeight?: number;
  mobileBreakpoint?: number;
  /** 'cover' fills the box the parent gives (object-fit); 'natural' keeps the intrinsic ratio. */
  fit?: 'cover' | 'natural' | 'contain';
  /** Fetched only when a script asks (loadDeferredImages in deferred-images.ts), e.g. a
   *  slideshow's hidden slides once the first has loaded; a <noscript> copy serves shoppers
   *  without JavaScript. It takes no room until then: only for a box its neighbours size. */
  deferred?: boolean;
};

export function LazyImage({ deferred = false, ...props }: LazyImageProps) {
  if (!deferred) return <SizedImage {...props} />;
  return (
    <>
      <SizedImage {...props} deferred />
      <noscript>
        <SizedImage {...props} />
      </noscript>
    </>
  );
}

function SizedImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fetchPriority,
  className,
  sizes,
  mobileSrc,
  mobileWidth,
  mobileHeight,
  mobileBreakpoint = 768,
  fit = 'natural',
  deferred = false,
}: LazyImageProps) {
  const classes = [styles.image, styles[fit], className].filter(Boolean).join(' ');
  // A deferred image keeps its sources in data attributes until loadDeferredImages moves them.
  const source = (url: string) => (deferred ? { [DEFERRED_SRC]: url } : { src: url });
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- platform images are already sized WebP
    <img
      {...source(mobileSrc || src)}
      alt={alt}
      width={mobileSrc ? (mobileWidth ?? width) : width}
      height={mobileSrc ? (mobileHeight ?? height) : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority ?? (priority ? 'high' : 'auto')}
      decoding="async"
      sizes={sizes}
      className={classes}
    />
  );
  if (!mobileSrc || mobileSrc === src) return img;
  // Mobile first: the <img> carries the small-screen image, the <source> the wide one.
  return (
    <picture className={styles.picture}>
      <source
        media={`(min-width: ${mobileBreakpoint}px)`}
        {...(deferred ? { [DEFERRED_SRCSET]: src } : { srcSet: src })}
        width={width}
        height={height}
      />
      {img}
    </picture>
  );
}
