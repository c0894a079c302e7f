-- Counts list_tally, list_day_tally and review_tally again from the rows,
-- with the same rules as list_tally_follow and review_tally_follow: the
-- backfill of migration 0009, and a repair after a bulk load with the
-- triggers off (rebuildListTallies, lib/list-tally.ts; the scale seed).
-- From migration 0009.
CREATE OR REPLACE FUNCTION "list_tallies_rebuild"() RETURNS void LANGUAGE sql AS $fn$
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
