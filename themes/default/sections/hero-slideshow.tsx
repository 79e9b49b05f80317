// Full-bleed banner slides that snap with CSS; small client controls add arrows, dots and
// autoplay. The first slide of the first section loads eagerly with high priority (it is the
// page's largest paint); the other slides' images wait until the first slide's has loaded (the
// controls start them; without JavaScript they load lazily). A slide's mobile image is served
// below 768 px.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { LazyImage } from '@/components/ui/lazy-image';
import { bool, num, text } from './shared/props';
import { SlideControlsIsland } from './shared/islands';
import styles from './hero-slideshow.module.css';

export const settings = {
  name: 'hero-slideshow',
  label: 'Hero slideshow',
  props: [
    { id: 'autoplay', type: 'checkbox', label: 'Play automatically', default: true },
    {
      id: 'slide_interval',
      type: 'range',
      label: 'Seconds per slide',
      default: 5,
      min: 2,
      max: 10,
      step: 1,
      unit: 's',
    },
    { id: 'full_width', type: 'checkbox', label: 'Full width', default: true },
  ],
  blocks: [
    {
      type: 'slide',
      name: 'Slide',
      props: [
        { id: 'image', type: 'image_picker', label: 'Desktop image (1600 × 600)', default: '' },
        { id: 'mobile_image', type: 'image_picker', label: 'Mobile image (800 × 1100)', default: '' },
        { id: 'link', type: 'url', label: 'Link', default: '' },
        { id: 'alt', type: 'text', label: 'Image description', default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

export function Component({ props, blocks, index }: SectionComponentProps) {
  const slides = blocks
    .filter((b) => b.type === 'slide')
    .map((b) => ({
      image: text(b.props, 'image'),
      mobile: text(b.props, 'mobile_image'),
      link: text(b.props, 'link'),
      alt: text(b.props, 'alt'),
    }))
    .filter((s) => s.image || s.mobile);
  if (slides.length === 0) return null;
  const full = bool(props, 'full_width', true);
  return (
    <section
      className={full ? styles.section : `${styles.section} ${styles.boxed}`}
      aria-roledescription="carousel"
      aria-label="Featured"
    >
      <div className={styles.frame}>
        <ul className={styles.track} data-slides="">
          {slides.map((slide, i) => {
            const image = (
              <LazyImage
                src={slide.image || slide.mobile}
                mobileSrc={slide.mobile && slide.image ? slide.mobile : undefined}
                width={1600}
                height={600}
                mobileWidth={800}
                mobileHeight={1100}
                alt={slide.alt}
                priority={index === 0 && i === 0}
                deferred={i > 0}
                sizes="100vw"
                className={styles.image}
              />
            );
            return (
              <li
                key={i}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
              >
                {slide.link ? (
                  // Named by the slide's alt text, since the image of a slide after the first is drawn once the first has loaded.
                  <Link
                    href={slide.link}
                    className={styles.link}
                    aria-label={slide.alt || `Slide ${i + 1} of ${slides.length}`}
                  >
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
        <SlideControlsIsland
          count={slides.length}
          label="slide"
          autoplay={bool(props, 'autoplay', true)}
          interval={num(props, 'slide_interval', 5) * 1000}
        />
      </div>
    </section>
  );
}
