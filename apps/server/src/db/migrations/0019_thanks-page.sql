CREATE TABLE "thanks_page" (
	"thanks_page_seq" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"photo_path" text,
	"published" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thanks_page_order_num_key" UNIQUE("order_num"),
	CONSTRAINT "thanks_page_title_check" CHECK (length("thanks_page"."title") between 1 and 40),
	CONSTRAINT "thanks_page_text_check" CHECK (length("thanks_page"."text") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "thanks_page" ADD CONSTRAINT "thanks_page_order_num_order_number_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."order_number"("order_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks_page" ADD CONSTRAINT "thanks_page_photo_path_stored_file_file_key_fk" FOREIGN KEY ("photo_path") REFERENCES "public"."stored_file"("file_key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thanks_page_photo_path_idx" ON "thanks_page" USING btree ("photo_path");