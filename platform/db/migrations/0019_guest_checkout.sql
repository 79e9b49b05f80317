ALTER TABLE "addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "cart_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_cart_idx" ON "addresses" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_idempotency_idx" ON "orders" USING btree ("cart_id","idempotency_key") WHERE user_id IS NULL AND idempotency_key IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("contact_email") WHERE guest;--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("contact_phone") WHERE guest;