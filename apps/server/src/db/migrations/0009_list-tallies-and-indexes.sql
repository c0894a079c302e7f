CREATE TABLE "list_day_tally" (
	"list" text NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_day_tally_pkey" PRIMARY KEY("list","bucket","day")
);
--> statement-breakpoint
CREATE TABLE "list_tally" (
	"list" text NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_tally_pkey" PRIMARY KEY("list","bucket")
);
--> statement-breakpoint
CREATE TABLE "review_tally" (
	"campaign_seq" integer NOT NULL,
	"review_rating" numeric(2, 1) NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_tally_pkey" PRIMARY KEY("campaign_seq","review_rating")
);
--> statement-breakpoint
DROP INDEX "account_role_create_idx";--> statement-breakpoint
DROP INDEX "notice_top_create_idx";--> statement-breakpoint
DROP INDEX "notice_title_idx";--> statement-breakpoint
DROP INDEX "inquiry_title_idx";--> statement-breakpoint
DROP INDEX "funeral_invitation_deceased_name_idx";--> statement-breakpoint
DROP INDEX "funeral_invitation_main_mourner_name_idx";--> statement-breakpoint
DROP INDEX "funeral_invitation_location_idx";--> statement-breakpoint
DROP INDEX "wedding_invitation_groom_name_idx";--> statement-breakpoint
DROP INDEX "wedding_invitation_bride_name_idx";--> statement-breakpoint
DROP INDEX "wedding_invitation_location_idx";--> statement-breakpoint
DROP INDEX "notice_create_idx";--> statement-breakpoint
DROP INDEX "inquiry_account_create_idx";--> statement-breakpoint
DROP INDEX "inquiry_answered_create_idx";--> statement-breakpoint
DROP INDEX "inquiry_create_idx";--> statement-breakpoint
DROP INDEX "funeral_invitation_account_create_idx";--> statement-breakpoint
DROP INDEX "funeral_invitation_create_idx";--> statement-breakpoint
DROP INDEX "wedding_invitation_account_create_idx";--> statement-breakpoint
DROP INDEX "wedding_invitation_create_idx";--> statement-breakpoint
DROP INDEX "review_campaign_create_idx";--> statement-breakpoint
DROP INDEX "review_campaign_rating_idx";--> statement-breakpoint
DROP INDEX "review_rating_create_idx";--> statement-breakpoint
DROP INDEX "review_account_create_idx";--> statement-breakpoint
DROP INDEX "admin_audit_create_idx";--> statement-breakpoint
CREATE INDEX "account_listed_idx" ON "account" USING btree ("role_type","create_date","account_seq") WHERE "account"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "notice_list_idx" ON "notice" USING btree ("top_notice_yn","create_date","notice_seq");--> statement-breakpoint
CREATE INDEX "notice_create_idx" ON "notice" USING btree ("create_date","notice_seq");--> statement-breakpoint
CREATE INDEX "inquiry_account_create_idx" ON "inquiry" USING btree ("account_seq","create_date","inquiry_seq");--> statement-breakpoint
CREATE INDEX "inquiry_answered_create_idx" ON "inquiry" USING btree ("is_answered","create_date","inquiry_seq");--> statement-breakpoint
CREATE INDEX "inquiry_create_idx" ON "inquiry" USING btree ("create_date","inquiry_seq");--> statement-breakpoint
CREATE INDEX "funeral_invitation_account_create_idx" ON "funeral_invitation" USING btree ("account_seq","create_date","funeral_invitation_seq");--> statement-breakpoint
CREATE INDEX "funeral_invitation_create_idx" ON "funeral_invitation" USING btree ("create_date","funeral_invitation_seq");--> statement-breakpoint
CREATE INDEX "wedding_invitation_account_create_idx" ON "wedding_invitation" USING btree ("account_seq","create_date","wedding_invitation_seq");--> statement-breakpoint
CREATE INDEX "wedding_invitation_create_idx" ON "wedding_invitation" USING btree ("create_date","wedding_invitation_seq");--> statement-breakpoint
CREATE INDEX "review_campaign_create_idx" ON "review" USING btree ("campaign_seq","create_date","review_seq");--> statement-breakpoint
CREATE INDEX "review_campaign_rating_idx" ON "review" USING btree ("campaign_seq","review_rating","create_date","review_seq");--> statement-breakpoint
CREATE INDEX "review_rating_create_idx" ON "review" USING btree ("review_rating","create_date","review_seq");--> statement-breakpoint
CREATE INDEX "review_account_create_idx" ON "review" USING btree ("account_seq","create_date","review_seq");--> statement-breakpoint
CREATE INDEX "admin_audit_create_idx" ON "admin_audit" USING btree ("create_date","audit_seq");--> statement-breakpoint
-- Hand-written from here (docs/decisions/014-performance-scale-notes.md): the
-- triggers that keep list_tally, list_day_tally and review_tally exact, their
-- backfill, and the contains-search indexes where pg_trgm exists. Writers wait
-- until this commits (migrations run in one transaction), so the backfill and
-- the triggers between them miss no row.
LOCK TABLE "notice", "inquiry", "wedding_invitation", "funeral_invitation", "account", "review" IN SHARE MODE;
--> statement-breakpoint
-- One function for every write to a listed table: what the statement's new
-- rows count is added and what its old rows counted is taken away, per bucket
-- and per Korean day of create_date, in the writer's own transaction. The
-- trigger's arguments name the list, the bucket of a changed row `c`, and
-- which rows count at all. Inserts and deletes run once per statement over
-- its transition tables; updates run per row, and only when a column the
-- tally depends on is set and changed (a notice's view count, a login's
-- last_login_date or an answer's text never reach here). Keys are upserted in
-- order, so two writers never lock tally rows in opposite orders.
CREATE FUNCTION "list_tally_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
CREATE FUNCTION "list_tally_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM list_tally WHERE list = TG_ARGV[0];
  DELETE FROM list_day_tally WHERE list = TG_ARGV[0];
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A campaign's reviews per rating, moved the same way (a removed campaign's set-null moves them out).
CREATE FUNCTION "review_tally_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE
    WHEN TG_LEVEL = 'ROW' THEN 'SELECT -1 AS sign, ($1).* UNION ALL SELECT 1 AS sign, ($2).*'
    WHEN TG_OP = 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows'
  END;
  tally text := format($q$
    INSERT INTO review_tally AS t (campaign_seq, review_rating, reviews)
    SELECT c.campaign_seq, c.review_rating, sum(c.sign)
    FROM (%s) c
    WHERE c.campaign_seq IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (campaign_seq, review_rating) DO UPDATE SET reviews = t.reviews + excluded.reviews
  $q$, changed);
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    EXECUTE tally USING OLD, NEW;
  ELSE
    EXECUTE tally;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION "review_tally_clear"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM review_tally;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Counts every tally again from the rows: the backfill below, and a repair (rebuildListTallies).
CREATE FUNCTION "list_tallies_rebuild"() RETURNS void LANGUAGE sql AS $fn$
  DELETE FROM list_day_tally;
  DELETE FROM list_tally;
  DELETE FROM review_tally;
  INSERT INTO list_day_tally (list, bucket, day, total)
    SELECT 'notice', top_notice_yn, (create_date AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM notice GROUP BY 2, 3
    UNION ALL SELECT 'inquiry', is_answered, (create_date AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM inquiry GROUP BY 2, 3
    UNION ALL SELECT 'wedding_invitation', '', (create_date AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM wedding_invitation GROUP BY 2, 3
    UNION ALL SELECT 'funeral_invitation', '', (create_date AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM funeral_invitation GROUP BY 2, 3
    UNION ALL SELECT 'account', role_type, (create_date AT TIME ZONE 'Asia/Seoul')::date, count(*) FROM account WHERE withdrawn_at IS NULL GROUP BY 2, 3;
  INSERT INTO list_tally (list, bucket, total) SELECT list, bucket, sum(total) FROM list_day_tally GROUP BY 1, 2;
  INSERT INTO review_tally (campaign_seq, review_rating, reviews)
    SELECT campaign_seq, review_rating, count(*) FROM review WHERE campaign_seq IS NOT NULL GROUP BY campaign_seq, review_rating;
$fn$;
--> statement-breakpoint
SELECT list_tallies_rebuild();
--> statement-breakpoint
CREATE TRIGGER "notice_tally_insert" AFTER INSERT ON "notice" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE TRIGGER "notice_tally_update" AFTER UPDATE OF top_notice_yn, create_date ON "notice" FOR EACH ROW WHEN (old.top_notice_yn IS DISTINCT FROM new.top_notice_yn OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE TRIGGER "notice_tally_delete" AFTER DELETE ON "notice" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('notice', 'c.top_notice_yn', 'true');
--> statement-breakpoint
CREATE TRIGGER "notice_tally_truncate" AFTER TRUNCATE ON "notice" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('notice');
--> statement-breakpoint
CREATE TRIGGER "inquiry_tally_insert" AFTER INSERT ON "inquiry" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE TRIGGER "inquiry_tally_update" AFTER UPDATE OF is_answered, create_date ON "inquiry" FOR EACH ROW WHEN (old.is_answered IS DISTINCT FROM new.is_answered OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE TRIGGER "inquiry_tally_delete" AFTER DELETE ON "inquiry" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('inquiry', 'c.is_answered', 'true');
--> statement-breakpoint
CREATE TRIGGER "inquiry_tally_truncate" AFTER TRUNCATE ON "inquiry" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('inquiry');
--> statement-breakpoint
CREATE TRIGGER "wedding_invitation_tally_insert" AFTER INSERT ON "wedding_invitation" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "wedding_invitation_tally_update" AFTER UPDATE OF create_date ON "wedding_invitation" FOR EACH ROW WHEN (old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "wedding_invitation_tally_delete" AFTER DELETE ON "wedding_invitation" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('wedding_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "wedding_invitation_tally_truncate" AFTER TRUNCATE ON "wedding_invitation" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('wedding_invitation');
--> statement-breakpoint
CREATE TRIGGER "funeral_invitation_tally_insert" AFTER INSERT ON "funeral_invitation" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "funeral_invitation_tally_update" AFTER UPDATE OF create_date ON "funeral_invitation" FOR EACH ROW WHEN (old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "funeral_invitation_tally_delete" AFTER DELETE ON "funeral_invitation" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('funeral_invitation', '''''', 'true');
--> statement-breakpoint
CREATE TRIGGER "funeral_invitation_tally_truncate" AFTER TRUNCATE ON "funeral_invitation" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('funeral_invitation');
--> statement-breakpoint
CREATE TRIGGER "account_tally_insert" AFTER INSERT ON "account" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
--> statement-breakpoint
CREATE TRIGGER "account_tally_update" AFTER UPDATE OF role_type, withdrawn_at, create_date ON "account" FOR EACH ROW WHEN (old.role_type IS DISTINCT FROM new.role_type OR old.withdrawn_at IS DISTINCT FROM new.withdrawn_at OR old.create_date IS DISTINCT FROM new.create_date) EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
--> statement-breakpoint
CREATE TRIGGER "account_tally_delete" AFTER DELETE ON "account" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_follow"('account', 'c.role_type', 'c.withdrawn_at IS NULL');
--> statement-breakpoint
CREATE TRIGGER "account_tally_truncate" AFTER TRUNCATE ON "account" FOR EACH STATEMENT EXECUTE FUNCTION "list_tally_clear"('account');
--> statement-breakpoint
CREATE TRIGGER "review_tally_insert" AFTER INSERT ON "review" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_follow"();
--> statement-breakpoint
CREATE TRIGGER "review_tally_update" AFTER UPDATE OF campaign_seq, review_rating ON "review" FOR EACH ROW WHEN (old.campaign_seq IS DISTINCT FROM new.campaign_seq OR old.review_rating IS DISTINCT FROM new.review_rating) EXECUTE FUNCTION "review_tally_follow"();
--> statement-breakpoint
CREATE TRIGGER "review_tally_delete" AFTER DELETE ON "review" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_follow"();
--> statement-breakpoint
CREATE TRIGGER "review_tally_truncate" AFTER TRUNCATE ON "review" FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_clear"();
--> statement-breakpoint
-- Contains-search of the big lists: trigram indexes where pg_trgm can be had
-- (PostgreSQL; the embedded PGlite loads it as an extension, see db/client.ts).
-- They replace the text_pattern_ops b-trees of these columns, which served no
-- search ('%word%') and drew the planner into scanning them. Without pg_trgm
-- the searches scan, which a small database does in a moment.
DO $do$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX notice_title_trgm_idx ON notice USING gin (title gin_trgm_ops);
    CREATE INDEX notice_content_trgm_idx ON notice USING gin (content gin_trgm_ops);
    CREATE INDEX inquiry_question_title_trgm_idx ON inquiry USING gin (question_title gin_trgm_ops);
    CREATE INDEX inquiry_question_content_trgm_idx ON inquiry USING gin (question_content gin_trgm_ops);
    CREATE INDEX inquiry_user_email_trgm_idx ON inquiry USING gin (user_email gin_trgm_ops);
    CREATE INDEX wedding_invitation_bride_name_trgm_idx ON wedding_invitation USING gin (bride_name gin_trgm_ops);
    CREATE INDEX wedding_invitation_groom_name_trgm_idx ON wedding_invitation USING gin (groom_name gin_trgm_ops);
    CREATE INDEX wedding_invitation_location_trgm_idx ON wedding_invitation USING gin (event_location_name gin_trgm_ops);
    CREATE INDEX wedding_invitation_location_detail_trgm_idx ON wedding_invitation USING gin (event_location_detail gin_trgm_ops);
    CREATE INDEX wedding_invitation_map_address_trgm_idx ON wedding_invitation USING gin (map_address gin_trgm_ops);
    CREATE INDEX wedding_invitation_order_num_trgm_idx ON wedding_invitation USING gin (order_num gin_trgm_ops);
    CREATE INDEX funeral_invitation_deceased_name_trgm_idx ON funeral_invitation USING gin (deceased_name gin_trgm_ops);
    CREATE INDEX funeral_invitation_main_mourner_name_trgm_idx ON funeral_invitation USING gin (main_mourner_name gin_trgm_ops);
    CREATE INDEX funeral_invitation_mourners_trgm_idx ON funeral_invitation USING gin (mourners gin_trgm_ops);
    CREATE INDEX funeral_invitation_location_trgm_idx ON funeral_invitation USING gin (funeral_location_name gin_trgm_ops);
    CREATE INDEX funeral_invitation_location_dtl_trgm_idx ON funeral_invitation USING gin (funeral_location_dtl gin_trgm_ops);
    CREATE INDEX funeral_invitation_map_address_trgm_idx ON funeral_invitation USING gin (map_address gin_trgm_ops);
    CREATE INDEX funeral_invitation_order_num_trgm_idx ON funeral_invitation USING gin (order_num gin_trgm_ops);
    CREATE INDEX account_username_trgm_idx ON account USING gin (username gin_trgm_ops);
    CREATE INDEX account_name_trgm_idx ON account USING gin (name gin_trgm_ops);
  END IF;
END
$do$;
