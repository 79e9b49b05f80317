// The header of a brand, category or collection listing ("Collection or brand
// meta"): its banner (the landscape one on every screen, a short strip on a phone), logo,
// name and description. The page slug says which kind; params.slug which one.
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { listingKindOf, loadListingMeta, withSdk } from '@/lib/blocks/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { Paragraphs } from './shared/paragraphs';
import { bool, oneOf } from './shared/props';
import section from './shared/section.module.css';
import styles from './listing-banner.module.css';

export const settings = {
  name: 'listing-banner',
  label: 'Listing header',
  props: [
    { id: 'show_banner', type: 'checkbox', label: 'Show the banner', default: true },
    { id: 'show_logo', type: 'checkbox', label: 'Show the logo', default: true },
    { id: 'show_description', type: 'checkbox', label: 'Show the description', default: true },
    {
      id: 'text_align',
      type: 'select',
      label: 'Alignment',
      default: 'left',
      options: [
        { value: 'left', text: 'Left' },
        { value: 'center', text: 'Centre' },
      ],
    },
  ],
  blocks: [],
} satisfies SectionSettings;

const KIND_LABEL = { brand: 'Brand', category: 'Category', collection: 'Collection' } as const;

export async function Component({ props, context, index }: SectionComponentProps) {
  const kind = listingKindOf(context.pageSlug);
  const slug = context.params.slug ?? '';
  if (!kind || !slug) return null;
  const meta = await withSdk(`${kind} ${slug}`, () => loadListingMeta(kind, slug));
  if (!meta) return null;
  const landscape = meta.banners.landscape?.url;
  const portrait = meta.banners.portrait?.url;
  const showBanner = bool(props, 'show_banner', true) && Boolean(landscape || portrait);
  const logo = bool(props, 'show_logo', true) ? meta.logo?.url : undefined;
  const description = bool(props, 'show_description', true) ? meta.description : '';
  const align = oneOf(props, 'text_align', ['left', 'center'] as const, 'left');
  return (
    <section
      className={`${styles.banner} ${showBanner ? styles.withImage : ''}`}
      data-testid="listing-banner"
      aria-labelledby={`listing-name-${index}`}
    >
      {showBanner ? (
        <div className={styles.media}>
          <LazyImage src={landscape || portrait!} width={1600} height={600} alt="" fit="cover" priority={index === 0} />
        </div>
      ) : null}
      <div className={section.container}>
        <div className={align === 'center' ? `${styles.card} ${styles.center}` : styles.card}>
          {logo ? (
            <span className={styles.logo}>
              <LazyImage
                src={logo}
                alt={`${meta.name} logo`}
                width={160}
                height={160}
                fit="contain"
                priority={index === 0}
              />
            </span>
          ) : null}
          <div className={styles.text}>
            <p className={styles.eyebrow}>{KIND_LABEL[kind]}</p>
            <h1 id={`listing-name-${index}`} className={styles.name}>
              {meta.name}
            </h1>
            {description ? <Paragraphs body={description} className={styles.description} /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
