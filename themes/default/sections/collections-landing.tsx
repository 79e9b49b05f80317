// /collections/: every collection as a card with its banner, 12 a page with "Load more" (a link
// without JavaScript; in place, or on scroll, with it).
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { PAGE_SIZE } from '@/lib/blocks/format';
import { CollectionItemCard, LoadMoreList } from '@/lib/blocks/components';
import { loadMoreCollections, withSdk } from '@/lib/blocks/server';
import { Paragraphs } from './shared/paragraphs';
import { bool, oneOf, text } from './shared/props';
import { landingPage } from './shared/landing';
import { SectionShell } from './shared/section-shell';
import section from './shared/section.module.css';
import styles from './collections-landing.module.css';

export const settings = {
  name: 'collections-landing',
  label: 'All collections',
  props: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Collections' },
    { id: 'description', type: 'textarea', label: 'Text', default: '' },
    {
      id: 'image_orientation',
      type: 'select',
      label: 'Images',
      default: 'portrait',
      options: [
        { value: 'portrait', text: 'Portrait banners' },
        { value: 'landscape', text: 'Landscape banners' },
        { value: 'logo', text: 'Square tiles' },
      ],
    },
    { id: 'show_names', type: 'checkbox', label: 'Show names', default: true },
    {
      id: 'loading_options',
      type: 'select',
      label: 'More collections',
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
  const pageNo = landingPage(context.query);
  const pageSize = PAGE_SIZE.default;
  const answer = await withSdk('collections', (sdk) => sdk.catalog.getCollections({ pageNo, pageSize }));
  if (!answer) return null;
  const orientation = oneOf(props, 'image_orientation', ['portrait', 'landscape', 'logo'] as const, 'portrait');
  const showName = bool(props, 'show_names', true);
  const mode = oneOf(props, 'loading_options', ['infinite', 'view_more'] as const, 'infinite');
  const base = context.path || '/collections/';
  const cards = answer.items.map((c, i) => (
    <CollectionItemCard
      key={c.uid}
      collection={c}
      orientation={orientation}
      showName={showName}
      eager={index === 0 && pageNo === 1 && i < 4}
    />
  ));
  return (
    <SectionShell headingId={`s${index}-collections`}>
      <header className={styles.head}>
        <h1 id={`s${index}-collections`}>{text(props, 'heading', 'Collections') || 'Collections'}</h1>
        <Paragraphs body={text(props, 'description')} className={styles.lede} />
      </header>
      {pageNo > 1 ? (
        <p className={styles.earlier}>
          <Link href={pageNo > 2 ? `${base}?page_no=${pageNo - 1}` : base} rel="prev">
            ← Show earlier collections
          </Link>
        </p>
      ) : null}
      {cards.length === 0 ? (
        <p className={section.empty}>No collections yet.</p>
      ) : (
        <LoadMoreList
          listClassName={`${styles.grid} ${styles[`grid-${orientation}`]}`}
          load={loadMoreCollections.bind(null, { pageSize, orientation, showName })}
          mode={mode}
          page={answer.page.current ?? pageNo}
          hasNext={answer.page.has_next}
          nextHref={`${base}?page_no=${pageNo + 1}`}
          noun="collections"
          pageSize={pageSize}
          total={answer.page.item_total}
        >
          {cards}
        </LoadMoreList>
      )}
    </SectionShell>
  );
}
