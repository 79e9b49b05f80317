CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"domain" text NOT NULL,
	"logo" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"uid" text PRIMARY KEY NOT NULL,
	"product_uid" integer NOT NULL,
	"size" text NOT NULL,
	"store_uid" integer NOT NULL,
	"seller_uid" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_marked" integer NOT NULL,
	"price_effective" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"uid" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"banners" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"departments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"uid" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"parent_uid" integer,
	"department_uid" integer NOT NULL,
	"logo" text,
	"banners" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collection_products" (
	"collection_uid" integer NOT NULL,
	"product_uid" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_products_collection_uid_product_uid_pk" PRIMARY KEY("collection_uid","product_uid")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"uid" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"query" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text,
	"banners" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso2" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL,
	"currency" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"decimal_digits" integer DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"country_code" text,
	CONSTRAINT "currencies_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"uid" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"country_iso_code" text DEFAULT 'IN' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uid" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"item_code" text NOT NULL,
	"brand_uid" integer NOT NULL,
	"brand_name" text NOT NULL,
	"department_uid" integer NOT NULL,
	"category_uid" integer NOT NULL,
	"category_l1_uid" integer NOT NULL,
	"category_l2_uid" integer NOT NULL,
	"category_name" text NOT NULL,
	"color" text NOT NULL,
	"color_hex" text NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"medias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"price_marked_min" integer NOT NULL,
	"price_marked_max" integer NOT NULL,
	"price_effective_min" integer NOT NULL,
	"price_effective_max" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"variant_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(brand_name, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(color, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"uid" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_code" text NOT NULL,
	"store_type" text DEFAULT 'high_street' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"country" text DEFAULT 'INDIA' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text,
	"email" text,
	CONSTRAINT "stores_store_code_unique" UNIQUE("store_code")
);
--> statement-breakpoint
CREATE INDEX "articles_product_idx" ON "articles" USING btree ("product_uid","size");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_uid");--> statement-breakpoint
CREATE INDEX "categories_department_idx" ON "categories" USING btree ("department_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_code_idx" ON "products" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_uid");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_uid");--> statement-breakpoint
CREATE INDEX "products_category_l1_idx" ON "products" USING btree ("category_l1_uid");--> statement-breakpoint
CREATE INDEX "products_category_l2_idx" ON "products" USING btree ("category_l2_uid");--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" USING btree ("department_uid");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_effective_min");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount");--> statement-breakpoint
CREATE INDEX "products_variant_group_idx" ON "products" USING btree ("variant_group");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");