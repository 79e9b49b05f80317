// /compare/?id=slug1,slug2 (the id query is the list of product slugs, also
// accepted repeated). A comparison table rendered on the server; remove links are plain links to
// the list without that product, and the add form works without JavaScript too.
import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { loadComparison, searchCompareProducts } from '@/lib/catalog/data';
import type { ProductDetail } from '@/contract/types/catalog';
import { COMPARE, compareHref, parseCompareQuery } from '@/lib/catalog/compare';
import { fromRange } from '@/lib/catalog/price';
import { Price } from '@/components/ui/price';
import { LazyImageClient } from '@/components/ui/lazy-image-client';
import { CompareSearch } from '@/components/catalog/compare/compare-search';
import { CompareSync } from '@/components/catalog/compare/compare-sync';
import { RemoveFromCompare } from '@/components/catalog/compare/remove-from-compare';
import styles from '@/components/catalog/compare/compare.module.css';
import { pageQuery } from '@/lib/shared/page-query';

const PRICE_CLASSES = { root: styles.price, effective: styles.priceEffective, discount: styles.discount };

type Query = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Query> };

export const metadata: Metadata = { title: 'Compare products', robots: { index: false, follow: true } };

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (value === true || value === 'true') return 'Yes';
  if (value === false || value === 'false') return 'No';
  return Array.isArray(value) ? value.map(shown).join(', ') : String(value);
};

function attributeValue(product: ProductDetail, key: string): string {
  if (key === 'brand_name') return product.brand.name;
  for (const group of product.grouped_attributes)
    for (const d of group.details) if (d.key === key && d.value) return shown(d.value);
  return shown(product.attributes[key]);
}

export default async function ComparePage({ searchParams }: Props) {
  const query = await pageQuery(searchParams);
  const slugs = parseCompareQuery(query.id);
  const q = typeof query.q === 'string' ? query.q.slice(0, 200) : undefined;
  const [{ comparison, message }, found] = await Promise.all([
    loadComparison(slugs),
    q !== undefined ? searchCompareProducts(q, slugs) : Promise.resolve([]),
  ]);
  const items = comparison?.items ?? [];
  const shownSlugs = items.map((p) => p.slug);
  const rows =
    comparison?.attributes_metadata.flatMap((group) => group.details.filter((d) => d.key !== 'brand_name')) ?? [];

  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link href="/">Home</Link> / <span aria-current="page">Compare</span>
      </nav>
      <h1>Compare products</h1>
      <CompareSync slugs={shownSlugs} />
      {items.length === 0 ? (
        <section className={styles.empty} data-testid="compare-empty">
          <h2>{slugs.length ? 'These products are no longer available' : 'Nothing to compare yet'}</h2>
          <p className={styles.note}>
            {slugs.length
              ? message
              : `${message}. Add products from their pages with “Add to compare”, or search for one below.`}
          </p>
          <p>
            <Link href="/products/" className={styles.cta}>
              Browse products
            </Link>
          </p>
        </section>
      ) : null}

      <CompareSearch key={shownSlugs.join(',')} slugs={shownSlugs} initialText={q ?? ''} />
      {q !== undefined && shownSlugs.length < COMPARE.max ? (
        <section aria-label="Search results" className={styles.results}>
          {found.length ? (
            <ul>
              {found.map((p) => (
                <li key={p.slug}>
                  <Link href={compareHref([...shownSlugs, p.slug])}>
                    Add {p.brand.name} {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>No products match “{q}”.</p>
          )}
        </section>
      ) : null}

      {items.length ? (
        <div className={styles.scroller} tabIndex={0} role="region" aria-label="Comparison table">
          <table className={styles.table} data-testid="compare-table">
            <caption className="visually-hidden">Comparison of {items.map((p) => p.name).join(', ')}</caption>
            <thead>
              <tr>
                <td />
                {items.map((p, i) => {
                  const image = p.medias.find((m) => m.type === 'image');
                  return (
                    <th key={p.slug} scope="col" className={styles.product}>
                      <Link href={`/product/${p.slug}/`} className={styles.productLink}>
                        {image ? (
                          <LazyImageClient
                            src={image.url}
                            alt={image.alt || p.name}
                            width={240}
                            height={300}
                            priority={i < 2}
                            fit="cover"
                            frameClassName={styles.thumb}
                          />
                        ) : null}
                        <span className={styles.brand}>{p.brand.name}</span>
                        <span className={styles.name}>{p.name}</span>
                      </Link>
                      <RemoveFromCompare
                        slug={p.slug}
                        name={p.name}
                        href={compareHref(shownSlugs.filter((s) => s !== p.slug))}
                        className={styles.remove}
                      />
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Price</th>
                {items.map((p) => (
                  <td key={p.slug}>
                    <Price price={fromRange(p.price)} discount={p.discount} classes={PRICE_CLASSES} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Rating</th>
                {items.map((p) => (
                  <td key={p.slug}>
                    {p.rating_count > 0 ? `★ ${p.rating.toFixed(1)} (${p.rating_count})` : 'No ratings yet'}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Brand</th>
                {items.map((p) => (
                  <td key={p.slug}>{p.brand.name}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Sizes</th>
                {items.map((p) => (
                  <td key={p.slug}>{p.sizes.length ? p.sizes.join(', ') : '—'}</td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.display}</th>
                  {items.map((p) => (
                    <td key={p.slug}>{attributeValue(p, row.key)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
