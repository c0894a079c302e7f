CREATE TABLE "settlement_batch" (
	"settlement_batch_seq" serial PRIMARY KEY NOT NULL,
	"donation_group_seq" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"state" text DEFAULT 'CLOSED' NOT NULL,
	"amount" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"closed_account_seq" integer,
	"transferred_on" date,
	"bank_reference" text,
	"proof_path" text,
	"proof_name" text,
	"transferred_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_batch_state_check" CHECK ("settlement_batch"."state" in ('CLOSED', 'TRANSFERRED')),
	CONSTRAINT "settlement_batch_period_check" CHECK ("settlement_batch"."period_from" <= "settlement_batch"."period_to"),
	CONSTRAINT "settlement_batch_transfer_check" CHECK ("settlement_batch"."state" = 'CLOSED' or ("settlement_batch"."transferred_on" is not null and "settlement_batch"."bank_reference" is not null and "settlement_batch"."proof_path" is not null))
);
--> statement-breakpoint
CREATE TABLE "settlement_line" (
	"settlement_line_seq" serial PRIMARY KEY NOT NULL,
	"settlement_batch_seq" integer NOT NULL,
	"payment_seq" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_line_payment_kind_batch_key" UNIQUE("payment_seq","kind","settlement_batch_seq"),
	CONSTRAINT "settlement_line_kind_check" CHECK ("settlement_line"."kind" in ('WREATH', 'ADJUSTMENT')),
	CONSTRAINT "settlement_line_amount_check" CHECK (case "settlement_line"."kind" when 'WREATH' then "settlement_line"."amount" >= 0 else "settlement_line"."amount" < 0 end)
);
--> statement-breakpoint
ALTER TABLE "campaign" ADD COLUMN "donated_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_ledger_month" ADD COLUMN "donation_group_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "donation_group_seq" integer;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD COLUMN "donated_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "donation_group_seq" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "donated_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "donated_amount" integer GENERATED ALWAYS AS (((amount - cancelled_amount)::bigint * donated_percent / 100)::integer) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_batch" ADD CONSTRAINT "settlement_batch_donation_group_seq_donation_group_donation_group_seq_fk" FOREIGN KEY ("donation_group_seq") REFERENCES "public"."donation_group"("donation_group_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_batch" ADD CONSTRAINT "settlement_batch_closed_account_seq_account_account_seq_fk" FOREIGN KEY ("closed_account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_batch" ADD CONSTRAINT "settlement_batch_proof_path_stored_file_file_key_fk" FOREIGN KEY ("proof_path") REFERENCES "public"."stored_file"("file_key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_line" ADD CONSTRAINT "settlement_line_settlement_batch_seq_settlement_batch_settlement_batch_seq_fk" FOREIGN KEY ("settlement_batch_seq") REFERENCES "public"."settlement_batch"("settlement_batch_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_line" ADD CONSTRAINT "settlement_line_payment_seq_payment_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("payment_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_batch_group_idx" ON "settlement_batch" USING btree ("donation_group_seq","settlement_batch_seq");--> statement-breakpoint
CREATE INDEX "settlement_batch_state_idx" ON "settlement_batch" USING btree ("state","settlement_batch_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_line_wreath_once_key" ON "settlement_line" USING btree ("payment_seq") WHERE kind = 'WREATH';--> statement-breakpoint
CREATE INDEX "settlement_line_batch_idx" ON "settlement_line" USING btree ("settlement_batch_seq","settlement_line_seq");--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_donation_group_seq_donation_group_donation_group_seq_fk" FOREIGN KEY ("donation_group_seq") REFERENCES "public"."donation_group"("donation_group_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_donation_group_seq_donation_group_donation_group_seq_fk" FOREIGN KEY ("donation_group_seq") REFERENCES "public"."donation_group"("donation_group_seq") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_ledger_month_group_idx" ON "donation_ledger_month" USING btree ("donation_group_seq");--> statement-breakpoint
CREATE INDEX "payment_donation_group_paid_idx" ON "payment" USING btree ("donation_group_seq","paid_at");--> statement-breakpoint
ALTER TABLE "donation_ledger_month" DROP CONSTRAINT "donation_ledger_month_pkey";
--> statement-breakpoint
ALTER TABLE "donation_ledger_month" ADD CONSTRAINT "donation_ledger_month_pkey" PRIMARY KEY("month","donation_group_seq","campaign_seq","category_donation_seq");--> statement-breakpoint
ALTER TABLE "campaign" ADD CONSTRAINT "campaign_donated_percent_check" CHECK ("campaign"."donated_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_donated_percent_check" CHECK ("payment"."donated_percent" between 1 and 100);--> statement-breakpoint
-- The ledger keyed by organisation and summing each payment's donated_amount (db/sql/payment_summaries_follow.sql, whose text follows).
-- Keeps every summary of `payment` equal to a sum over its rows, in the
-- writer's own statement: donation_ledger_month (the ledger: standing wreaths,
-- what stays paid and the donated part owed (each payment's donated_amount: its
-- share fixed at payment time of what stays paid, rounded down), per Korean
-- month, organisation, campaign and recipient),
-- payment_order_summary (one invitation's payments and ledger figures),
-- payment_tally and payment_total (the lists' counts per Korean day and over
-- all time) and payment_name_tally (payments per payer name). A trigger and not
-- the application, because whatever writes `payment` (settlement, cancellation,
-- a provider's refund, a seed, a campaign's removal setting campaign_seq to
-- null) must move them, and the lists read their totals from here instead of
-- counting millions of rows. Once per statement over its transition tables: the
-- new rows are added, the old rows taken away. Keys are upserted in order, so
-- two statements never lock summary rows in opposite orders.
-- rebuildPaymentSummaries (modules/payment/ledger-queries.ts) recounts them with
-- the same rules after a bulk load that bypassed the trigger.
-- Created in migration 0007; rewritten whole in 0008 (payment_total), 0010
-- (payment_order_summary, payment_name_tally) and the settlements migration
-- (the organisation in the ledger, donated_amount instead of half), whose text this is.
CREATE OR REPLACE FUNCTION "payment_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
BEGIN
  -- The ledger: standing wreaths (PAID, partly refunded), what stays paid, each payment's donated amount.
  EXECUTE format($q$
    INSERT INTO donation_ledger_month AS l (month, donation_group_seq, campaign_seq, category_donation_seq, paid_count, total_paid, donated_amount)
    SELECT date_trunc('month', c.paid_at AT TIME ZONE 'Asia/Seoul')::date, coalesce(c.donation_group_seq, 0), coalesce(c.campaign_seq, 0),
           coalesce(c.category_donation_seq, 0), sum(c.sign), sum(c.sign * (c.amount - c.cancelled_amount)), sum(c.sign * c.donated_amount)
    FROM (%s) c
    WHERE c.purpose = 'WREATH' AND c.status IN ('PAID', 'PARTIAL_CANCELLED')
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.amount - c.cancelled_amount)) <> 0 OR sum(c.sign * c.donated_amount) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, donation_group_seq, campaign_seq, category_donation_seq) DO UPDATE SET
      paid_count = l.paid_count + excluded.paid_count,
      total_paid = l.total_paid + excluded.total_paid,
      donated_amount = l.donated_amount + excluded.donated_amount
  $q$, changed);
  -- One invitation's payments: how many in all, and its ledger figures.
  EXECUTE format($q$
    INSERT INTO payment_order_summary AS o (order_num, payments, paid_count, total_paid, donated_amount)
    SELECT c.order_num, sum(c.sign), sum(c.sign * c.standing), sum(c.sign * c.standing * (c.amount - c.cancelled_amount)),
           sum(c.sign * c.standing * c.donated_amount)
    FROM (SELECT x.*, (x.purpose = 'WREATH' AND x.status IN ('PAID', 'PARTIAL_CANCELLED'))::int AS standing FROM (%s) x) c
    WHERE c.order_num IS NOT NULL
    GROUP BY 1
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.standing) <> 0 OR sum(c.sign * c.standing * (c.amount - c.cancelled_amount)) <> 0
    ORDER BY 1
    ON CONFLICT (order_num) DO UPDATE SET
      payments = o.payments + excluded.payments,
      paid_count = o.paid_count + excluded.paid_count,
      total_paid = o.total_paid + excluded.total_paid,
      donated_amount = o.donated_amount + excluded.donated_amount
  $q$, changed);
  -- The lists' counts: every payment, per Korean day of listed_at, over all time, and per payer name.
  EXECUTE format($q$
    INSERT INTO payment_tally AS t (day, status, purpose, has_message, payments)
    SELECT (c.listed_at AT TIME ZONE 'Asia/Seoul')::date, c.status, c.purpose, coalesce(c.message <> '', false), sum(c.sign)
    FROM (%s) c
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, status, purpose, has_message) DO UPDATE SET payments = t.payments + excluded.payments
  $q$, changed);
  EXECUTE format($q$
    INSERT INTO payment_total AS t (status, purpose, has_message, payments)
    SELECT c.status, c.purpose, coalesce(c.message <> '', false), sum(c.sign)
    FROM (%s) c
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (status, purpose, has_message) DO UPDATE SET payments = t.payments + excluded.payments
  $q$, changed);
  EXECUTE format($q$
    INSERT INTO payment_name_tally AS t (name, payments)
    SELECT c.name, sum(c.sign)
    FROM (%s) c
    WHERE c.name IS NOT NULL
    GROUP BY 1
    HAVING sum(c.sign) <> 0
    ORDER BY 1
    ON CONFLICT (name) DO UPDATE SET payments = t.payments + excluded.payments
  $q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payment_summaries_insert" AFTER INSERT ON "payment" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payment_summaries_update" AFTER UPDATE ON "payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "payment_summaries_delete" AFTER DELETE ON "payment" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
-- Existing intents and payments name the organisation their recipient category is (the oldest group naming it), as new ones do at
-- payment time; the trigger moves their ledger rows from organisation 0 to it in the same statement.
UPDATE "payment_intent" i SET "donation_group_seq" = (SELECT min(g."donation_group_seq") FROM "donation_group" g WHERE g."category_donation_seq" = i."category_donation_seq") WHERE i."category_donation_seq" IS NOT NULL;
--> statement-breakpoint
UPDATE "payment" p SET "donation_group_seq" = (SELECT min(g."donation_group_seq") FROM "donation_group" g WHERE g."category_donation_seq" = p."category_donation_seq") WHERE p."category_donation_seq" IS NOT NULL;
