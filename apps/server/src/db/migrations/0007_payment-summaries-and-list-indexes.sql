CREATE TABLE "donation_ledger_month" (
	"month" date NOT NULL,
	"campaign_seq" integer NOT NULL,
	"category_donation_seq" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL,
	"donated_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "donation_ledger_month_pkey" PRIMARY KEY("month","campaign_seq","category_donation_seq")
);
--> statement-breakpoint
CREATE TABLE "payment_tally" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"purpose" text NOT NULL,
	"has_message" boolean NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_tally_pkey" PRIMARY KEY("day","status","purpose","has_message")
);
--> statement-breakpoint
DROP INDEX "payment_invitation_status_paid_idx";--> statement-breakpoint
DROP INDEX "payment_status_paid_idx";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(paid_at, create_date)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "donation_ledger_month_campaign_idx" ON "donation_ledger_month" USING btree ("campaign_seq");--> statement-breakpoint
CREATE INDEX "donation_ledger_month_recipient_idx" ON "donation_ledger_month" USING btree ("category_donation_seq");--> statement-breakpoint
CREATE INDEX "payment_listed_idx" ON "payment" USING btree ("listed_at","payment_seq");--> statement-breakpoint
CREATE INDEX "payment_status_listed_idx" ON "payment" USING btree ("status","listed_at","payment_seq");--> statement-breakpoint
CREATE INDEX "payment_board_idx" ON "payment" USING btree ("paid_at","payment_seq") WHERE "payment"."status" = 'PAID' and "payment"."purpose" = 'WREATH' and "payment"."message" is not null and "payment"."message" <> '';--> statement-breakpoint
CREATE INDEX "payment_order_wreath_idx" ON "payment" USING btree ("order_num","paid_at","payment_seq","amount","cancelled_amount") WHERE "payment"."purpose" = 'WREATH' and "payment"."status" in ('PAID', 'PARTIAL_CANCELLED');--> statement-breakpoint
CREATE INDEX "payment_account_cancelled_idx" ON "payment" USING btree ("account_seq","create_date","payment_seq") WHERE "payment"."status" in ('CANCELLED', 'PARTIAL_CANCELLED');--> statement-breakpoint
-- Hand-written from here (decision 014's payment notes): the trigger that keeps
-- donation_ledger_month and payment_tally exact, their backfill, and the
-- contains-search indexes where pg_trgm exists.
--
-- One function for every statement on payment: it adds what the statement's
-- new rows count and takes away what its old rows counted, per key, in the
-- statement's own transaction. Whatever writes payment (settlement,
-- cancellation, a provider's refund, a seed, a campaign's removal setting
-- campaign_seq to null) moves the summaries with it. Keys are upserted in
-- order, so two statements never lock summary rows in opposite orders.
CREATE FUNCTION "payment_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
BEGIN
  -- The ledger: standing wreaths (PAID, partly refunded), what stays paid, each payment's half rounded down.
  EXECUTE format($q$
    INSERT INTO donation_ledger_month AS l (month, campaign_seq, category_donation_seq, paid_count, total_paid, donated_amount)
    SELECT date_trunc('month', c.paid_at AT TIME ZONE 'Asia/Seoul')::date, coalesce(c.campaign_seq, 0), coalesce(c.category_donation_seq, 0),
           sum(c.sign), sum(c.sign * (c.amount - c.cancelled_amount)), sum(c.sign * ((c.amount - c.cancelled_amount) / 2))
    FROM (%s) c
    WHERE c.purpose = 'WREATH' AND c.status IN ('PAID', 'PARTIAL_CANCELLED')
    GROUP BY 1, 2, 3
    HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.amount - c.cancelled_amount)) <> 0 OR sum(c.sign * ((c.amount - c.cancelled_amount) / 2)) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (month, campaign_seq, category_donation_seq) DO UPDATE SET
      paid_count = l.paid_count + excluded.paid_count,
      total_paid = l.total_paid + excluded.total_paid,
      donated_amount = l.donated_amount + excluded.donated_amount
  $q$, changed);
  -- The lists' totals: every payment, per Korean day of listed_at.
  EXECUTE format($q$
    INSERT INTO payment_tally AS t (day, status, purpose, has_message, payments)
    SELECT (c.listed_at AT TIME ZONE 'Asia/Seoul')::date, c.status, c.purpose, coalesce(c.message <> '', false), sum(c.sign)
    FROM (%s) c
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, status, purpose, has_message) DO UPDATE SET payments = t.payments + excluded.payments
  $q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "payment_summaries_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM donation_ledger_month;
  DELETE FROM payment_tally;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- The backfill: the same sums over the rows already there (rebuildLedgerSummary runs the same statements).
INSERT INTO "donation_ledger_month" (month, campaign_seq, category_donation_seq, paid_count, total_paid, donated_amount)
SELECT date_trunc('month', paid_at AT TIME ZONE 'Asia/Seoul')::date, coalesce(campaign_seq, 0), coalesce(category_donation_seq, 0),
       count(*), sum(amount - cancelled_amount), sum((amount - cancelled_amount) / 2)
FROM "payment"
WHERE purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "payment_tally" (day, status, purpose, has_message, payments)
SELECT (listed_at AT TIME ZONE 'Asia/Seoul')::date, status, purpose, coalesce(message <> '', false), count(*)
FROM "payment"
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER "payment_summaries_insert" AFTER INSERT ON "payment" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "payment_summaries_update" AFTER UPDATE ON "payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "payment_summaries_delete" AFTER DELETE ON "payment" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "payment_summaries_truncate" AFTER TRUNCATE ON "payment" FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_clear"();
--> statement-breakpoint
-- Contains-search of the payment list: trigram indexes where pg_trgm can be
-- had (PostgreSQL); without it (the embedded PGlite) the search scans, which
-- a small database does in a moment.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX payment_payment_id_trgm_idx ON payment USING gin (payment_id gin_trgm_ops);
    CREATE INDEX payment_order_num_trgm_idx ON payment USING gin (order_num gin_trgm_ops);
    CREATE INDEX payment_name_trgm_idx ON payment USING gin (name gin_trgm_ops);
    CREATE INDEX payment_phone_num_trgm_idx ON payment USING gin (phone_num gin_trgm_ops);
  END IF;
END
$do$;
