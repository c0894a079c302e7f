CREATE TABLE "payment_cancel" (
	"payment_cancel_seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"account_seq" integer,
	"refund_request_seq" integer,
	"gateway_reference" text,
	"cancelled_at" timestamp with time zone NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cancel_amount_check" CHECK ("payment_cancel"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment" DROP CONSTRAINT "sandbox_payment_status_check";--> statement-breakpoint
ALTER TABLE "message" DROP CONSTRAINT "message_template_check";--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "cancelled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "cancellations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_cancel" ADD CONSTRAINT "payment_cancel_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cancel" ADD CONSTRAINT "payment_cancel_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cancel" ADD CONSTRAINT "payment_cancel_refund_request_seq_refund_request_refund_request_seq_fk" FOREIGN KEY ("refund_request_seq") REFERENCES "public"."refund_request"("refund_request_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cancel_payment_idx" ON "payment_cancel" USING btree ("payment_seq","cancelled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cancel_reference_key" ON "payment_cancel" USING btree ("payment_seq","gateway_reference");--> statement-breakpoint
CREATE INDEX "payment_cancel_account_idx" ON "payment_cancel" USING btree ("account_seq");--> statement-breakpoint
CREATE INDEX "payment_cancel_refund_request_idx" ON "payment_cancel" USING btree ("refund_request_seq");--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_cancelled_amount_check" CHECK ("sandbox_payment"."cancelled_amount" between 0 and "sandbox_payment"."amount");--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_status_check" CHECK ("sandbox_payment"."status" in ('READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED'));--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_template_check" CHECK ("message"."template" in ('ORDER_GUIDE', 'WREATH_ARRIVED', 'PAYMENT_RECEIPT', 'THANKS', 'REFUND_DECLINED'));--> statement-breakpoint
-- Refunds made before this history existed (whole cancels): one row each, so the history adds up to cancelled_amount.
INSERT INTO "payment_cancel" ("payment_seq", "amount", "reason", "cancelled_at")
SELECT "payment_seq", "cancelled_amount", coalesce("cancel_reason", ''), coalesce("cancelled_at", "update_date")
FROM "payment" WHERE "cancelled_amount" > 0;
