// The frame most of the default theme's sections share: a <section> named by its heading (or by
// a label when the merchant left the heading empty) around the content-width container, and the
// eyebrow / heading / text / button copy that text-led sections show in their own style.
import type { CSSProperties, ReactNode } from 'react';
import { ButtonLink, type ButtonVariant } from '@/components/ui/button-link';
import { Paragraphs } from './paragraphs';
import section from './section.module.css';

type ShellProps = {
  /** The id of the section's visible heading, which names it; without one, `label` does. */
  headingId?: string;
  label?: string;
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** Classes added to the container; `false` draws the content edge to edge, without one. */
  container?: string | false;
  children: ReactNode;
};

export function SectionShell({ headingId, label, id, className, style, container = '', children }: ShellProps) {
  return (
    <section
      id={id}
      className={className ? `${section.section} ${className}` : section.section}
      style={style}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : label}
    >
      {container === false ? (
        children
      ) : (
        <div className={container ? `${section.container} ${container}` : section.container}>{children}</div>
      )}
    </section>
  );
}

/** The section's h2 (the page's h1 belongs to the page), when the merchant gave one. */
export function SectionTitle({ id, heading, className }: { id: string; heading: string; className?: string }) {
  return heading ? (
    <h2 id={id} className={className}>
      {heading}
    </h2>
  ) : null;
}

type CopyProps = {
  headingId: string;
  eyebrow?: string;
  heading: string;
  body: string;
  button?: { text: string; href: string; variant?: ButtonVariant };
  classes: { eyebrow?: string; heading?: string; body?: string; actions?: string };
};

/** Eyebrow, heading, paragraphs and a button, each only when the merchant filled it in. */
export function SectionCopy({ headingId, eyebrow, heading, body, button, classes }: CopyProps) {
  return (
    <>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <SectionTitle id={headingId} heading={heading} className={classes.heading} />
      <Paragraphs body={body} className={classes.body} />
      {button?.text && button.href ? (
        <p className={classes.actions}>
          <ButtonLink href={button.href} variant={button.variant}>
            {button.text}
          </ButtonLink>
        </p>
      ) : null}
    </>
  );
}
