// A heading and plain-text paragraphs (a blank line starts a new one), with an optional button.
import type { SectionComponentProps } from '@/lib/theme/section-contract';
import { ButtonLink } from '@/components/ui/button-link';
import { sectionSchema } from '../schema';
import { Paragraphs } from './shared/paragraphs';
import { bandStyle, colour, headingId, oneOf, text } from './shared/props';
import section from './shared/section.module.css';
import styles from './rich-text.module.css';

export const settings = sectionSchema('rich-text');

export function Component({ props, index }: SectionComponentProps) {
  const heading = text(props, 'heading');
  const body = text(props, 'body');
  const eyebrow = text(props, 'eyebrow');
  if (!heading && !body && !eyebrow) return null;
  const id = headingId('rich-text', index);
  const align = oneOf(props, 'text_align', ['left', 'center'] as const, 'center');
  const width = oneOf(props, 'width', ['narrow', 'wide'] as const, 'narrow');
  const buttonText = text(props, 'button_text');
  const buttonLink = text(props, 'button_link');
  return (
    <section className={section.section} style={bandStyle(colour(props, 'background'))} aria-labelledby={heading ? id : undefined} aria-label={heading ? undefined : eyebrow || 'Text'}>
      <div className={section.container}>
        <div className={`${styles.content} ${styles[align]} ${styles[width]}`}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          {heading ? (
            <h2 id={id} className={styles.heading}>
              {heading}
            </h2>
          ) : null}
          <Paragraphs body={body} className={styles.body} />
          {buttonText && buttonLink ? (
            <p className={styles.actions}>
              <ButtonLink href={buttonLink} variant="outline">
                {buttonText}
              </ButtonLink>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
