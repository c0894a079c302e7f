-- Keeps list_tally and list_day_tally equal to a count of the listed tables'
-- rows (notices by pin, inquiries by answer, wedding and funeral orders,
-- unwithdrawn accounts by role; in all and per Korean day of create_date), in
-- the writer's own transaction, so a list's total and its pager's last page
-- come from a row instead of count(*). The trigger's arguments name the list,
-- the bucket of a changed row `c`, and which rows count at all. Inserts and
-- deletes run once per statement over its transition tables; updates run per
-- row, and only when a column the tally depends on is set and changed
-- (transition tables cannot be combined with a column list, and a notice's
-- view count, a login's last_login_date or an answer's text must not fire it).
-- Keys are upserted in order, so two writers never lock tally rows in opposite
-- orders. From migration 0009 (docs/decisions/014-performance-scale-notes.md).
CREATE OR REPLACE FUNCTION "list_tally_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE
    WHEN TG_LEVEL = 'ROW' THEN 'SELECT -1 AS sign, ($1).* UNION ALL SELECT 1 AS sign, ($2).*'
    WHEN TG_OP = 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows'
  END;
  totals text := format($q$
    INSERT INTO list_tally AS t (list, bucket, total)
    SELECT %L, %s, sum(c.sign)
    FROM (%s) c
    WHERE %s
    GROUP BY 2
    HAVING sum(c.sign) <> 0
    ORDER BY 2
    ON CONFLICT (list, bucket) DO UPDATE SET total = t.total + excluded.total
  $q$, TG_ARGV[0], TG_ARGV[1], changed, TG_ARGV[2]);
  days text := format($q$
    INSERT INTO list_day_tally AS t (list, bucket, day, total)
    SELECT %L, %s, (c.create_date AT TIME ZONE 'Asia/Seoul')::date, sum(c.sign)
    FROM (%s) c
    WHERE %s
    GROUP BY 2, 3
    HAVING sum(c.sign) <> 0
    ORDER BY 2, 3
    ON CONFLICT (list, bucket, day) DO UPDATE SET total = t.total + excluded.total
  $q$, TG_ARGV[0], TG_ARGV[1], changed, TG_ARGV[2]);
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    EXECUTE totals USING OLD, NEW;
    EXECUTE days USING OLD, NEW;
  ELSE
    EXECUTE totals;
    EXECUTE days;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notice_tally_insert" AFTER INSERT ON "notice" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notice_tally_update" AFTER UPDATE OF top_notice_yn, create_date ON "notice" FOR EACH ROW WHEN (old.top_notice_yn IS DISTINCT FROM new.top_notice_yn OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "notice_tally_delete" AFTER DELETE ON "notice" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "inquiry_tally_insert" AFTER INSERT ON "inquiry" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "inquiry_tally_update" AFTER UPDATE OF is_answered, create_date ON "inquiry" FOR EACH ROW WHEN (old.is_answered IS DISTINCT FROM new.is_answered OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "inquiry_tally_delete" AFTER DELETE ON "inquiry" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "wedding_invitation_tally_insert" AFTER INSERT ON "wedding_invitation" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "wedding_invitation_tally_update" AFTER UPDATE OF create_date ON "wedding_invitation" FOR EACH ROW WHEN (old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "wedding_invitation_tally_delete" AFTER DELETE ON "wedding_invitation" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "funeral_invitation_tally_insert" AFTER INSERT ON "funeral_invitation" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "funeral_invitation_tally_update" AFTER UPDATE OF create_date ON "funeral_invitation" FOR EACH ROW WHEN (old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "funeral_invitation_tally_delete" AFTER DELETE ON "funeral_invitation" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "account_tally_insert" AFTER INSERT ON "account" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "account_tally_update" AFTER UPDATE OF role_type, withdrawn_at, create_date ON "account" FOR EACH ROW WHEN (old.role_type IS DISTINCT FROM new.role_type OR old.withdrawn_at IS DISTINCT FROM new.withdrawn_at OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "account_tally_delete" AFTER DELETE ON "account" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
