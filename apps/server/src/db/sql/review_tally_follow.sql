-- Keeps review_tally equal to a count of a campaign's reviews per rating, in
-- the writer's own transaction, so the review summary and the review list's
-- total read ten rows instead of counting a campaign's reviews. Moved the same
-- way as list_tally_follow: per statement for inserts and deletes, per changed
-- row for a new campaign or rating (a removed campaign's set-null moves its
-- reviews out). From migration 0009.
CREATE OR REPLACE FUNCTION "review_tally_follow"() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
CREATE OR REPLACE TRIGGER "review_tally_insert" AFTER INSERT ON "review" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_follow"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "review_tally_update" AFTER UPDATE OF campaign_seq, review_rating ON "review" FOR EACH ROW WHEN (old.campaign_seq IS DISTINCT FROM new.campaign_seq OR old.review_rating IS DISTINCT FROM new.review_rating) EXECUTE FUNCTION "review_tally_follow"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "review_tally_delete" AFTER DELETE ON "review" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_tally_follow"();
