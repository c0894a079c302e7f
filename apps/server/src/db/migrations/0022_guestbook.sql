CREATE TABLE "guestbook_message" (
	"message_seq" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"password_hash" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"writer_key" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guestbook_message_name_check" CHECK (length("guestbook_message"."name") between 1 and 20),
	CONSTRAINT "guestbook_message_body_check" CHECK (length("guestbook_message"."body") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "guestbook_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "guestbook_host_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "guestbook_on_kiosk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "guestbook_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "guestbook_host_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "guestbook_on_kiosk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guestbook_message" ADD CONSTRAINT "guestbook_message_order_num_order_number_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."order_number"("order_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guestbook_message_order_create_idx" ON "guestbook_message" USING btree ("order_num","create_date","message_seq");--> statement-breakpoint
CREATE INDEX "guestbook_message_writer_idx" ON "guestbook_message" USING btree ("writer_key","create_date");