// /collection/:slug: the theme's collection-listing page (listing-banner and
// product-listing sections). An unknown slug is a 404.
import { listingPage } from '@/lib/catalog/pages';
import { listingIslands } from '@/themes/route-islands-listing';

const page = listingPage('collection', listingIslands);
export const generateMetadata = page.generateMetadata;
export default page.ListingPage;
