CREATE TABLE "wreath_thanks" (
	"payment_seq" integer PRIMARY KEY NOT NULL,
	"thanked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_number" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wreath_thanks" ADD CONSTRAINT "wreath_thanks_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE cascade ON UPDATE no action;