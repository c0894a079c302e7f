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
