-- The account's email and mobile an order was placed with (platform/order/tracking.ts accepts
-- them on the public tracking page beside the address's). Orders placed before take the
-- account's as it is now: its active email and mobile, verified and primary first.
ALTER TABLE "orders" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
UPDATE orders o
   SET contact_email = (SELECT e.email FROM user_emails e WHERE e.user_id = o.user_id AND e.active
                         ORDER BY e.verified DESC, e."primary" DESC, e.id DESC LIMIT 1),
       contact_phone = (SELECT p.normalised FROM user_phones p WHERE p.user_id = o.user_id AND p.active
                         ORDER BY p.verified DESC, p."primary" DESC, p.id DESC LIMIT 1)
 WHERE o.user_id IS NOT NULL;
