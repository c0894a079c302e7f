-- The payment search's trigram indexes (0007, 0010) without GIN's pending
-- list: with fastupdate on, new entries wait in a list that every search
-- reads from start to end until a vacuum or a full list merges them (up to
-- 4 MB, some milliseconds a search). Payments arrive a few at a time, so each
-- is written into the index at once instead; the lists already waiting are
-- merged now.
DO $do$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['payment_payment_id_trgm_idx', 'payment_order_num_trgm_idx', 'payment_name_trgm_idx', 'payment_phone_num_trgm_idx', 'payment_name_tally_trgm_idx'] LOOP
    IF to_regclass(name) IS NOT NULL THEN
      EXECUTE format('ALTER INDEX %I SET (fastupdate = off)', name);
      PERFORM gin_clean_pending_list(to_regclass(name));
    END IF;
  END LOOP;
END
$do$;
