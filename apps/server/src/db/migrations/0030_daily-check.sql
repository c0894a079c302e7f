CREATE TABLE "gateway_check_day" (
	"day" date PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"supported" boolean NOT NULL,
	"payments_here" integer NOT NULL,
	"amount_here" bigint NOT NULL,
	"payments_at_gateway" integer NOT NULL,
	"amount_at_gateway" bigint NOT NULL,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_check_difference" (
	"difference_seq" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"our_status" text,
	"our_amount" integer,
	"our_cancelled_amount" integer,
	"gateway_status" text,
	"gateway_amount" integer,
	"gateway_cancelled_amount" integer,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_by_name" text,
	"resolution_note" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_check_difference_kind_check" CHECK ("gateway_check_difference"."kind" in ('MISSING_AT_GATEWAY', 'MISSING_HERE', 'AMOUNT', 'STATUS', 'CANCELLED_AMOUNT'))
);
--> statement-breakpoint
ALTER TABLE "gateway_check_difference" ADD CONSTRAINT "gateway_check_difference_resolved_by_account_account_seq_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_check_difference_key" ON "gateway_check_difference" USING btree ("day","payment_id","kind");--> statement-breakpoint
CREATE INDEX "gateway_check_difference_list_idx" ON "gateway_check_difference" USING btree ("day","difference_seq");--> statement-breakpoint
CREATE INDEX "gateway_check_difference_open_idx" ON "gateway_check_difference" USING btree ("day","difference_seq") WHERE "gateway_check_difference"."resolved_at" is null;