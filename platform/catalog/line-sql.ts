// The catalogue's part of other domains' statements that must read an article in the same
// statement as their own rows: a bag's lines with their stock and prices in one round trip, and
// the stock checks of a line's write, which hold only if made in the statement that writes. The
// catalogue keeps its table names, columns and the on-sale rule here; the caller names only its
// line's alias (a row with article_uid and product_uid).

/** What a line reads of its article and product, once joined by articleLineJoins. */
export const ARTICLE_LINE_COLUMNS = `a.size, a.quantity AS stock, a.seller_uid, a.store_uid, a.price_marked, a.price_effective,
            p.is_available AS available`;

/** Joins a line's article (alias a) and product (alias p); either is null when gone. */
export const articleLineJoins = (line: string) => `LEFT JOIN articles a ON a.uid = ${line}.article_uid
       LEFT JOIN products p ON p.uid = ${line}.product_uid`;

/** The catalogue's columns of a product as a line shows it, for productsByUids. */
export const PRODUCT_LINE_COLUMNS =
  'p.uid, p.slug, p.name, p.item_code, p.brand_uid, p.brand_name, p.category_uid, p.category_name, p.medias, p.sizes';

/** Products by uid ($1, an int array) as p, with PRODUCT_LINE_COLUMNS and the caller's columns of p. */
export const productsByUids = (extraColumns: string) =>
  `SELECT ${PRODUCT_LINE_COLUMNS}, ${extraColumns}
       FROM products p WHERE p.uid = ANY($1::int[])`;

/** The article of this uid when its product is on sale, as a row source (uid, product_uid, quantity). */
export const saleableArticle = (uid: string) =>
  `(SELECT a.uid, a.product_uid, a.quantity FROM articles a
      WHERE a.uid = ${uid} AND EXISTS (SELECT 1 FROM products p WHERE p.uid = a.product_uid AND p.is_available))`;

/** True while the article of this uid is on sale with at least this many pieces. */
export const articleHolds = (uid: string, quantity: string) =>
  `EXISTS (SELECT 1 FROM articles a WHERE a.uid = ${uid} AND ${quantity} <= a.quantity
              AND EXISTS (SELECT 1 FROM products p WHERE p.uid = a.product_uid AND p.is_available))`;

/** The pieces the article of this uid has now (null when gone). */
export const articleStockOf = (uid: string) => `(SELECT quantity FROM articles WHERE uid = ${uid})`;
