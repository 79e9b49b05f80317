CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_uid" integer NOT NULL,
	"offer_text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tiers" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_till" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "promotions_product_idx" ON "promotions" USING btree ("product_uid","kind");