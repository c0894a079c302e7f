CREATE TABLE "rsvp" (
	"rsvp_seq" serial PRIMARY KEY NOT NULL,
	"wedding_invitation_seq" integer NOT NULL,
	"name" text NOT NULL,
	"side" text NOT NULL,
	"attendance" text NOT NULL,
	"headcount" integer NOT NULL,
	"meal" text NOT NULL,
	"phone" text,
	"note" text,
	"edit_token_hash" text NOT NULL,
	"password_hash" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_side_check" CHECK ("rsvp"."side" in ('groom', 'bride')),
	CONSTRAINT "rsvp_attendance_check" CHECK ("rsvp"."attendance" in ('yes', 'no', 'undecided')),
	CONSTRAINT "rsvp_meal_check" CHECK ("rsvp"."meal" in ('yes', 'no', 'undecided')),
	CONSTRAINT "rsvp_headcount_check" CHECK ("rsvp"."headcount" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "rsvp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "rsvp_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp" ADD CONSTRAINT "rsvp_wedding_invitation_fk" FOREIGN KEY ("wedding_invitation_seq") REFERENCES "public"."wedding_invitation"("wedding_invitation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rsvp_edit_token_key" ON "rsvp" USING btree ("edit_token_hash");--> statement-breakpoint
CREATE INDEX "rsvp_invitation_idx" ON "rsvp" USING btree ("wedding_invitation_seq","rsvp_seq");