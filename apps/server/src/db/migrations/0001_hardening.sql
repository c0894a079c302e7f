CREATE TABLE "auth_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "auth_throttle_pkey" PRIMARY KEY("scope","key"),
	CONSTRAINT "auth_throttle_scope_check" CHECK ("auth_throttle"."scope" in ('login-address', 'login-username', 'password-check'))
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "sender_display" text DEFAULT 'MASKED' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "sender_display" text DEFAULT 'MASKED' NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttle_last_failure_idx" ON "auth_throttle" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_public_id_key" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_sender_display_check" CHECK ("payment_intent"."sender_display" in ('NAME', 'MASKED', 'ANONYMOUS'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_sender_display_check" CHECK ("payment"."sender_display" in ('NAME', 'MASKED', 'ANONYMOUS'));