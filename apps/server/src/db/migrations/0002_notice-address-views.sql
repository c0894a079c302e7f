CREATE TABLE "notice_address_view" (
	"notice_seq" integer NOT NULL,
	"viewer_hash" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_address_view_pkey" PRIMARY KEY("notice_seq","viewer_hash")
);
--> statement-breakpoint
ALTER TABLE "notice_address_view" ADD CONSTRAINT "notice_address_view_notice_seq_notice_notice_seq_fk" FOREIGN KEY ("notice_seq") REFERENCES "public"."notice"("notice_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_address_view_viewed_idx" ON "notice_address_view" USING btree ("viewed_at");