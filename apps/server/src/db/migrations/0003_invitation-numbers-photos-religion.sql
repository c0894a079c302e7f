ALTER TABLE "stored_file" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "parent_key" text;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "order_number" ADD COLUMN "public_num" text;--> statement-breakpoint
-- Existing invitations get their public number: 12 digits from gen_random_uuid() (a strong random source), never starting with 0.
UPDATE "order_number" SET "public_num" = (100000000000 + ('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 15))::bit(60)::bigint % 900000000000)::text;--> statement-breakpoint
ALTER TABLE "order_number" ALTER COLUMN "public_num" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "religion" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "burial_place" text;--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_parent_key_stored_file_file_key_fk" FOREIGN KEY ("parent_key") REFERENCES "public"."stored_file"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_parent_idx" ON "stored_file" USING btree ("parent_key");--> statement-breakpoint
ALTER TABLE "order_number" ADD CONSTRAINT "order_number_public_num_key" UNIQUE("public_num");--> statement-breakpoint
ALTER TABLE "order_number" ADD CONSTRAINT "order_number_public_num_format_check" CHECK ("order_number"."public_num" ~ '^[1-9][0-9]{11}$');--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_religion_check" CHECK ("funeral_invitation"."religion" in ('general', 'christian', 'catholic', 'buddhist'));