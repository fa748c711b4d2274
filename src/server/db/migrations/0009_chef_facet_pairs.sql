-- Find chefs with one filter option chosen (a cuisine, a language...) counted the facets over every
-- profile having it: 164,629 profiles for the commonest cuisine at full size, 1.1-1.7 s cold
-- (docs/performance.md, "Search: chef counts"). The database now keeps, per position and per option
-- of those types, the counts of the other types' options among the live profiles having it, as it
-- keeps chef_facet_counts (migration 0007), and such a search reads a few hundred rows.
-- Each option of a profile once (a cuisine sent as `4` and `04` was saved twice, and counted twice):
-- repeats are taken out, then refused.
CREATE FUNCTION array_has_no_repeats(a anyarray) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT cardinality(a) = (SELECT count(DISTINCT x) FROM unnest(a) x) $$;--> statement-breakpoint
CREATE FUNCTION array_without_repeats(a anyarray) RETURNS anyarray
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT x FROM unnest(a) WITH ORDINALITY u(x, n) GROUP BY x ORDER BY min(n)) $$;--> statement-breakpoint
UPDATE chef_profiles SET cuisines = array_without_repeats(cuisines), nationalities = array_without_repeats(nationalities), visas = array_without_repeats(visas)
  WHERE NOT (array_has_no_repeats(cuisines) AND array_has_no_repeats(nationalities) AND array_has_no_repeats(visas));--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD CONSTRAINT "chef_profiles_options_once_check" CHECK (array_has_no_repeats("chef_profiles"."cuisines") and array_has_no_repeats("chef_profiles"."nationalities") and array_has_no_repeats("chef_profiles"."visas"));--> statement-breakpoint
CREATE TABLE "chef_facet_pairs" (
	"on_type" varchar(16) NOT NULL,
	"on_option" text NOT NULL,
	"position" smallint NOT NULL,
	"type" varchar(16) NOT NULL,
	"option" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "chef_facet_pairs_on_type_on_option_position_type_option_pk" PRIMARY KEY("on_type","on_option","position","type","option")
);--> statement-breakpoint
-- The pairs a profile is counted under: each of its options (but its position, which is the table's
-- own column) with each of its options of another type, and with 'total'.
CREATE FUNCTION chef_facet_pairs_of(p chef_profiles) RETURNS TABLE (on_type text, on_option text, type text, option text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT a.type, a.option, b.type, b.option
    FROM chef_facet_options(p) a CROSS JOIN chef_facet_options(p) b
    WHERE a.type NOT IN ('total', 'position') AND b.type <> 'position' AND b.type <> a.type
  $$;--> statement-breakpoint
-- As in migration 0007, the pairs after the counts, each in key order: two changes at once lock what
-- they share in the same order (no deadlock).
CREATE OR REPLACE FUNCTION chef_profiles_keep_facet_counts() RETURNS trigger
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
  INSERT INTO chef_facet_pairs AS kept (on_type, on_option, position, type, option, count)
    SELECT d.on_type, d.on_option, d.position, d.type, d.option, sum(d.n)::int
    FROM (
      SELECT o.on_type, o.on_option, coalesce(gone.position, 0) AS position, o.type, o.option, -1 AS n
        FROM chef_facet_pairs_of(gone) o WHERE gone.id IS NOT NULL
      UNION ALL
      SELECT o.on_type, o.on_option, coalesce(came.position, 0), o.type, o.option, 1
        FROM chef_facet_pairs_of(came) o WHERE came.id IS NOT NULL
    ) d
    GROUP BY d.on_type, d.on_option, d.position, d.type, d.option
    HAVING sum(d.n) <> 0
    ORDER BY d.on_type, d.on_option, d.position, d.type, d.option
    ON CONFLICT (on_type, on_option, position, type, option) DO UPDATE SET count = kept.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every count and pair again from the live profiles: after a bulk load, and to fill the pairs now.
CREATE OR REPLACE FUNCTION chef_facet_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
    -- Changes made meanwhile wait for the recount (they would add rows it adds too).
    LOCK TABLE chef_facet_counts IN EXCLUSIVE MODE;
    LOCK TABLE chef_facet_pairs IN EXCLUSIVE MODE;
    DELETE FROM chef_facet_counts;
    INSERT INTO chef_facet_counts (position, type, option, count)
      SELECT coalesce(p.position, 0), o.type, o.option, count(*)::int
      FROM chef_profiles p CROSS JOIN LATERAL chef_facet_options(p) o
      WHERE p.approved = 1 AND p.active = 1
      GROUP BY 1, 2, 3;
    DELETE FROM chef_facet_pairs;
    INSERT INTO chef_facet_pairs (on_type, on_option, position, type, option, count)
      SELECT o.on_type, o.on_option, coalesce(p.position, 0), o.type, o.option, count(*)::int
      FROM chef_profiles p CROSS JOIN LATERAL chef_facet_pairs_of(p) o
      WHERE p.approved = 1 AND p.active = 1
      GROUP BY 1, 2, 3, 4, 5
      -- In key order, so an option's pairs (a few thousand) lie in a few pages rather than thousands.
      ORDER BY 1, 2, 3, 4, 5;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chef_profiles_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM chef_facet_counts;
  DELETE FROM chef_facet_pairs;
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT chef_facet_counts_recount();
