-- The facets of find chefs' listing and of a search by position alone were counted over every live
-- profile (855,374 in the full-size bench: 5.5-6.2 s cold, docs/performance.md "Search: chef counts").
-- The database now keeps those counts per position (0: none chosen yet) as profiles come, go and
-- change, and such a search reads a few hundred rows. Searches by words, place or filters still count
-- their own matches.
CREATE TABLE "chef_facet_counts" (
	"position" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"option" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "chef_facet_counts_position_type_option_pk" PRIMARY KEY("position","type","option")
);--> statement-breakpoint
-- The options a profile is counted under, per filter type of find chefs ('total': once each).
CREATE FUNCTION chef_facet_options(p chef_profiles) RETURNS TABLE (type text, option text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT 'total', ''
    UNION ALL SELECT 'position', p.position::text WHERE p.position IS NOT NULL
    UNION ALL SELECT 'cuisine', c::text FROM unnest(p.cuisines) c
    UNION ALL SELECT 'nationality', n FROM unnest(p.nationalities) n
    UNION ALL SELECT 'visa', v FROM unnest(p.visas) v
    UNION ALL SELECT 'country', p.country_code WHERE p.country_code IS NOT NULL
    UNION ALL SELECT 'language', l FROM unnest(p.languages) l
  $$;--> statement-breakpoint
-- A live profile's change in one statement, its rows in key order: two changes at once lock the
-- counts they share in the same order (no deadlock). A bulk load (brigade.bulk_load) recounts instead.
CREATE FUNCTION chef_profiles_keep_facet_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone chef_profiles;
  came chef_profiles;
BEGIN
  IF current_setting('brigade.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.approved = 1 AND OLD.active = 1 THEN
    gone := OLD;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.approved = 1 AND NEW.active = 1 THEN
    came := NEW;
  END IF;
  INSERT INTO chef_facet_counts AS kept (position, type, option, count)
    SELECT d.position, d.type, d.option, sum(d.n)::int
    FROM (
      SELECT coalesce(gone.position, 0) AS position, o.type, o.option, -1 AS n
        FROM chef_facet_options(gone) o WHERE gone.id IS NOT NULL
      UNION ALL
      SELECT coalesce(came.position, 0), o.type, o.option, 1
        FROM chef_facet_options(came) o WHERE came.id IS NOT NULL
    ) d
    GROUP BY d.position, d.type, d.option
    HAVING sum(d.n) <> 0
    ORDER BY d.position, d.type, d.option
    ON CONFLICT (position, type, option) DO UPDATE SET count = kept.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chef_profiles_facet_counts_rows
  AFTER INSERT OR DELETE ON chef_profiles
  FOR EACH ROW EXECUTE FUNCTION chef_profiles_keep_facet_counts();--> statement-breakpoint
CREATE TRIGGER chef_profiles_facet_counts_changes
  AFTER UPDATE ON chef_profiles
  FOR EACH ROW
  WHEN ((OLD.approved, OLD.active, OLD.position, OLD.cuisines, OLD.nationalities, OLD.visas, OLD.country_code, OLD.languages)
    IS DISTINCT FROM (NEW.approved, NEW.active, NEW.position, NEW.cuisines, NEW.nationalities, NEW.visas, NEW.country_code, NEW.languages))
  EXECUTE FUNCTION chef_profiles_keep_facet_counts();--> statement-breakpoint
-- Every count again from the live profiles: after a bulk load, and to fill the table now.
CREATE FUNCTION chef_facet_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
    -- Changes made meanwhile wait for the recount (they would add rows it adds too).
    LOCK TABLE chef_facet_counts IN EXCLUSIVE MODE;
    DELETE FROM chef_facet_counts;
    INSERT INTO chef_facet_counts (position, type, option, count)
      SELECT coalesce(p.position, 0), o.type, o.option, count(*)::int
      FROM chef_profiles p CROSS JOIN LATERAL chef_facet_options(p) o
      WHERE p.approved = 1 AND p.active = 1
      GROUP BY 1, 2, 3;
  $$;--> statement-breakpoint
CREATE FUNCTION chef_profiles_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM chef_facet_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER chef_profiles_facet_counts_truncate
  AFTER TRUNCATE ON chef_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION chef_profiles_truncated();--> statement-breakpoint
SELECT chef_facet_counts_recount();
