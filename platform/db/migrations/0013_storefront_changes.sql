-- What changed, for the storefront's cached pages (docs/decisions/0005): every write to a table a
-- catalogue page shows ends its transaction with a notification on the channel
-- storefront_changes, whose payload is the page-cache tags to drop, space-separated:
-- 'product:<uid>' for a product's own page (its article rows: stock, prices), 'catalogue' for
-- anything shown across pages (products, prices, a size going in or out of stock, brands,
-- categories, collections, promotions), 'content' (menus, pages, tags, the shop's
-- configuration) and 'theme'. Statement triggers, so a bulk write sends one notification, and
-- PostgreSQL folds identical ones within a transaction.
CREATE OR REPLACE FUNCTION storefront_notify_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_articles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products int;
  tags text;
  wide boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT count(DISTINCT n.product_uid), string_agg(DISTINCT 'product:' || n.product_uid, ' '),
           coalesce(bool_or(o.product_uid <> n.product_uid OR o.price_effective <> n.price_effective OR o.price_marked <> n.price_marked OR (o.quantity > 0) <> (n.quantity > 0)), false)
      INTO products, tags, wide
      FROM articles_new n JOIN articles_old o ON o.uid = n.uid;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT count(DISTINCT product_uid), string_agg(DISTINCT 'product:' || product_uid, ' '), true INTO products, tags, wide FROM articles_new;
  ELSE
    SELECT count(DISTINCT product_uid), string_agg(DISTINCT 'product:' || product_uid, ' '), true INTO products, tags, wide FROM articles_old;
  END IF;
  IF products = 0 THEN
    RETURN NULL;
  END IF;
  -- A payload holds at most 8000 bytes; a write this wide drops every catalogue page anyway.
  IF products > 100 THEN
    tags := 'catalogue';
  ELSIF wide THEN
    tags := tags || ' catalogue';
  END IF;
  PERFORM pg_notify('storefront_changes', tags);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION storefront_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products int;
  tags text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT count(*), string_agg('product:' || uid, ' ') INTO products, tags FROM products_old;
  ELSE
    SELECT count(*), string_agg('product:' || uid, ' ') INTO products, tags FROM products_new;
  END IF;
  IF products = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('storefront_changes', CASE WHEN products > 100 THEN 'catalogue' ELSE tags || ' catalogue' END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER storefront_articles_inserted AFTER INSERT ON articles REFERENCING NEW TABLE AS articles_new FOR EACH STATEMENT EXECUTE FUNCTION storefront_articles_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_articles_updated AFTER UPDATE ON articles REFERENCING OLD TABLE AS articles_old NEW TABLE AS articles_new FOR EACH STATEMENT EXECUTE FUNCTION storefront_articles_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_articles_deleted AFTER DELETE ON articles REFERENCING OLD TABLE AS articles_old FOR EACH STATEMENT EXECUTE FUNCTION storefront_articles_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS products_new FOR EACH STATEMENT EXECUTE FUNCTION storefront_products_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS products_new FOR EACH STATEMENT EXECUTE FUNCTION storefront_products_changed();
--> statement-breakpoint
CREATE TRIGGER storefront_products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS products_old FOR EACH STATEMENT EXECUTE FUNCTION storefront_products_changed();
--> statement-breakpoint
DO $$
DECLARE
  entry record;
BEGIN
  FOR entry IN SELECT * FROM (VALUES
    ('articles', 'catalogue'), ('products', 'catalogue'), ('brands', 'catalogue'), ('categories', 'catalogue'), ('departments', 'catalogue'),
    ('collections', 'catalogue'), ('collection_products', 'catalogue'), ('promotions', 'catalogue'),
    ('navigations', 'content'), ('custom_pages', 'content'), ('injected_tags', 'content'), ('announcements', 'content'),
    ('content_documents', 'content'), ('applications', 'content'),
    ('themes', 'theme'), ('theme_pages', 'theme')
  ) AS t(tbl, tag) LOOP
    -- Truncation of the catalogue tables (the seed's reload) and every write to the others.
    IF entry.tbl IN ('articles', 'products') THEN
      EXECUTE format('CREATE TRIGGER storefront_%s_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_tag(%L)', entry.tbl, entry.tbl, entry.tag);
    ELSE
      EXECUTE format('CREATE TRIGGER storefront_%s_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_tag(%L)', entry.tbl, entry.tbl, entry.tag);
    END IF;
  END LOOP;
END
$$;
