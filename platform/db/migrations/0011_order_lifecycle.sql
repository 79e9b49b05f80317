CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refund_beneficiaries" (
	"order_id" text PRIMARY KEY NOT NULL,
	"beneficiary_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"transfer_mode" text NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"account_no" text,
	"ifsc_code" text,
	"bank_name" text,
	"branch_name" text,
	"vpa" text,
	"email" text,
	"mobile" text,
	"fingerprint" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_transfer_modes" (
	"user_id" text NOT NULL,
	"transfer_mode" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "refund_transfer_modes_user_id_transfer_mode_pk" PRIMARY KEY("user_id","transfer_mode")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"shipment_id" text NOT NULL,
	"user_id" text,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"aggregator" text,
	"provider_ref" text,
	"beneficiary_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"destination" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "line_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "paid_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_beneficiaries" ADD CONSTRAINT "order_refund_beneficiaries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_beneficiaries" ADD CONSTRAINT "order_refund_beneficiaries_beneficiary_id_refund_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."refund_beneficiaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_beneficiaries" ADD CONSTRAINT "refund_beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfer_modes" ADD CONSTRAINT "refund_transfer_modes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_beneficiaries_user_fingerprint_idx" ON "refund_beneficiaries" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_shipment_idx" ON "refunds" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_reference_idx" ON "sandbox_payouts" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_reference_idx" ON "sandbox_refunds" USING btree ("merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "shipments_status_updated_idx" ON "shipments" USING btree ("status","updated_at");--> statement-breakpoint
-- Orders placed before this migration: their timeline starts at the status they have, their lines
-- are numbered, and what each order charged (and the points it spent) is shared out over its lines
-- in proportion to their amounts, the last line taking what rounding left, so the shares add up.
INSERT INTO "shipment_events" ("shipment_id", "status", "created_at") SELECT "id", "status", "created_at" FROM "shipments";
--> statement-breakpoint
UPDATE "order_items" i SET "line_number" = n.rn FROM (SELECT "id", row_number() OVER (PARTITION BY "order_id" ORDER BY "id") AS rn FROM "order_items") n WHERE i."id" = n."id";
--> statement-breakpoint
UPDATE "order_items" i SET
  "paid_paise" = CASE WHEN s.total_amount > 0 THEN floor((o."totals"->>'total')::numeric * i."amount_paise" / s.total_amount)::int ELSE 0 END,
  "points" = CASE WHEN s.total_amount > 0 THEN floor(o."points_used"::numeric * i."amount_paise" / s.total_amount)::int ELSE 0 END
FROM "orders" o, (SELECT "order_id", sum("amount_paise") AS total_amount FROM "order_items" GROUP BY "order_id") s
WHERE o."id" = i."order_id" AND s."order_id" = i."order_id";
--> statement-breakpoint
UPDATE "order_items" i SET
  "paid_paise" = i."paid_paise" + ((o."totals"->>'total')::int - s.paid),
  "points" = i."points" + (o."points_used" - s.points)
FROM "orders" o, (SELECT "order_id", max("id") AS last_id, sum("paid_paise")::int AS paid, sum("points")::int AS points FROM "order_items" GROUP BY "order_id") s
WHERE o."id" = i."order_id" AND s."order_id" = i."order_id" AND i."id" = s.last_id;
