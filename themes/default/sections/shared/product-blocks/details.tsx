// The blocks below the buying choices: the merchant's short texts, the description and the attributes.
import { safeHtml } from '@/lib/blocks/format';
import { text } from '../props';
import type { BlockProps } from './view';
import styles from '../../product-info.module.css';

export function CustomTextBlock({ props }: BlockProps) {
  const body = text(props, 'text');
  if (!body) return null;
  // Only an image address counts: the preset's '{{app:highlight:…}}' icons are the editor's own.
  const icon = text(props, 'icon');
  const iconSrc = /^(https?:\/\/|\/(?!\/))/i.test(icon) ? icon : undefined;
  return (
    <p className={styles.customText}>
      {iconSrc ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small merchant icon of any size
        <img src={iconSrc} alt="" width={20} height={20} loading="lazy" decoding="async" />
      ) : (
        <span aria-hidden="true" className={styles.dot} />
      )}
      {body}
    </p>
  );
}

export function DescriptionBlock({ view }: BlockProps) {
  const { product } = view;
  if (!product.description && product.highlights.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="product-details-heading">
      <h2 id="product-details-heading" className={styles.subhead}>
        Product details
      </h2>
      {product.highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {product.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: safeHtml(product.description) }} />
    </section>
  );
}

export function AttributesBlock({ view }: BlockProps) {
  const groups = view.product.grouped_attributes.filter((g) => g.details.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className={styles.details} aria-labelledby="product-attributes-heading">
      <h2 id="product-attributes-heading" className={styles.subhead}>
        Details and care
      </h2>
      <dl className={styles.attributes}>
        {groups.flatMap((group) =>
          group.details.map((d) => (
            <div key={`${group.title}-${d.key}`}>
              <dt>{d.display}</dt>
              <dd>{d.value}</dd>
            </div>
          )),
        )}
      </dl>
    </section>
  );
}
