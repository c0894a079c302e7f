CREATE TABLE "payment_name_tally" (
	"name" text PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_order_summary" (
	"order_num" text PRIMARY KEY NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL,
	"donated_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_order_num_idx";--> statement-breakpoint
CREATE INDEX "payment_tally_status_day_idx" ON "payment_tally" USING btree ("status","day");--> statement-breakpoint
CREATE INDEX "payment_order_listed_idx" ON "payment" USING btree ("order_num","listed_at","payment_seq","status");--> statement-breakpoint
CREATE INDEX "payment_name_listed_idx" ON "payment" USING btree ("name","listed_at","payment_seq");--> statement-breakpoint
-- Hand-written from here: the trigger function of 0007 and 0008 keeps one
-- invitation's count and figures (payment_order_summary) and the payer names' counts
-- (payment_name_tally) too. Writers wait until this commits (migrations run
-- in one transaction), so the backfill and the trigger miss no payment.
LOCK TABLE "payment" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
  -- One invitation's payments: how many in all, and its ledger figures.
  EXECUTE format($q$
    INSERT INTO payment_order_summary AS o (order_num, payments, paid_count, total_paid, donated_amount)
    SELECT c.order_num, sum(c.sign), sum(c.sign * c.standing), sum(c.sign * c.standing * (c.amount - c.cancelled_amount)),
           sum(c.sign * c.standing * ((c.amount - c.cancelled_amount) / 2))
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
CREATE OR REPLACE FUNCTION "payment_summaries_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM donation_ledger_month;
  DELETE FROM payment_order_summary;
  DELETE FROM payment_tally;
  DELETE FROM payment_total;
  DELETE FROM payment_name_tally;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO "payment_order_summary" (order_num, payments, paid_count, total_paid, donated_amount)
SELECT order_num, count(*), count(*) FILTER (WHERE standing),
       coalesce(sum(amount - cancelled_amount) FILTER (WHERE standing), 0), coalesce(sum((amount - cancelled_amount) / 2) FILTER (WHERE standing), 0)
FROM (SELECT *, (purpose = 'WREATH' AND status IN ('PAID', 'PARTIAL_CANCELLED')) AS standing FROM "payment" WHERE order_num IS NOT NULL) p
GROUP BY 1;
--> statement-breakpoint
INSERT INTO "payment_name_tally" (name, payments)
SELECT name, count(*)
FROM "payment"
WHERE name IS NOT NULL
GROUP BY 1;
--> statement-breakpoint
-- The payer search finds the names that contain its word here (a few
-- thousand rows), where pg_trgm exists.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX payment_name_tally_trgm_idx ON payment_name_tally USING gin (name gin_trgm_ops);
  END IF;
END
$do$;
