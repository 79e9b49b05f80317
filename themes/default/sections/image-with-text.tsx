// A large image beside a heading, text and a button; stacks on small screens.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { LazyImage } from '@/components/ui/lazy-image';
import { bandStyle, colour, headingId, oneOf, text } from './shared/props';
import { SectionCopy, SectionShell } from './shared/section-shell';
import styles from './image-with-text.module.css';

export const settings = {
  name: 'image-with-text',
  label: 'Image with text',
  props: [
    { id: 'image', type: 'image_picker', label: 'Image', default: '' },
    { id: 'image_alt', type: 'text', label: 'Image description', default: '' },
    {
      id: 'image_position',
      type: 'select',
      label: 'Image position',
      default: 'left',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'right', text: 'Right' },
      ],
    },
    { id: 'eyebrow', type: 'text', label: 'Small text above the heading', default: '' },
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    { id: 'body', type: 'textarea', label: 'Text', default: '' },
    { id: 'button_text', type: 'text', label: 'Button text', default: '' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '' },
    { id: 'background', type: 'color', label: 'Background', default: '' },
  ],
  blocks: [],
} satisfies SectionSettings;

export function Component({ props, index }: SectionComponentProps) {
  const image = text(props, 'image');
  const heading = text(props, 'heading');
  const body = text(props, 'body');
  if (!image && !heading && !body) return null;
  const id = headingId('image-with-text', index);
  const right = oneOf(props, 'image_position', ['left', 'right'] as const, 'left') === 'right';
  const background = colour(props, 'background');
  return (
    <SectionShell
      headingId={heading ? id : undefined}
      label="Feature"
      className={background ? styles.band : ''}
      style={bandStyle(background)}
      container={`${styles.layout} ${right ? styles.imageRight : ''}`}
    >
      {image ? (
        <div className={styles.media}>
          <LazyImage src={image} alt={text(props, 'image_alt')} width={800} height={1100} priority={index === 0} />
        </div>
      ) : null}
      <div className={styles.copy}>
        <SectionCopy
          headingId={id}
          eyebrow={text(props, 'eyebrow')}
          heading={heading}
          body={body}
          button={{ text: text(props, 'button_text'), href: text(props, 'button_link') }}
          classes={styles}
        />
      </div>
    </SectionShell>
  );
}
