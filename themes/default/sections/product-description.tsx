// The product page's main section (/product/:slug): gallery, then the merchant's
// blocks in order (name, rating, price, variants, sizes, buttons, delivery by pincode, texts,
// description, attributes), then similar products. Size and pincode live in the URL (?size=,
// ?pincode=), so every choice works without JavaScript and is a shareable link.
import Link from '@/components/ui/link';
import type { SectionComponentProps, SectionSettings } from '@/lib/theme/section-contract';
import { loadProduct, deliveryPromise, withSdk } from '@/lib/blocks/server';
import { LazyImageClient } from '@/components/ui/lazy-image-client';
import { Carousel } from '@/components/ui/carousel';
import { ProductCard } from '@/components/ui/product-card';
import { SectionHeading } from '@/components/ui/section-heading';
import {
  formatPrice,
  mediaSrcSet,
  mediaThumbnail,
  productPagePrice,
  SIZES_ID,
  ZOOM_MESSAGES,
} from '@/lib/blocks/format';
import { ProductBlock, type ProductView } from './shared/product-blocks';
import { AddToBag, ImageZoom } from '@/lib/blocks/components';
import { bagButtons, bagSizes } from './shared/product-blocks/bag';
import { bool, cardOptions, oneOf, text } from './shared/props';
import section from './shared/section.module.css';
import styles from './product-description.module.css';

const GALLERY_ID = 'product-gallery';
/** The gallery's srcset widths (800 is the whole seeded image): a phone's picture is about 360 px wide. */
const GALLERY_WIDTHS = [480, 800] as const;

export const settings = {
  name: 'product-description',
  label: 'Product details',
  props: [
    {
      id: 'gallery_layout',
      type: 'select',
      label: 'Gallery',
      default: 'grid',
      options: [
        { value: 'grid', text: 'Grid' },
        { value: 'carousel', text: 'Carousel with thumbnails' },
      ],
    },
    { id: 'image_zoom', type: 'checkbox', label: 'Zoom images', default: true },
    { id: 'show_brand', type: 'checkbox', label: 'Show the brand', default: true },
    { id: 'mrp_label', type: 'checkbox', label: "Label the marked price 'MRP'", default: true },
    { id: 'tax_label', type: 'text', label: 'Tax note under the price', default: 'Price inclusive of all taxes' },
    { id: 'show_size_guide', type: 'checkbox', label: 'Show the size guide link', default: true },
    { id: 'size_guide_link', type: 'url', label: 'Size guide page', default: '/page/size-guide' },
    { id: 'show_delivery_promise', type: 'checkbox', label: 'Check delivery by pincode', default: true },
    { id: 'show_offers', type: 'checkbox', label: 'Show offers', default: true },
    { id: 'show_similar', type: 'checkbox', label: 'Show similar products', default: true },
    { id: 'similar_heading', type: 'text', label: 'Similar products heading', default: 'You may also like' },
    { id: 'sticky_add_to_cart', type: 'checkbox', label: "Sticky 'Add to bag' on mobile", default: true },
  ],
  blocks: [
    {
      type: 'product_name',
      name: 'Name and brand',
      props: [],
    },
    {
      type: 'product_rating',
      name: 'Rating',
      props: [],
    },
    {
      type: 'product_price',
      name: 'Price',
      props: [],
    },
    {
      type: 'product_variants',
      name: 'Colours and variants',
      props: [],
    },
    {
      type: 'size_selector',
      name: 'Sizes',
      props: [],
    },
    {
      type: 'add_to_cart',
      name: 'Buttons',
      props: [],
    },
    {
      type: 'pincode',
      name: 'Delivery by pincode',
      props: [],
    },
    {
      type: 'offers',
      name: 'Offers',
      props: [],
    },
    {
      type: 'product_description',
      name: 'Description',
      props: [],
    },
    {
      type: 'product_attributes',
      name: 'Details and care',
      props: [],
    },
    {
      type: 'custom_text',
      name: 'Custom text',
      props: [
        { id: 'text', type: 'textarea', label: 'Text', default: '' },
        { id: 'icon', type: 'image_picker', label: 'Icon', default: '' },
      ],
    },
  ],
} satisfies SectionSettings;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function Component({ props, blocks, context, globalConfig }: SectionComponentProps) {
  const slug = context.params.slug ?? '';
  const data = slug ? await loadProduct(slug) : undefined;
  if (!data) return null;
  const { product, sizes } = data;
  const picked = one(context.query.size);
  const size = sizes.sizes.some((s) => s.value === picked && s.is_available) ? picked : undefined;
  const pincode = one(context.query.pincode)?.slice(0, 20);
  const deliverySize = size ?? sizes.sizes.find((s) => s.is_available)?.value;
  const showSimilar = bool(props, 'show_similar', true);
  const showDelivery = bool(props, 'show_delivery_promise', true);

  const wantsOffers = bool(props, 'show_offers', true) && blocks.some((b) => b.type === 'offers') && sizes.sellable;
  const [variants, offer, delivery, similar, ladder, bulk] = await Promise.all([
    withSdk(`variants of ${slug}`, (sdk) => sdk.catalog.getProductVariantsBySlug({ slug })),
    size ? withSdk(`price of ${slug} ${size}`, (sdk) => sdk.catalog.getProductPriceBySlug({ slug, size })) : undefined,
    showDelivery && pincode !== undefined && deliverySize && sizes.sellable
      ? withSdk(`delivery of ${slug}`, (sdk) =>
          deliveryPromise(sdk, { slug, size: deliverySize, pincode, categoryId: product.categories[0]?.uid }),
        )
      : undefined,
    showSimilar
      ? withSdk(`similar to ${slug}`, (sdk) => sdk.catalog.getSimilarComparisonProductBySlug({ slug }))
      : undefined,
    wantsOffers ? withSdk(`ladder offers of ${slug}`, (sdk) => sdk.cart.getLadderOffers({ slug })) : undefined,
    wantsOffers ? withSdk(`bulk offers of ${slug}`, (sdk) => sdk.cart.getBulkDiscountOffers({ slug })) : undefined,
  ]);

  const view: ProductView = {
    product,
    sizes,
    variants: variants?.variants ?? [],
    size,
    sizesShown: sizes.sizes.length > 0 && blocks.some((b) => b.type === 'size_selector'),
    offer,
    delivery,
    offers: { ladder: ladder?.available_offers ?? [], bulk: bulk?.data[0] },
    path: context.path,
    query: context.query,
    settings: {
      mrpLabel: bool(props, 'mrp_label', true),
      taxLabel: text(props, 'tax_label'),
      showBrand: bool(props, 'show_brand', true),
      sizeGuide: bool(props, 'show_size_guide', true) ? text(props, 'size_guide_link') : undefined,
      showDelivery,
      buttons: bagButtons(globalConfig),
    },
  };
  const images = product.medias.filter((m) => m.type === 'image' && m.url);
  const layout = oneOf(props, 'gallery_layout', ['grid', 'carousel'] as const, 'grid');
  const zoom = bool(props, 'image_zoom', true);
  const category = product.category_map.l3 ?? product.categories[0];
  const similarItems = (similar?.items ?? []).filter((p) => p.slug !== product.slug).slice(0, 12);
  const { effective } = productPagePrice(view);

  return (
    <>
      <div className={`${section.container} ${styles.page}`}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link href="/">Home</Link>
          <span aria-hidden="true"> / </span>
          {category ? (
            <>
              <Link href={`/category/${encodeURIComponent(category.slug)}/`}>{category.name}</Link>
              <span aria-hidden="true"> / </span>
            </>
          ) : null}
          <span aria-current="page">{product.name}</span>
        </nav>
        <div className={styles.layout}>
          {/* Only the 'carousel' layout has its own class: the grid is the gallery's default. */}
          <div
            id={GALLERY_ID}
            className={[styles.gallery, styles[layout], zoom ? styles.zoom : ''].filter(Boolean).join(' ')}
            data-testid="product-gallery"
          >
            {/* A phone scrolls the pictures sideways: focusable, so a keyboard can too. */}
            <div className={styles.track} tabIndex={0} role="region" aria-label={`Pictures of ${product.name}`}>
              {images.map((image, i) => {
                const alt = image.alt || `${product.name}, image ${i + 1} of ${images.length}`;
                const picture = (
                  <LazyImageClient
                    src={image.url}
                    srcSet={mediaSrcSet(image.url, GALLERY_WIDTHS)}
                    alt={alt}
                    width={800}
                    height={1000}
                    sizes="(max-width: 768px) 90vw, 30vw"
                    // The first image is the page's largest paint: eager, high priority (React also
                    // sends it as a preload Link header). The rest stay lazy and low: on a phone the
                    // next slide peeks in and would otherwise be raised to high priority as well.
                    priority={i === 0}
                    fetchPriority={i === 0 ? 'high' : 'low'}
                    fit="cover"
                  />
                );
                return (
                  <figure key={image.url} id={`product-image-${i + 1}`} className={styles.slide}>
                    {/* Without JavaScript the link opens the whole image; with it, the zoom dialog. */}
                    {zoom ? (
                      <a href={image.url} data-zoom="" className={styles.zoomLink} aria-label={ZOOM_MESSAGES.open(alt)}>
                        {picture}
                      </a>
                    ) : (
                      picture
                    )}
                  </figure>
                );
              })}
            </div>
            {layout === 'carousel' && images.length > 1 ? (
              <ol className={styles.thumbs} aria-label="Images">
                {images.map((image, i) => (
                  <li key={image.url}>
                    <a href={`#product-image-${i + 1}`} aria-label={`Image ${i + 1}`}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of an image already sized by the platform */}
                      <img
                        src={mediaThumbnail(image.url)}
                        alt=""
                        width={64}
                        height={80}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
            {zoom && images.length > 0 ? <ImageZoom galleryId={GALLERY_ID} /> : null}
          </div>
          <div className={styles.info}>
            {blocks.map((block, i) => (
              <ProductBlock key={`${block.type}-${i}`} type={block.type} props={block.props} view={view} />
            ))}
          </div>
        </div>
      </div>
      {bool(props, 'sticky_add_to_cart', true) && sizes.sellable ? (
        <div className={styles.sticky} data-testid="sticky-bar">
          <span className={styles.stickyPrice}>{formatPrice(effective.amount, effective.currency)}</span>
          {view.settings.buttons !== 'none' ? (
            <AddToBag
              itemId={product.uid}
              sizes={bagSizes(sizes)}
              size={size}
              articleId={offer?.article_id}
              returnTo={context.path}
              sizesAt={view.sizesShown ? SIZES_ID : undefined}
              buttons={view.settings.buttons}
              variant="sticky"
              name={product.name}
              price={effective.amount}
            />
          ) : (
            <a href={`#${SIZES_ID}`} className={styles.stickyButton}>
              {size ? 'Size ' + (sizes.sizes.find((s) => s.value === size)?.display ?? size) : 'Select size'}
            </a>
          )}
        </div>
      ) : null}
      {similarItems.length > 0 ? (
        <section className={section.section} aria-labelledby="similar-products-heading" data-testid="similar-products">
          <div className={section.container}>
            <SectionHeading
              id="similar-products-heading"
              heading={text(props, 'similar_heading') || 'You may also like'}
            />
            <div className={section.bleed}>
              <Carousel
                label={text(props, 'similar_heading') || 'Similar products'}
                perView={{ mobile: 2.15, tablet: 3.3, desktop: 4.25 }}
              >
                {similarItems.map((p) => (
                  <ProductCard key={p.uid} product={p} headingLevel="h3" {...cardOptions(globalConfig)} />
                ))}
              </Carousel>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
