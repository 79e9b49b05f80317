// A large image beside a heading, text and a button; stacks on small screens.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { sectionSchema } from '../schema';
import { Paragraphs } from './shared/paragraphs';
import { bandStyle, colour, headingId, oneOf, text } from './shared/props';
import section from './shared/section.module.css';
import styles from './image-with-text.module.css';

export const settings = sectionSchema('image-with-text');

export function Component({ props, index }: SectionComponentProps) {
  const image = text(props, 'image');
  const heading = text(props, 'heading');
  const body = text(props, 'body');
  if (!image && !heading && !body) return null;
  const id = headingId('image-with-text', index);
  const buttonText = text(props, 'button_text');
  const buttonLink = text(props, 'button_link');
  const right = oneOf(props, 'image_position', ['left', 'right'] as const, 'left') === 'right';
  const background = colour(props, 'background');
  return (
    <section className={`${section.section} ${background ? styles.band : ''}`} style={bandStyle(background)} aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : 'Feature'}>
      <div className={`${section.container} ${styles.layout} ${right ? styles.imageRight : ''}`}>
        {image ? (
          <div className={styles.media}>
            <LazyImage src={image} alt={text(props, 'image_alt')} width={800} height={1100} priority={index === 0} />
          </div>
        ) : null}
        <div className={styles.copy}>
          {text(props, 'eyebrow') ? <p className={styles.eyebrow}>{text(props, 'eyebrow')}</p> : null}
          {heading ? (
            <h2 id={id} className={styles.heading}>
              {heading}
            </h2>
          ) : null}
          <Paragraphs body={body} className={styles.body} />
          {buttonText && buttonLink ? (
            <p className={styles.actions}>
              <ButtonLink href={buttonLink}>{buttonText}</ButtonLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
