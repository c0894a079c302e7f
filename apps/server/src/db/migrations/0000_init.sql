CREATE TABLE "account" (
	"account_seq" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role_type" text DEFAULT 'NORMAL' NOT NULL,
	"description" text,
	"division" text,
	"admin_phone_num" text,
	"email" text,
	"phone_num" text,
	"tel_num" text,
	"birthday" date,
	"birthday_calendar" text,
	"zonecode" text,
	"road_address" text,
	"detail_address" text,
	"marketing_sms" char(1) DEFAULT 'N' NOT NULL,
	"marketing_email" char(1) DEFAULT 'N' NOT NULL,
	"identity_ci" text,
	"last_login_date" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verification" (
	"identity_verification_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"name" text,
	"phone_number" text,
	"birth_date" date,
	"ci" text,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_seq" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_bank" (
	"refund_bank_seq" serial PRIMARY KEY NOT NULL,
	"account_seq" integer NOT NULL,
	"bank_name" text NOT NULL,
	"bank_owner" text NOT NULL,
	"bank_number" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_bank_accountSeq_unique" UNIQUE("account_seq")
);
--> statement-breakpoint
CREATE TABLE "social_connection" (
	"social_connection_seq" serial PRIMARY KEY NOT NULL,
	"account_seq" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"connect_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"session_id_hash" text PRIMARY KEY NOT NULL,
	"account_seq" integer,
	"role_type" text NOT NULL,
	"non_member_order_num" text,
	"non_member_name" text,
	"data" text DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"stored_file_seq" serial PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_fileKey_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "campaign_category" (
	"category_campaign_seq" serial PRIMARY KEY NOT NULL,
	"parent_seq" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_category_parent_name_key" UNIQUE NULLS NOT DISTINCT("parent_seq","name"),
	CONSTRAINT "campaign_category_not_own_parent_check" CHECK ("campaign_category"."parent_seq" is distinct from "campaign_category"."category_campaign_seq")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"category_seq" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_parent" text NOT NULL,
	"use_yn" char(1) DEFAULT 'N' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_parent_name_key" UNIQUE("category_parent","name"),
	CONSTRAINT "category_use_yn_check" CHECK ("category"."use_yn" in ('Y', 'N')),
	CONSTRAINT "category_parent_check" CHECK ("category"."category_parent" in ('notice', 'faq', 'sponsor', 'donationGroup', 'campaign'))
);
--> statement-breakpoint
CREATE TABLE "donation_category" (
	"category_donation_seq" serial PRIMARY KEY NOT NULL,
	"parent_seq" integer,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_category_parent_name_key" UNIQUE NULLS NOT DISTINCT("parent_seq","name"),
	CONSTRAINT "donation_category_not_own_parent_check" CHECK ("donation_category"."parent_seq" is distinct from "donation_category"."category_donation_seq")
);
--> statement-breakpoint
CREATE TABLE "partner_detail" (
	"partner_detail_seq" serial PRIMARY KEY NOT NULL,
	"partner_seq" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"partner_seq" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"address_name" text,
	"road_address_name" text,
	"phone" text,
	"place_url" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_type_check" CHECK ("partner"."type" in ('wedding', 'funeral'))
);
--> statement-breakpoint
CREATE TABLE "campaign_attach" (
	"campaign_attach_seq" serial PRIMARY KEY NOT NULL,
	"campaign_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"campaign_seq" serial PRIMARY KEY NOT NULL,
	"category_seq" integer,
	"campaign_name" text NOT NULL,
	"campaign_amount" integer DEFAULT 0 NOT NULL,
	"partner_company" text,
	"partner_manager" text,
	"type" text,
	"campaign_type" text,
	"end_date" date,
	"description" text,
	"content" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"partner_seq" integer,
	"category_campaign_seq" integer,
	"category_donation_seq" integer,
	"display_yn" char(1) DEFAULT 'Y' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_display_yn_check" CHECK ("campaign"."display_yn" in ('Y', 'N')),
	CONSTRAINT "campaign_type_check" CHECK ("campaign"."campaign_type" in ('WEDDING', 'FUNERAL')),
	CONSTRAINT "campaign_amount_check" CHECK ("campaign"."campaign_amount" >= 0),
	CONSTRAINT "campaign_sort_order_check" CHECK ("campaign"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsor_attach" (
	"sponsor_attach_seq" serial PRIMARY KEY NOT NULL,
	"sponsor_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor" (
	"sponsor_seq" serial PRIMARY KEY NOT NULL,
	"category_seq" integer,
	"start_date" date,
	"end_date" date,
	"sponsor_amount" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"editor_html" text,
	"thumbnail_path" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_amount_check" CHECK ("sponsor"."sponsor_amount" >= 0),
	CONSTRAINT "sponsor_period_check" CHECK ("sponsor"."end_date" is null or "sponsor"."start_date" is null or "sponsor"."end_date" >= "sponsor"."start_date")
);
--> statement-breakpoint
CREATE TABLE "donation_group_attach" (
	"donation_group_attach_seq" serial PRIMARY KEY NOT NULL,
	"donation_group_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_group" (
	"donation_group_seq" serial PRIMARY KEY NOT NULL,
	"category_seq" integer,
	"group_name" text NOT NULL,
	"group_explain" text,
	"editor_html" text,
	"thumbnail_path" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_attach" (
	"notice_attach_seq" serial PRIMARY KEY NOT NULL,
	"notice_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"notice_seq" serial PRIMARY KEY NOT NULL,
	"category_seq" integer,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"top_notice_yn" char(1) DEFAULT 'N' NOT NULL,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_top_notice_yn_check" CHECK ("notice"."top_notice_yn" in ('Y', 'N')),
	CONSTRAINT "notice_view_cnt_check" CHECK ("notice"."view_cnt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"faq_seq" serial PRIMARY KEY NOT NULL,
	"category_seq" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"popup_seq" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"use_status" char(1) DEFAULT 'y' NOT NULL,
	"x_coord" integer DEFAULT 0 NOT NULL,
	"y_coord" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_use_status_check" CHECK ("popup"."use_status" in ('y', 'n')),
	CONSTRAINT "popup_period_check" CHECK ("popup"."end_date" >= "popup"."start_date"),
	CONSTRAINT "popup_coord_check" CHECK ("popup"."x_coord" >= 0 and "popup"."y_coord" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry" (
	"inquiry_seq" serial PRIMARY KEY NOT NULL,
	"account_seq" integer,
	"user_type" text NOT NULL,
	"question_title" text NOT NULL,
	"question_content" text NOT NULL,
	"email_receive" char(1) DEFAULT 'Y' NOT NULL,
	"user_email" text,
	"answer" text,
	"answer_date" timestamp with time zone,
	"is_answered" char(1) DEFAULT 'N' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_email_receive_check" CHECK ("inquiry"."email_receive" in ('Y', 'N')),
	CONSTRAINT "inquiry_is_answered_check" CHECK ("inquiry"."is_answered" in ('Y', 'N')),
	CONSTRAINT "inquiry_user_type_check" CHECK ("inquiry"."user_type" in ('member', 'nonMember'))
);
--> statement-breakpoint
CREATE TABLE "order_number" (
	"order_number_seq" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"invitation_type" char(1) NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_number_order_num_key" UNIQUE("order_num"),
	CONSTRAINT "order_number_num_type_key" UNIQUE("order_num","invitation_type"),
	CONSTRAINT "order_number_format_check" CHECK ("order_number"."order_num" ~ '^[1-9][0-9]{11}$'),
	CONSTRAINT "order_number_type_check" CHECK ("order_number"."invitation_type" in ('W', 'F'))
);
--> statement-breakpoint
CREATE TABLE "funeral_invitation_attach" (
	"funeral_invitation_attach_seq" serial PRIMARY KEY NOT NULL,
	"funeral_invitation_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"attach_type" text DEFAULT 'gallery' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_invitation_attach_type_check" CHECK ("funeral_invitation_attach"."attach_type" in ('main', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "funeral_invitation" (
	"funeral_invitation_seq" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"account_seq" integer,
	"non_member_name" text,
	"non_member_phone" text,
	"deathbed_date" date,
	"deathbed_time" text,
	"funeral_date" date NOT NULL,
	"funeral_time" text NOT NULL,
	"funeral_location_name" text NOT NULL,
	"funeral_location_dtl" text,
	"partner_seq" integer,
	"main_design" integer DEFAULT 1 NOT NULL,
	"main_message" text,
	"greetings_message" text,
	"deceased_name" text NOT NULL,
	"age" integer,
	"mourners" text,
	"main_mourner_id" text,
	"main_mourner_name" text,
	"main_mourner_phone" text,
	"gallery_type" integer DEFAULT 2 NOT NULL,
	"funeral_info_title" text,
	"funeral_info_dtl" text,
	"thankyou_message" text,
	"notice_message" text,
	"use_campaign" boolean DEFAULT true NOT NULL,
	"campaign_seq" integer,
	"kiosk_style" integer DEFAULT 1 NOT NULL,
	"funeral_latitude" double precision DEFAULT 37.5665 NOT NULL,
	"funeral_longitude" double precision DEFAULT 126.978 NOT NULL,
	"map_address" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_invitation_main_design_check" CHECK ("funeral_invitation"."main_design" between 1 and 4),
	CONSTRAINT "funeral_invitation_kiosk_style_check" CHECK ("funeral_invitation"."kiosk_style" between 1 and 4),
	CONSTRAINT "funeral_invitation_gallery_type_check" CHECK ("funeral_invitation"."gallery_type" in (1, 2)),
	CONSTRAINT "funeral_invitation_age_check" CHECK ("funeral_invitation"."age" is null or "funeral_invitation"."age" between 0 and 150)
);
--> statement-breakpoint
CREATE TABLE "funeral_mourner_account" (
	"mourner_account_seq" serial PRIMARY KEY NOT NULL,
	"funeral_invitation_seq" integer NOT NULL,
	"name" text NOT NULL,
	"bank_name" text,
	"bank_info" text,
	"phone_number" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_congrat_account" (
	"congrat_account_seq" serial PRIMARY KEY NOT NULL,
	"wedding_invitation_seq" integer NOT NULL,
	"wedding_side" text NOT NULL,
	"name" text NOT NULL,
	"bank_name" text,
	"bank_number" text,
	"phone_number" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_congrat_account_side_check" CHECK ("wedding_congrat_account"."wedding_side" in ('groom', 'bride'))
);
--> statement-breakpoint
CREATE TABLE "wedding_invitation_attach" (
	"wedding_invitation_attach_seq" serial PRIMARY KEY NOT NULL,
	"wedding_invitation_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"attach_type" text DEFAULT 'gallery' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_invitation_attach_type_check" CHECK ("wedding_invitation_attach"."attach_type" in ('main', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "wedding_invitation" (
	"wedding_invitation_seq" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"account_seq" integer,
	"non_member_name" text,
	"non_member_phone" text,
	"event_date" date NOT NULL,
	"event_time" text NOT NULL,
	"event_location_name" text NOT NULL,
	"event_location_detail" text,
	"partner_seq" integer,
	"main_design" integer DEFAULT 1 NOT NULL,
	"edit_style" text DEFAULT '0_color01' NOT NULL,
	"gallery_type" integer DEFAULT 2 NOT NULL,
	"main_message" text,
	"greetings_message" text,
	"groom_father_name" text,
	"groom_mother_name" text,
	"groom_name" text,
	"bride_father_name" text,
	"bride_mother_name" text,
	"bride_name" text,
	"groom_contact_name" text,
	"groom_contact_phone" text,
	"bride_contact_name" text,
	"bride_contact_phone" text,
	"thankyou_message" text,
	"guide_title" text,
	"guide_content" text,
	"notice_message" text,
	"use_campaign" boolean DEFAULT true NOT NULL,
	"category_campaign_seq" integer,
	"category_donation_seq" integer,
	"campaign_seq" integer,
	"kiosk_style" integer DEFAULT 1 NOT NULL,
	"event_latitude" double precision DEFAULT 37.5665 NOT NULL,
	"event_longitude" double precision DEFAULT 126.978 NOT NULL,
	"map_address" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_invitation_main_design_check" CHECK ("wedding_invitation"."main_design" between 1 and 4),
	CONSTRAINT "wedding_invitation_kiosk_style_check" CHECK ("wedding_invitation"."kiosk_style" between 1 and 4),
	CONSTRAINT "wedding_invitation_gallery_type_check" CHECK ("wedding_invitation"."gallery_type" in (1, 2)),
	CONSTRAINT "wedding_invitation_edit_style_check" CHECK ("wedding_invitation"."edit_style" ~ '^[0-3]_color0[1-3]$')
);
--> statement-breakpoint
CREATE TABLE "review_attach" (
	"review_attach_seq" serial PRIMARY KEY NOT NULL,
	"review_seq" integer NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review" (
	"review_seq" serial PRIMARY KEY NOT NULL,
	"account_seq" integer,
	"user_id" text NOT NULL,
	"order_num" text NOT NULL,
	"campaign_seq" integer,
	"review_rating" numeric(2, 1) NOT NULL,
	"review_text" text NOT NULL,
	"show_partner_company" char(1) DEFAULT 'Y' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_show_partner_company_check" CHECK ("review"."show_partner_company" in ('Y', 'N')),
	CONSTRAINT "review_rating_check" CHECK ("review"."review_rating" between 0.5 and 5 and "review"."review_rating" * 2 = trunc("review"."review_rating" * 2))
);
--> statement-breakpoint
CREATE TABLE "cash_receipt" (
	"cash_receipt_seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"usage_type" text NOT NULL,
	"identity_number" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"approval_no" text,
	"issued_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_receipt_payment_key" UNIQUE("payment_seq"),
	CONSTRAINT "cash_receipt_usage_check" CHECK ("cash_receipt"."usage_type" in ('income', 'expense')),
	CONSTRAINT "cash_receipt_status_check" CHECK ("cash_receipt"."status" in ('REQUESTED', 'ISSUED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "payment_intent" (
	"payment_intent_seq" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"provider" text NOT NULL,
	"invitation_type" char(1),
	"invitation_seq" integer,
	"order_num" text,
	"campaign_seq" integer,
	"account_seq" integer,
	"amount" integer NOT NULL,
	"name" text,
	"phone_num" text,
	"message" text,
	"status" text DEFAULT 'READY' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intent_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "payment_intent_amount_check" CHECK ("payment_intent"."amount" > 0),
	CONSTRAINT "payment_intent_status_check" CHECK ("payment_intent"."status" in ('READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED')),
	CONSTRAINT "payment_intent_provider_check" CHECK ("payment_intent"."provider" in ('portone', 'kiwoom', 'sandbox')),
	CONSTRAINT "payment_intent_type_check" CHECK ("payment_intent"."invitation_type" in ('W', 'F')),
	CONSTRAINT "payment_intent_order_check" CHECK (("payment_intent"."invitation_type" is null) = ("payment_intent"."invitation_seq" is null) and ("payment_intent"."invitation_seq" is null) = ("payment_intent"."order_num" is null))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"payment_seq" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"payment_intent_seq" integer,
	"provider" text NOT NULL,
	"invitation_type" char(1),
	"invitation_seq" integer,
	"order_num" text,
	"campaign_seq" integer,
	"account_seq" integer,
	"name" text,
	"phone_num" text,
	"message" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"provider_tx_id" text,
	"pay_method" text DEFAULT 'CARD' NOT NULL,
	"card_company" text,
	"card_number" text,
	"approval_no" text,
	"receipt_url" text,
	"fail_reason" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "payment_amount_check" CHECK ("payment"."amount" > 0),
	CONSTRAINT "payment_cancelled_amount_check" CHECK ("payment"."cancelled_amount" between 0 and "payment"."amount"),
	CONSTRAINT "payment_status_check" CHECK ("payment"."status" in ('READY', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED')),
	CONSTRAINT "payment_provider_check" CHECK ("payment"."provider" in ('portone', 'kiwoom', 'sandbox')),
	CONSTRAINT "payment_type_check" CHECK ("payment"."invitation_type" in ('W', 'F')),
	CONSTRAINT "payment_order_check" CHECK (("payment"."invitation_type" is null) = ("payment"."invitation_seq" is null) and ("payment"."invitation_seq" is null) = ("payment"."order_num" is null)),
	CONSTRAINT "payment_paid_at_check" CHECK ("payment"."status" not in ('PAID', 'PARTIAL_CANCELLED') or "payment"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "password_reset_token" ADD CONSTRAINT "password_reset_token_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_bank" ADD CONSTRAINT "refund_bank_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connection" ADD CONSTRAINT "social_connection_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_category" ADD CONSTRAINT "campaign_category_parent_fk" FOREIGN KEY ("parent_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_category" ADD CONSTRAINT "donation_category_parent_fk" FOREIGN KEY ("parent_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_detail" ADD CONSTRAINT "partner_detail_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attach" ADD CONSTRAINT "campaign_attach_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_attach" ADD CONSTRAINT "campaign_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_campaign_fk" FOREIGN KEY ("category_campaign_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_category_donation_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_attach" ADD CONSTRAINT "sponsor_attach_sponsor_seq_sponsor_sponsor_seq_fk" FOREIGN KEY ("sponsor_seq") REFERENCES "public"."sponsor"("sponsor_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_attach" ADD CONSTRAINT "sponsor_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor" ADD CONSTRAINT "sponsor_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor" ADD CONSTRAINT "sponsor_thumbnail_path_stored_file_file_key_fk" FOREIGN KEY ("thumbnail_path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group_attach" ADD CONSTRAINT "donation_group_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group_attach" ADD CONSTRAINT "donation_group_attach_group_fk" FOREIGN KEY ("donation_group_seq") REFERENCES "public"."donation_group"("donation_group_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group" ADD CONSTRAINT "donation_group_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_group" ADD CONSTRAINT "donation_group_thumbnail_path_stored_file_file_key_fk" FOREIGN KEY ("thumbnail_path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attach" ADD CONSTRAINT "notice_attach_notice_seq_notice_notice_seq_fk" FOREIGN KEY ("notice_seq") REFERENCES "public"."notice"("notice_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attach" ADD CONSTRAINT "notice_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq" ADD CONSTRAINT "faq_category_seq_category_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("category_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation_attach" ADD CONSTRAINT "funeral_invitation_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation_attach" ADD CONSTRAINT "funeral_invitation_attach_invitation_fk" FOREIGN KEY ("funeral_invitation_seq") REFERENCES "public"."funeral_invitation"("funeral_invitation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_order_num_order_number_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."order_number"("order_num") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_invitation" ADD CONSTRAINT "funeral_invitation_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funeral_mourner_account" ADD CONSTRAINT "funeral_mourner_account_invitation_fk" FOREIGN KEY ("funeral_invitation_seq") REFERENCES "public"."funeral_invitation"("funeral_invitation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_congrat_account" ADD CONSTRAINT "wedding_congrat_account_invitation_fk" FOREIGN KEY ("wedding_invitation_seq") REFERENCES "public"."wedding_invitation"("wedding_invitation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation_attach" ADD CONSTRAINT "wedding_invitation_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation_attach" ADD CONSTRAINT "wedding_invitation_attach_invitation_fk" FOREIGN KEY ("wedding_invitation_seq") REFERENCES "public"."wedding_invitation"("wedding_invitation_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_order_num_order_number_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."order_number"("order_num") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_partner_seq_partner_partner_seq_fk" FOREIGN KEY ("partner_seq") REFERENCES "public"."partner"("partner_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_category_campaign_fk" FOREIGN KEY ("category_campaign_seq") REFERENCES "public"."campaign_category"("category_campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD CONSTRAINT "wedding_invitation_category_donation_fk" FOREIGN KEY ("category_donation_seq") REFERENCES "public"."donation_category"("category_donation_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attach" ADD CONSTRAINT "review_attach_review_seq_review_review_seq_fk" FOREIGN KEY ("review_seq") REFERENCES "public"."review"("review_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attach" ADD CONSTRAINT "review_attach_path_stored_file_file_key_fk" FOREIGN KEY ("path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_order_num_order_number_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."order_number"("order_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_receipt" ADD CONSTRAINT "cash_receipt_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_order_fk" FOREIGN KEY ("order_num","invitation_type") REFERENCES "public"."order_number"("order_num","invitation_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_payment_intent_seq_payment_intent_payment_intent_seq_fk" FOREIGN KEY ("payment_intent_seq") REFERENCES "public"."payment_intent"("payment_intent_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_campaign_seq_campaign_campaign_seq_fk" FOREIGN KEY ("campaign_seq") REFERENCES "public"."campaign"("campaign_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_fk" FOREIGN KEY ("order_num","invitation_type") REFERENCES "public"."order_number"("order_num","invitation_type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_username_key" ON "account" USING btree ("username");--> statement-breakpoint
CREATE INDEX "account_role_create_idx" ON "account" USING btree ("role_type","create_date");--> statement-breakpoint
CREATE INDEX "account_name_idx" ON "account" USING btree ("name");--> statement-breakpoint
CREATE INDEX "identity_verification_create_idx" ON "identity_verification" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "password_reset_token_account_idx" ON "password_reset_token" USING btree ("account_seq");--> statement-breakpoint
CREATE INDEX "password_reset_token_expires_idx" ON "password_reset_token" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connection_provider_user_key" ON "social_connection" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connection_account_provider_key" ON "social_connection" USING btree ("account_seq","provider");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_seq");--> statement-breakpoint
CREATE INDEX "campaign_category_parent_sort_idx" ON "campaign_category" USING btree ("parent_seq","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_category_name_idx" ON "campaign_category" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "category_parent_use_sort_idx" ON "category" USING btree ("category_parent","use_yn","sort_order");--> statement-breakpoint
CREATE INDEX "category_name_idx" ON "category" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "donation_category_parent_sort_idx" ON "donation_category" USING btree ("parent_seq","sort_order");--> statement-breakpoint
CREATE INDEX "donation_category_name_idx" ON "donation_category" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_detail_partner_sort_idx" ON "partner_detail" USING btree ("partner_seq","sort_order");--> statement-breakpoint
CREATE INDEX "partner_type_name_idx" ON "partner" USING btree ("type","name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_name_idx" ON "partner" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partner_create_idx" ON "partner" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "campaign_attach_campaign_sort_idx" ON "campaign_attach" USING btree ("campaign_seq","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_attach_path_idx" ON "campaign_attach" USING btree ("path");--> statement-breakpoint
CREATE INDEX "campaign_display_sort_idx" ON "campaign" USING btree ("display_yn","sort_order","campaign_seq");--> statement-breakpoint
CREATE INDEX "campaign_category_sort_idx" ON "campaign" USING btree ("category_seq","sort_order","campaign_seq");--> statement-breakpoint
CREATE INDEX "campaign_name_idx" ON "campaign" USING btree ("campaign_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "campaign_type_categories_idx" ON "campaign" USING btree ("campaign_type","category_campaign_seq","category_donation_seq","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_type_partner_idx" ON "campaign" USING btree ("campaign_type","partner_seq","sort_order");--> statement-breakpoint
CREATE INDEX "campaign_category_campaign_idx" ON "campaign" USING btree ("category_campaign_seq");--> statement-breakpoint
CREATE INDEX "campaign_category_donation_idx" ON "campaign" USING btree ("category_donation_seq");--> statement-breakpoint
CREATE INDEX "campaign_partner_idx" ON "campaign" USING btree ("partner_seq");--> statement-breakpoint
CREATE INDEX "campaign_create_idx" ON "campaign" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "sponsor_attach_sponsor_sort_idx" ON "sponsor_attach" USING btree ("sponsor_seq","sort_order");--> statement-breakpoint
CREATE INDEX "sponsor_attach_path_idx" ON "sponsor_attach" USING btree ("path");--> statement-breakpoint
CREATE INDEX "sponsor_category_create_idx" ON "sponsor" USING btree ("category_seq","create_date");--> statement-breakpoint
CREATE INDEX "sponsor_create_idx" ON "sponsor" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "sponsor_title_idx" ON "sponsor" USING btree ("title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "donation_group_attach_group_sort_idx" ON "donation_group_attach" USING btree ("donation_group_seq","sort_order");--> statement-breakpoint
CREATE INDEX "donation_group_attach_path_idx" ON "donation_group_attach" USING btree ("path");--> statement-breakpoint
CREATE INDEX "donation_group_category_create_idx" ON "donation_group" USING btree ("category_seq","create_date");--> statement-breakpoint
CREATE INDEX "donation_group_create_idx" ON "donation_group" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "donation_group_name_idx" ON "donation_group" USING btree ("group_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notice_attach_notice_sort_idx" ON "notice_attach" USING btree ("notice_seq","sort_order");--> statement-breakpoint
CREATE INDEX "notice_attach_path_idx" ON "notice_attach" USING btree ("path");--> statement-breakpoint
CREATE INDEX "notice_top_create_idx" ON "notice" USING btree ("top_notice_yn","create_date");--> statement-breakpoint
CREATE INDEX "notice_create_idx" ON "notice" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "notice_category_create_idx" ON "notice" USING btree ("category_seq","create_date");--> statement-breakpoint
CREATE INDEX "notice_title_idx" ON "notice" USING btree ("title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "faq_create_idx" ON "faq" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "faq_category_create_idx" ON "faq" USING btree ("category_seq","create_date");--> statement-breakpoint
CREATE INDEX "faq_title_idx" ON "faq" USING btree ("title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "popup_use_period_idx" ON "popup" USING btree ("use_status","start_date","end_date");--> statement-breakpoint
CREATE INDEX "popup_create_idx" ON "popup" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "popup_title_idx" ON "popup" USING btree ("title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inquiry_account_create_idx" ON "inquiry" USING btree ("account_seq","create_date");--> statement-breakpoint
CREATE INDEX "inquiry_answered_create_idx" ON "inquiry" USING btree ("is_answered","create_date");--> statement-breakpoint
CREATE INDEX "inquiry_create_idx" ON "inquiry" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "inquiry_title_idx" ON "inquiry" USING btree ("question_title" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "funeral_invitation_attach_invitation_sort_idx" ON "funeral_invitation_attach" USING btree ("funeral_invitation_seq","attach_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_invitation_attach_main_key" ON "funeral_invitation_attach" USING btree ("funeral_invitation_seq") WHERE attach_type = 'main';--> statement-breakpoint
CREATE INDEX "funeral_invitation_attach_path_idx" ON "funeral_invitation_attach" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "funeral_invitation_order_num_key" ON "funeral_invitation" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "funeral_invitation_account_create_idx" ON "funeral_invitation" USING btree ("account_seq","create_date");--> statement-breakpoint
CREATE INDEX "funeral_invitation_create_idx" ON "funeral_invitation" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "funeral_invitation_deceased_name_idx" ON "funeral_invitation" USING btree ("deceased_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "funeral_invitation_main_mourner_name_idx" ON "funeral_invitation" USING btree ("main_mourner_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "funeral_invitation_location_idx" ON "funeral_invitation" USING btree ("funeral_location_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "funeral_invitation_campaign_idx" ON "funeral_invitation" USING btree ("campaign_seq");--> statement-breakpoint
CREATE INDEX "funeral_invitation_partner_idx" ON "funeral_invitation" USING btree ("partner_seq");--> statement-breakpoint
CREATE INDEX "funeral_mourner_account_invitation_idx" ON "funeral_mourner_account" USING btree ("funeral_invitation_seq","sort_order");--> statement-breakpoint
CREATE INDEX "wedding_congrat_account_invitation_idx" ON "wedding_congrat_account" USING btree ("wedding_invitation_seq","wedding_side","sort_order");--> statement-breakpoint
CREATE INDEX "wedding_invitation_attach_invitation_sort_idx" ON "wedding_invitation_attach" USING btree ("wedding_invitation_seq","attach_type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invitation_attach_main_key" ON "wedding_invitation_attach" USING btree ("wedding_invitation_seq") WHERE attach_type = 'main';--> statement-breakpoint
CREATE INDEX "wedding_invitation_attach_path_idx" ON "wedding_invitation_attach" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "wedding_invitation_order_num_key" ON "wedding_invitation" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "wedding_invitation_account_create_idx" ON "wedding_invitation" USING btree ("account_seq","create_date");--> statement-breakpoint
CREATE INDEX "wedding_invitation_create_idx" ON "wedding_invitation" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "wedding_invitation_groom_name_idx" ON "wedding_invitation" USING btree ("groom_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wedding_invitation_bride_name_idx" ON "wedding_invitation" USING btree ("bride_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wedding_invitation_location_idx" ON "wedding_invitation" USING btree ("event_location_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wedding_invitation_campaign_idx" ON "wedding_invitation" USING btree ("campaign_seq");--> statement-breakpoint
CREATE INDEX "wedding_invitation_partner_idx" ON "wedding_invitation" USING btree ("partner_seq");--> statement-breakpoint
CREATE INDEX "review_attach_review_sort_idx" ON "review_attach" USING btree ("review_seq","sort_order");--> statement-breakpoint
CREATE INDEX "review_attach_path_idx" ON "review_attach" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_num_key" ON "review" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "review_campaign_create_idx" ON "review" USING btree ("campaign_seq","create_date");--> statement-breakpoint
CREATE INDEX "review_campaign_rating_idx" ON "review" USING btree ("campaign_seq","review_rating","create_date");--> statement-breakpoint
CREATE INDEX "review_rating_create_idx" ON "review" USING btree ("review_rating","create_date");--> statement-breakpoint
CREATE INDEX "review_account_create_idx" ON "review" USING btree ("account_seq","create_date");--> statement-breakpoint
CREATE INDEX "review_create_idx" ON "review" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "payment_intent_order_num_idx" ON "payment_intent" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "payment_intent_invitation_idx" ON "payment_intent" USING btree ("invitation_type","invitation_seq");--> statement-breakpoint
CREATE INDEX "payment_intent_status_create_idx" ON "payment_intent" USING btree ("status","create_date");--> statement-breakpoint
CREATE INDEX "payment_invitation_status_paid_idx" ON "payment" USING btree ("invitation_type","invitation_seq","status","paid_at");--> statement-breakpoint
CREATE INDEX "payment_status_paid_idx" ON "payment" USING btree ("status","paid_at");--> statement-breakpoint
CREATE INDEX "payment_order_num_idx" ON "payment" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "payment_campaign_status_idx" ON "payment" USING btree ("campaign_seq","status");--> statement-breakpoint
CREATE INDEX "payment_account_create_idx" ON "payment" USING btree ("account_seq","create_date");--> statement-breakpoint
CREATE INDEX "payment_intent_idx" ON "payment" USING btree ("payment_intent_seq");