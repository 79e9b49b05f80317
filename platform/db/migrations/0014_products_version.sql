-- A number that moves with every write to products, for the listing's in-memory facet index
-- (platform/catalog/facet-index.ts): a refresh reads it and reloads the catalogue's facet columns
-- only when it moved. A sequence, not a counter row: nextval takes no row lock, so writers of
-- products never wait on one another for it, and it is also read on PGlite, whose table
-- statistics stay at zero. Statement triggers: one step per statement, however many rows.
CREATE SEQUENCE IF NOT EXISTS products_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_version_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('products_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_version_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION products_version_step();
