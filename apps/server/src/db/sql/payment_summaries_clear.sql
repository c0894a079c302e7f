-- TRUNCATE payment fires no row or transition-table trigger, so without this
-- the summaries that payment_summaries_follow keeps would go on counting rows
-- that are gone: emptying the table empties every summary of it too.
-- Created in migration 0007; rewritten in 0008 and 0010 with each new summary,
-- whose text this is.
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
CREATE OR REPLACE TRIGGER "payment_summaries_truncate" AFTER TRUNCATE ON "payment" FOR EACH STATEMENT EXECUTE FUNCTION "payment_summaries_clear"();
