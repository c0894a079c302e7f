ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "campaign_category" DROP CONSTRAINT "campaign_category_parent_fk";
--> statement-breakpoint
ALTER TABLE "donation_category" DROP CONSTRAINT "donation_category_parent_fk";
--> statement-breakpoint
ALTER TABLE "campaign" DROP CONSTRAINT "campaign_category_seq_category_category_seq_fk";
--> statement-breakpoint
ALTER TABLE "campaign" DROP CONSTRAINT "campaign_partner_seq_partner_partner_seq_fk";
--> statement-breakpoint
ALTER TABLE "campaign" DROP CONSTRAINT "campaign_category_campaign_fk";
--> statement-breakpoint
ALTER TABLE "campaign" DROP CONSTRAINT "campaign_category_donation_fk";
--> statement-breakpoint
ALTER TABLE "sponsor" DROP CONSTRAINT "sponsor_category_seq_category_category_seq_fk";
--> statement-breakpoint
ALTER TABLE "donation_group" DROP CONSTRAINT "donation_group_category_seq_category_category_seq_fk";
--> statement-breakpoint
ALTER TABLE "donation_group" DROP CONSTRAINT "donation_group_category_donation_seq_donation_category_category_donation_seq_fk";
--> statement-breakpoint
ALTER TABLE "notice" DROP CONSTRAINT "notice_category_seq_category_category_seq_fk";
--> statement-breakpoint
ALTER TABLE "faq" DROP CONSTRAINT "faq_category_seq_category_category_seq_fk";
--> statement-breakpoint
ALTER TABLE "funeral_invitation" DROP CONSTRAINT "funeral_invitation_partner_seq_partner_partner_seq_fk";
--> statement-breakpoint
ALTER TABLE "funeral_invitation" DROP CONSTRAINT "funeral_invitation_campaign_seq_campaign_campaign_seq_fk";
--> statement-breakpoint
ALTER TABLE "wedding_invitation" DROP CONSTRAINT "wedding_invitation_partner_seq_partner_partner_seq_fk";
--> statement-breakpoint
ALTER TABLE "wedding_invitation" DROP CONSTRAINT "wedding_invitation_campaign_seq_campaign_campaign_seq_fk";
--> statement-breakpoint
ALTER TABLE "wedding_invitation" DROP CONSTRAINT "wedding_invitation_category_campaign_fk";
--> statement-breakpoint
ALTER TABLE "wedding_invitation" DROP CONSTRAINT "wedding_invitation_category_donation_fk";
--> statement-breakpoint
ALTER TABLE "review" DROP CONSTRAINT "review_campaign_seq_campaign_campaign_seq_fk";
--> statement-breakpoint
ALTER TABLE "payment_intent" DROP CONSTRAINT "payment_intent_campaign_seq_campaign_campaign_seq_fk";
--> statement-breakpoint
ALTER TABLE "payment_intent" DROP CONSTRAINT "payment_intent_category_donation_seq_donation_category_category_donation_seq_fk";
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_campaign_seq_campaign_campaign_seq_fk";
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_category_donation_seq_donation_category_category_donation_seq_fk";
--> statement-breakpoint
ALTER TABLE "campaign" ALTER COLUMN "sort_order" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "campaign" ALTER COLUMN "sort_order" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "session_ref" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_category" ADD CONSTRAINT "campaign_category_parent_fk" FOREIGN KEY ("parent_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_category" ADD CONSTRAINT "donation_category_parent_fk" FOREIGN KEY ("parent_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_campaign_fk" FOREIGN KEY ("category_campaign_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_donation_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor" ADD CONSTRAINT "sponsor_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group" ADD CONSTRAINT "donation_group_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group" ADD CONSTRAINT "donation_group_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_category_campaign_fk" FOREIGN KEY ("category_campaign_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_category_donation_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_category_donation_seq_donation_category_category_donation_seq_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_address_action_create_idx" ON "admin_audit" USING btree ("client_address","action","create_date");--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_published_complete_check" CHECK ("campaign"."display_yn" = 'N' or ("campaign"."campaign_amount" > 0 and "campaign"."sort_order" is not null));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('create', 'update', 'delete', 'toggle', 'answer', 'cancel', 'end', 'reopen', 'login', 'loginFailed', 'excel', 'view'));