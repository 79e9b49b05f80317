// The default theme's sections, one file each (settings schema beside its component). Their
// order here is the order the theme lists them in (available_sections). A new section is its file
// plus a line here; `npm run theme:build` then writes the schemas the platform seeds
// (themes/default/sections.generated.json). The renderer looks sections up by settings.name.
import { sectionRegistry } from '@/lib/theme/section-contract';
import * as brandList from './brand-list';
import * as brandsLanding from './brands-landing';
import * as cartLanding from './cart-landing';
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
import * as productCarousel from './product-carousel';
import * as productDescription from './product-description';
import * as productGrid from './product-grid';
import * as productListing from './product-listing';
import * as promoBanner from './promo-banner';
import * as richText from './rich-text';
import * as testimonials from './testimonials';
import * as trustBadges from './trust-badges';

export const defaultSections = sectionRegistry([
  heroSlideshow,
  heroBanner,
  categoryList,
  productCarousel,
  productGrid,
  brandList,
  collectionList,
  imageWithText,
  featuredProduct,
  promoBanner,
  testimonials,
  trustBadges,
  richText,
  newsletter,
  customHtml,
  productListing,
  listingBanner,
  productDescription,
  brandsLanding,
  categoriesLanding,
  collectionsLanding,
  cartLanding,
]);
