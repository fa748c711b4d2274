-- Find chefs filters and counts by spoken language (docs/performance.md, "Search: chef counts"): read
-- through chef_languages, a count of a place's or a position's chefs joined 1.8 million language rows, and
-- a chosen language was a lookup per matching profile. Each profile now carries its languages' codes,
-- in the chef's order, kept by the database whatever writes chef_languages; a bulk load may set
-- brigade.bulk_load to skip the upkeep row by row and fill the column itself.
ALTER TABLE "chef_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "chef_profiles_languages_idx" ON "chef_profiles" USING gin ("languages");--> statement-breakpoint
CREATE FUNCTION chef_profiles_keep_languages() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  profiles integer[] := '{}';
BEGIN
  IF current_setting('brigade.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    profiles := profiles || OLD.chef_profile_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    profiles := profiles || NEW.chef_profile_id;
  END IF;
  -- The profiles locked first: two changes of one chef's languages at once then read each other's rows
  -- (the UPDATE's snapshot is taken after the other transaction committed), and neither is lost.
  PERFORM 1 FROM chef_profiles WHERE id = ANY (profiles) ORDER BY id FOR UPDATE;
  UPDATE chef_profiles p
    SET languages = spoken.languages
    FROM (
      SELECT changed.id, coalesce(
        (SELECT array_agg(l.language::text ORDER BY l.sort_order, l.id) FROM chef_languages l WHERE l.chef_profile_id = changed.id),
        '{}'::text[]) AS languages
      FROM (SELECT DISTINCT unnest(profiles)) AS changed(id)
    ) spoken
    WHERE p.id = spoken.id AND p.languages IS DISTINCT FROM spoken.languages;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chef_languages_keep_profile
  AFTER INSERT OR UPDATE OF chef_profile_id, language, sort_order OR DELETE ON chef_languages
  FOR EACH ROW EXECUTE FUNCTION chef_profiles_keep_languages();--> statement-breakpoint
CREATE FUNCTION chef_languages_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE chef_profiles SET languages = '{}' WHERE languages <> '{}';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chef_languages_truncate_profile
  AFTER TRUNCATE ON chef_languages
  FOR EACH STATEMENT EXECUTE FUNCTION chef_languages_truncated();--> statement-breakpoint
UPDATE chef_profiles p SET languages = spoken.languages
  FROM (
    SELECT chef_profile_id, array_agg(language::text ORDER BY sort_order, id) AS languages
    FROM chef_languages GROUP BY chef_profile_id
  ) spoken
  WHERE p.id = spoken.chef_profile_id;--> statement-breakpoint
-- The planner needs the new column's statistics before its first search: without them it took a
-- common language for a rare one and read half the profiles through the new index.
ANALYZE chef_profiles;
