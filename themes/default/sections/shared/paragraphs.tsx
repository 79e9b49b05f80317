import { Fragment } from 'react';
import { paragraphs } from './props';

/** Plain text as <p> elements: a blank line starts a paragraph, a single break is a <br>. */
export function Paragraphs({ body, className }: { body: string; className?: string }) {
  return (
    <>
      {paragraphs(body).map((lines, i) => (
        <p key={i} className={className}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
