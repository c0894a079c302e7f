CREATE TABLE "admin_alert" (
	"alert_seq" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"payment_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_account_seq" integer,
	"acknowledged_by" text,
	CONSTRAINT "admin_alert_kind_check" CHECK ("admin_alert"."kind" in ('PAYMENT_CHANNEL_REFUSED', 'UNKNOWN_PAYMENT_CANCEL_FAILED', 'REFUND_FAILED', 'KIWOOM_WINDOW_NEVER_OPENED', 'KIWOOM_NOTIFICATION_REFUSED')),
	CONSTRAINT "admin_alert_acknowledged_check" CHECK (("admin_alert"."acknowledged_at" is null) = ("admin_alert"."acknowledged_by" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "window_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_alert" ADD CONSTRAINT "admin_alert_acknowledged_account_seq_account_account_seq_fk" FOREIGN KEY ("acknowledged_account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_alert_create_idx" ON "admin_alert" USING btree ("create_date","alert_seq");--> statement-breakpoint
CREATE INDEX "admin_alert_open_idx" ON "admin_alert" USING btree ("create_date","alert_seq") WHERE "admin_alert"."acknowledged_at" is null;--> statement-breakpoint
CREATE INDEX "admin_alert_payment_idx" ON "admin_alert" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "admin_alert_account_idx" ON "admin_alert" USING btree ("acknowledged_account_seq");--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_refusal_check" CHECK ("payment_intent"."refusal" in ('TEST_CHANNEL', 'OTHER_CHANNEL'));