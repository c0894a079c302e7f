CREATE TABLE "message" (
	"message_seq" serial PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"variables" jsonb NOT NULL,
	"text" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"order_num" text,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"channel" text,
	"provider_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempted_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_check" CHECK ("message"."template" in ('ORDER_GUIDE', 'WREATH_ARRIVED', 'PAYMENT_RECEIPT', 'THANKS')),
	CONSTRAINT "message_state_check" CHECK ("message"."state" in ('QUEUED', 'SENDING', 'SENT', 'FAILED')),
	CONSTRAINT "message_channel_check" CHECK ("message"."channel" is null or "message"."channel" in ('ATA', 'SMS', 'LMS', 'OUTBOX'))
);
--> statement-breakpoint
ALTER TABLE "admin_alert" DROP CONSTRAINT "admin_alert_kind_check";--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "receipt_by_message" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "message_dedupe_key_idx" ON "message" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "message_create_idx" ON "message" USING btree ("create_date","message_seq");--> statement-breakpoint
CREATE INDEX "message_state_create_idx" ON "message" USING btree ("state","create_date","message_seq");--> statement-breakpoint
CREATE INDEX "message_due_idx" ON "message" USING btree ("send_after") WHERE "message"."state" in ('QUEUED', 'SENDING');--> statement-breakpoint
CREATE INDEX "message_order_idx" ON "message" USING btree ("order_num","template");--> statement-breakpoint
ALTER TABLE "admin_alert" ADD CONSTRAINT "admin_alert_kind_check" CHECK ("admin_alert"."kind" in ('PAYMENT_CHANNEL_REFUSED', 'UNKNOWN_PAYMENT_CANCEL_FAILED', 'REFUND_FAILED', 'KIWOOM_WINDOW_NEVER_OPENED', 'KIWOOM_NOTIFICATION_REFUSED', 'JOB_FAILED', 'MESSAGE_FAILED'));