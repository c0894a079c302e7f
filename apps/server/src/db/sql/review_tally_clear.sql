-- TRUNCATE review fires no row or transition-table trigger: emptying the table
-- empties review_tally too. From migration 0009.
CREATE OR REPLACE FUNCTION "review_tally_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM review_tally;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "review_tally_truncate" AFTER TRUNCATE ON "review" FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_clear"();
