CREATE TABLE "refund_request" (
	"refund_request_seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"reason" text NOT NULL,
	"contact" text NOT NULL,
	"state" text DEFAULT 'REQUESTED' NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_request_state_check" CHECK ("refund_request"."state" in ('REQUESTED', 'DONE', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "kakao_pay_link" text;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "groom_kakao_pay_link" text;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "bride_kakao_pay_link" text;--> statement-breakpoint
ALTER TABLE "refund_request" ADD CONSTRAINT "refund_request_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_open_key" ON "refund_request" USING btree ("payment_seq") WHERE state = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "refund_request_payment_idx" ON "refund_request" USING btree ("payment_seq","refund_request_seq");