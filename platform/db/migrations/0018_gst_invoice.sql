CREATE TABLE "gst_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_rates" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "seller_gstin" text;