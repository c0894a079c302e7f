CREATE TABLE "payment_total" (
	"status" text NOT NULL,
	"purpose" text NOT NULL,
	"has_message" boolean NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_total_pkey" PRIMARY KEY("status","purpose","has_message")
);
--> statement-breakpoint
-- Hand-written from here: the trigger function of 0007 keeps payment_total too.
-- Writers wait until this commits (migrations run in one transaction), so the
-- backfill and the trigger between them miss no payment.
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
  -- The lists' counts: every payment, per Korean day of listed_at, and over all time.
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
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "payment_summaries_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM donation_ledger_month;
  DELETE FROM payment_tally;
  DELETE FROM payment_total;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO "payment_total" (status, purpose, has_message, payments)
SELECT status, purpose, coalesce(message <> '', false), count(*)
FROM "payment"
GROUP BY 1, 2, 3;
