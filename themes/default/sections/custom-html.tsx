// A merchant's own HTML, CSS and script, isolated in a sandboxed frame. The sandbox allows
// scripts but NOT allow-same-origin, so the frame runs in an opaque origin: its code cannot read
// the shop's cookies, storage or DOM, and cannot navigate the top page (no allow-top-navigation).
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { bool, num, text } from './shared/props';
import { SectionShell } from './shared/section-shell';
import styles from './custom-html.module.css';

export const settings = {
  name: 'custom-html',
  label: 'Custom HTML',
  props: [
    { id: 'title', type: 'text', label: 'Title (for screen readers)', default: 'Custom content' },
    {
      id: 'code',
      type: 'textarea',
      label: 'HTML, CSS and script',
      default: '',
      info: "Rendered in a sandboxed frame that cannot reach the shop's page or cookies",
    },
    { id: 'height', type: 'range', label: 'Height', default: 320, min: 80, max: 1200, step: 20, unit: 'px' },
    { id: 'full_width', type: 'checkbox', label: 'Full width', default: false },
  ],
  blocks: [],
} satisfies SectionSettings;

/** The only capability the frame gets. Never add allow-same-origin here. */
export const CUSTOM_HTML_SANDBOX = 'allow-scripts';

export function Component({ props }: SectionComponentProps) {
  const code = typeof props.code === 'string' ? props.code : '';
  if (!code.trim()) return null;
  const height = Math.round(Math.min(1200, Math.max(80, num(props, 'height', 320))));
  const title = text(props, 'title') || 'Custom content';
  return (
    <SectionShell label={title} container={bool(props, 'full_width', false) ? false : ''}>
      <iframe
        className={styles.frame}
        sandbox={CUSTOM_HTML_SANDBOX}
        srcDoc={code}
        title={title}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer"
        style={{ height }}
      />
    </SectionShell>
  );
}
