// The default theme's section registry: section name (as preset.json and the theme API name it)
// -> module (settings schema + server component). The renderer looks sections up here.
import type { SectionRegistry } from '@/lib/theme/section-contract';
import * as brandList from './brand-list';
import * as brandsLanding from './brands-landing';
import * as categoriesLanding from './categories-landing';
import * as categoryList from './category-list';
import * as collectionList from './collection-list';
import * as collectionsLanding from './collections-landing';
import * as customHtml from './custom-html';
import * as featuredProduct from './featured-product';
import * as heroBanner from './hero-banner';
import * as heroSlideshow from './hero-slideshow';
import * as imageWithText from './image-with-text';
import * as listingBanner from './listing-banner';
import * as newsletter from './newsletter';
import * as productDescription from './product-description';
import * as productCarousel from './product-carousel';
import * as productGrid from './product-grid';
import * as productListing from './product-listing';
import * as promoBanner from './promo-banner';
import * as richText from './rich-text';
import * as testimonials from './testimonials';
import * as trustBadges from './trust-badges';

export const defaultSections: SectionRegistry = {
  'hero-slideshow': heroSlideshow,
  'hero-banner': heroBanner,
  'category-list': categoryList,
  'product-carousel': productCarousel,
  'product-grid': productGrid,
  'brand-list': brandList,
  'collection-list': collectionList,
  'image-with-text': imageWithText,
  'featured-product': featuredProduct,
  'promo-banner': promoBanner,
  testimonials,
  'trust-badges': trustBadges,
  'rich-text': richText,
  newsletter,
  'custom-html': customHtml,
  'listing-banner': listingBanner,
  'product-listing': productListing,
  'product-description': productDescription,
  'brands-landing': brandsLanding,
  'categories-landing': categoriesLanding,
  'collections-landing': collectionsLanding,
};
