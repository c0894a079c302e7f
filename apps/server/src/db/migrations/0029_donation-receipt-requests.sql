CREATE TABLE "donation_receipt_request" (
	"donation_receipt_seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"donation_group_seq" integer NOT NULL,
	"donor_type" text NOT NULL,
	"donor_name" text NOT NULL,
	"donor_birth_date" text,
	"donor_business_number" text,
	"donor_address" text NOT NULL,
	"delivery_phone" text,
	"delivery_email" text,
	"resident_number_key_id" text,
	"resident_number_iv" "bytea",
	"resident_number_tag" "bytea",
	"resident_number_cipher" "bytea",
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"exported_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_receipt_request_payment_key" UNIQUE("payment_seq"),
	CONSTRAINT "donation_receipt_request_state_check" CHECK ("donation_receipt_request"."state" in ('REQUESTED', 'EXPORTED')),
	CONSTRAINT "donation_receipt_request_donor_type_check" CHECK ("donation_receipt_request"."donor_type" in ('PERSON', 'BUSINESS')),
	CONSTRAINT "donation_receipt_request_sealed_check" CHECK (("donation_receipt_request"."resident_number_cipher" is null) = ("donation_receipt_request"."resident_number_iv" is null) and ("donation_receipt_request"."resident_number_cipher" is null) = ("donation_receipt_request"."resident_number_tag" is null) and ("donation_receipt_request"."resident_number_cipher" is null) = ("donation_receipt_request"."resident_number_key_id" is null) and ("donation_receipt_request"."state" = 'REQUESTED' or "donation_receipt_request"."resident_number_cipher" is null))
);
--> statement-breakpoint
ALTER TABLE "donation_group" ADD COLUMN "receipt_resident_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_receipt_request" ADD CONSTRAINT "donation_receipt_request_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_receipt_request" ADD CONSTRAINT "donation_receipt_request_donation_group_seq_donation_group_donation_group_seq_fk" FOREIGN KEY ("donation_group_seq") REFERENCES "public"."donation_group"("donation_group_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_receipt_request_group_idx" ON "donation_receipt_request" USING btree ("donation_group_seq","state","donation_receipt_seq");