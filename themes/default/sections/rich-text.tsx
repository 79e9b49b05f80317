// A heading and plain-text paragraphs (a blank line starts a new one), with an optional button.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { bandStyle, colour, headingId, oneOf, text } from './shared/props';
import { SectionCopy, SectionShell } from './shared/section-shell';
import styles from './rich-text.module.css';

export const settings = {
  name: 'rich-text',
  label: 'Rich text',
  props: [
    { id: 'eyebrow', type: 'text', label: 'Small text above the heading', default: '' },
    { id: 'heading', type: 'text', label: 'Heading', default: '' },
    {
      id: 'body',
      type: 'textarea',
      label: 'Text',
      default: '',
      info: 'Plain text; a blank line starts a new paragraph',
    },
    {
      id: 'text_align',
      type: 'select',
      label: 'Alignment',
      default: 'center',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'center', text: 'Centre' },
      ],
    },
    {
      id: 'width',
      type: 'select',
      label: 'Width',
      default: 'narrow',
      options: [
        { value: 'narrow', text: 'Narrow' },
        { value: 'wide', text: 'Wide' },
      ],
    },
    { id: 'button_text', type: 'text', label: 'Button text', default: '' },
    { id: 'button_link', type: 'url', label: 'Button link', default: '' },
    { id: 'background', type: 'color', label: 'Background', default: '' },
  ],
  blocks: [],
} satisfies SectionSettings;

export function Component({ props, index }: SectionComponentProps) {
  const heading = text(props, 'heading');
  const body = text(props, 'body');
  const eyebrow = text(props, 'eyebrow');
  if (!heading && !body && !eyebrow) return null;
  const id = headingId('rich-text', index);
  const align = oneOf(props, 'text_align', ['left', 'center'] as const, 'center');
  const width = oneOf(props, 'width', ['narrow', 'wide'] as const, 'narrow');
  return (
    <SectionShell
      headingId={heading ? id : undefined}
      label={eyebrow || 'Text'}
      style={bandStyle(colour(props, 'background'))}
    >
      <div className={`${styles.content} ${styles[align]} ${styles[width]}`}>
        <SectionCopy
          headingId={id}
          eyebrow={eyebrow}
          heading={heading}
          body={body}
          button={{ text: text(props, 'button_text'), href: text(props, 'button_link'), variant: 'outline' }}
          classes={styles}
        />
      </div>
    </SectionShell>
  );
}
