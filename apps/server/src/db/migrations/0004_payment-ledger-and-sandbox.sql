CREATE TABLE "sandbox_payment" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"store_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"tx_id" text,
	"card_company" text,
	"card_number" text,
	"approval_no" text,
	"fail_reason" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_status_check" CHECK ("sandbox_payment"."status" in ('READY', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "sandbox_payment_flow_check" CHECK ("sandbox_payment"."flow" in ('portone', 'kiwoom'))
);
--> statement-breakpoint
ALTER TABLE "donation_group" ADD COLUMN "category_donation_seq" integer;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD COLUMN "donor_type" text;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD COLUMN "donor_name" text;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD COLUMN "donor_birth_date" date;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD COLUMN "donor_business_number" text;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD COLUMN "donor_address" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "purpose" text DEFAULT 'WREATH' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "flow" text DEFAULT 'portone' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "order_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "category_donation_seq" integer;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" text DEFAULT 'WREATH' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "category_donation_seq" integer;--> statement-breakpoint
ALTER TABLE "donation_group" ADD CONSTRAINT "donation_group_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_category_donation_status_idx" ON "payment" USING btree ("category_donation_seq","status");--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD CONSTRAINT "cash_receipt_donor_type_check" CHECK ("cash_receipt"."donor_type" in ('PERSON', 'BUSINESS'));--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD CONSTRAINT "cash_receipt_donor_check" CHECK ("cash_receipt"."donor_type" is null or ("cash_receipt"."donor_name" is not null and "cash_receipt"."donor_address" is not null and case "cash_receipt"."donor_type" when 'PERSON' then "cash_receipt"."donor_birth_date" is not null else "cash_receipt"."donor_business_number" is not null end));--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_purpose_check" CHECK ("payment_intent"."purpose" in ('WREATH', 'TEST'));--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_flow_check" CHECK ("payment_intent"."flow" in ('portone', 'kiwoom'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_purpose_check" CHECK ("payment"."purpose" in ('WREATH', 'TEST'));