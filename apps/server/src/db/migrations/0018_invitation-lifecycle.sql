ALTER TABLE "funeral_invitation" ADD COLUMN "accounts_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "wreaths_stop_after_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "unpublished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD COLUMN "archive_date" date;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "accounts_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "wreaths_stop_after_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "unpublished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "archive_date" date;