// /brand/:slug: the theme's brand-listing page (listing-banner and
// product-listing sections). An unknown slug is a 404.
import { listingPage } from '@/lib/catalog/pages';
import { listingIslands } from '@/themes/route-islands-listing';

const page = listingPage('brand', listingIslands);
export const generateMetadata = page.generateMetadata;
export default page.ListingPage;
