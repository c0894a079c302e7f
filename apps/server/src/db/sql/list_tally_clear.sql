-- TRUNCATE fires no row or transition-table trigger, so emptying a listed
-- table clears its list's tallies here (the list named by the trigger's
-- argument), or its total would go on counting rows that are gone.
-- From migration 0009.
CREATE OR REPLACE FUNCTION "list_tally_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM list_tally WHERE list = TG_ARGV[0];
  DELETE FROM list_day_tally WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notice_tally_truncate" AFTER TRUNCATE ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('notice');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "inquiry_tally_truncate" AFTER TRUNCATE ON "inquiry" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('inquiry');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "wedding_invitation_tally_truncate" AFTER TRUNCATE ON "wedding_invitation" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('wedding_invitation');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "funeral_invitation_tally_truncate" AFTER TRUNCATE ON "funeral_invitation" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('funeral_invitation');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "account_tally_truncate" AFTER TRUNCATE ON "account" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('account');
