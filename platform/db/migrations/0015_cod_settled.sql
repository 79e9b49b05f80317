-- Cash-on-delivery orders whose shipments had all been delivered or cancelled before the order
-- was settled on each shipment's last move (platform/order/lifecycle.ts): settled now the same
-- way, paid when some shipment was delivered, cancelled when none was.
UPDATE orders o
   SET payment_status = CASE WHEN EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.delivered_at IS NOT NULL) THEN 'paid' ELSE 'cancelled' END,
       updated_at = now()
 WHERE o.payment_mode = 'COD' AND o.payment_status = 'pending'
   AND EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
   AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id AND s.delivered_at IS NULL AND s.status NOT IN ('cancelled', 'cancelled_customer'));
