// Page budgets (tests/e2e/performance/page-budgets.spec.ts), one place for all of them.
// js: first-load JavaScript, the <script src> files a modern browser loads (noModule ones are for
// old browsers), each gzip-compressed, summed, in kB of 1024 bytes. About 129 kB of it is Next's
// and React's own, the same on every page; the rest is the shop's client islands.
// html: the page's HTML as served, uncompressed, in bytes; sent: the bytes sent to a browser that
// accepts gzip (the page is always sent compressed); images: the bytes of the pictures a phone
// (390 px wide, 2 × density) loads before the shopper scrolls: the first screen and what the
// browser's lazy loading fetches near it, and a slideshow's next slides once the page has loaded.
// The product page's JS target is 150 kB; HTML's is 60 kB on every page. Each budget is set a little
// above what was measured on the seeded shop, so a gain stays won (how each figure got here is in
// git's history of this file). Most of a page's HTML is written twice: as markup, and again in the
// React payload that hydrates it. So the parts a page repeats carry only what they draw: a product
// card sends its few written-out strings to a small client view (components/ui/product-card-view.tsx,
// 0.9 kB of first-load JS for some 24 kB less HTML a page of cards), and so does a facet's list of
// values (components/catalog/facet-values.tsx: 0.2 kB for 25 kB less on /products/).
export type PageBudget = { js: number; html: number; sent: number; images: number };

export const PAGE_BUDGETS = {
  home: { js: 148.3, html: 90_000, sent: 16_000, images: 215_000 },
  listing: { js: 148.0, html: 110_000, sent: 20_000, images: 165_000 },
  product: { js: 149.7, html: 112_000, sent: 20_000, images: 66_000 },
} as const satisfies Record<string, PageBudget>;
