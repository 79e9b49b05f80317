// /brands/ and /brands/:department: every brand as a card with its banner and logo, department
// tabs as links, 12 a page with "Load more" (a link without JavaScript; in place, or on scroll,
// with it).
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { PAGE_SIZE } from '@/lib/blocks/format';
import { BrandItemCard, LoadMoreList } from '@/lib/blocks/components';
import { loadMoreBrands, withSdk } from '@/lib/blocks/server';
import { Paragraphs } from './shared/paragraphs';
import { bool, oneOf, text } from './shared/props';
import { DepartmentTabs, landingPage } from './shared/landing';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './brands-landing.module.css';

export const settings = {
  name: 'brands-landing',
  label: 'All brands',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Brands' },
    { id: 'description', type: 'textarea', label: 'Text', default: '' },
    { id: 'show_departments', type: 'checkbox', label: 'Department tabs', default: true },
    { id: 'logo_only', type: 'checkbox', label: 'Logos only (no banners)', default: false },
    {
      id: 'loading_options',
      type: 'select',
      label: 'More brands',
      default: 'infinite',
      options: [
        { value: 'infinite', text: 'Infinite scroll' },
        { value: 'view_more', text: "'Load more' button" },
      ],
    },
  ],
  blocks: [],
} satisfies SectionSettings;

export async function Component({ props, context, index }: SectionComponentProps) {
  const department = context.params.department || undefined;
  const pageNo = landingPage(context.query);
  const pageSize = PAGE_SIZE.default;
  const [brands, departments] = await Promise.all([
    withSdk('brands', (sdk) => sdk.catalog.getBrands({ department, pageNo, pageSize })),
    bool(props, 'show_departments', true) ? withSdk('departments', (sdk) => sdk.catalog.getDepartments()) : undefined,
  ]);
  if (!brands) return null;
  const logoOnly = bool(props, 'logo_only', false);
  const mode = oneOf(props, 'loading_options', ['infinite', 'view_more'] as const, 'infinite');
  const heading = text(props, 'heading', 'Brands') || 'Brands';
  const current = departments?.items.find((d) => d.slug === department);
  const base = department ? `/brands/${encodeURIComponent(department)}/` : '/brands/';
  const cards = brands.items.map((b, i) => (
    <BrandItemCard key={b.uid} brand={b} logoOnly={logoOnly} eager={index === 0 && pageNo === 1 && i < 4} />
  ));
  return (
    <SectionShell headingId={`s${index}-brands`}>
      <header className={styles.head}>
        <h1 id={`s${index}-brands`}>{current ? `${heading}: ${current.name}` : heading}</h1>
        <Paragraphs body={text(props, 'description')} className={styles.lede} />
      </header>
      {departments && departments.items.length > 0 ? (
        <DepartmentTabs
          base="/brands/"
          departments={departments.items}
          current={department}
          label="Brands by department"
        />
      ) : null}
      {pageNo > 1 ? (
        <p className={styles.earlier}>
          <Link href={pageNo > 2 ? `${base}?page_no=${pageNo - 1}` : base} rel="prev">
            ← Show earlier brands
          </Link>
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p className={section.empty}>No brands here yet.</p>
      ) : (
        <LoadMoreList
          listClassName={`${styles.grid} ${logoOnly ? styles.logos : ''}`}
          load={loadMoreBrands.bind(null, { department, pageSize, logoOnly })}
          mode={mode}
          page={brands.page.current ?? pageNo}
          hasNext={brands.page.has_next}
          nextHref={`${base}?page_no=${pageNo + 1}`}
          noun="brands"
          pageSize={pageSize}
          total={brands.page.item_total}
        >
          {cards}
        </LoadMoreList>
      )}
    </SectionShell>
  );
}
