-- Adding to a cart in one round trip (platform/cart/cart-store.ts addToLine): the cart's row lock,
-- then the line written under it. In a function each statement takes a fresh snapshot, so the
-- line count is read after the lock is held and two adds to one cart cannot both see room for one
-- more line; as a transaction from the client this took four round trips (begin, lock, write,
-- commit). The article must be on sale (its product available; the same rule as ON_SALE in
-- cart-store.ts), and for an anonymous cart the cart must still be a live anonymous one.
CREATE OR REPLACE FUNCTION cart_add_line(p_cart text, p_article text, p_quantity int, p_identifier text, p_meta jsonb, p_max_per_item int, p_max_lines int, p_product int, p_anonymous boolean)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  added int;
BEGIN
  PERFORM 1 FROM carts WHERE id = p_cart FOR UPDATE;
  WITH line AS (
    INSERT INTO cart_items (cart_id, article_uid, product_uid, quantity, identifier, meta)
      SELECT p_cart, a.uid, a.product_uid, p_quantity, p_identifier, p_meta FROM articles a
       WHERE a.uid = p_article AND (p_product IS NULL OR a.product_uid = p_product) AND p_quantity <= LEAST(a.quantity, p_max_per_item)
         AND EXISTS (SELECT 1 FROM products p WHERE p.uid = a.product_uid AND p.is_available)
         AND (NOT p_anonymous OR EXISTS (SELECT 1 FROM carts c WHERE c.id = p_cart AND NOT c.archived AND c.user_id IS NULL))
         AND ((SELECT count(*) FROM cart_items i WHERE i.cart_id = p_cart) < p_max_lines OR EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = p_cart AND i.article_uid = p_article))
    ON CONFLICT (cart_id, article_uid) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
      WHERE cart_items.quantity + EXCLUDED.quantity <= (SELECT LEAST(s.quantity, p_max_per_item) FROM articles s WHERE s.uid = EXCLUDED.article_uid)
    RETURNING cart_items.quantity),
  touched AS (UPDATE carts SET updated_at = now() WHERE id = p_cart AND EXISTS (SELECT 1 FROM line) RETURNING id)
  SELECT line.quantity INTO added FROM line;
  RETURN added;
END
$$;
