CREATE TABLE "offer_facet_counts" (
	"position" smallint NOT NULL,
	"nationalities" text[] NOT NULL,
	"work_language" varchar(8) NOT NULL,
	"type" varchar(16) NOT NULL,
	"option" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "offer_facet_counts_pk" PRIMARY KEY("position","nationalities","work_language","type","option")
);
--> statement-breakpoint
-- The home feed's facets and those of a search by position alone were counted over every live offer
-- (151,836 in the full-size bench: 566 ms cold, docs/performance.md "Search: offer counts"). The
-- database now keeps those counts per position (0: none chosen) and per audience (D9: a chef's counts
-- are those of the audiences admitting them) as offers and venues come, go and change.
-- The rows an offer of a venue is counted under: both positions, its venue's audience, each option.
CREATE FUNCTION offer_facet_rows(o offers, v restaurant_profiles)
  RETURNS TABLE (pos smallint, nationalities text[], work_language text, type text, option text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT k.p, array(SELECT DISTINCT n FROM unnest(v.nationalities) n ORDER BY 1),
      coalesce(v.work_language, ''), x.type, x.option
    FROM (VALUES (0::smallint), (o.position)) k(p)
    CROSS JOIN (
      SELECT 'total', ''
      UNION ALL SELECT 'position', o.position::text
      UNION ALL SELECT 'term', o.term
      UNION ALL SELECT 'salarytype', o.salary_type
      UNION ALL SELECT 'cuisine', c::text FROM unnest(v.cuisines) c
      UNION ALL SELECT 'country', v.country_code WHERE v.country_code IS NOT NULL
    ) x(type, option)
  $$;--> statement-breakpoint
-- The venue an offer is counted with: its venue when both are live, else null. The venue's row is
-- locked (FOR SHARE, live or not) before it is read, so a change of the venue made meanwhile waits for
-- the offer's, or the offer's reads the venue as changed: the two never count the offer under two
-- states of its venue. A venue deleted by this transaction took its offers' counts with it (its BEFORE
-- DELETE trigger): its offers find none.
CREATE FUNCTION offer_counted_venue(o offers) RETURNS restaurant_profiles
  LANGUAGE plpgsql
  AS $$
DECLARE
  v restaurant_profiles;
BEGIN
  IF o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL THEN
    SELECT * INTO v FROM restaurant_profiles r WHERE r.id = o.restaurant_profile_id FOR SHARE;
    IF FOUND AND v.approved = 1 AND v.active = 1 THEN
      RETURN v;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An offer's change, in one statement, its rows in key order: changes at once lock the counts they
-- share in the same order (no deadlock). A bulk load (brigade.bulk_load) recounts instead.
CREATE FUNCTION offers_keep_facet_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone_venue restaurant_profiles;
  came_venue restaurant_profiles;
BEGIN
  IF current_setting('brigade.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    gone_venue := offer_counted_venue(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    came_venue := offer_counted_venue(NEW);
  END IF;
  INSERT INTO offer_facet_counts AS kept (position, nationalities, work_language, type, option, count)
    SELECT d.pos, d.nationalities, d.work_language, d.type, d.option, sum(d.n)::int
    FROM (
      SELECT r.*, -1 AS n FROM offer_facet_rows(OLD, gone_venue) r WHERE gone_venue.id IS NOT NULL
      UNION ALL
      SELECT r.*, 1 FROM offer_facet_rows(NEW, came_venue) r WHERE came_venue.id IS NOT NULL
    ) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT offer_facet_counts_pk DO UPDATE SET count = kept.count + excluded.count;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_facet_counts_rows
  AFTER INSERT OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION offers_keep_facet_counts();--> statement-breakpoint
CREATE TRIGGER offers_facet_counts_changes
  AFTER UPDATE ON offers
  FOR EACH ROW
  WHEN ((OLD.status, OLD.approved, OLD.deleted_at IS NULL, OLD.position, OLD.term, OLD.salary_type, OLD.restaurant_profile_id)
    IS DISTINCT FROM (NEW.status, NEW.approved, NEW.deleted_at IS NULL, NEW.position, NEW.term, NEW.salary_type, NEW.restaurant_profile_id))
  EXECUTE FUNCTION offers_keep_facet_counts();--> statement-breakpoint
-- A venue's change moves the counts of its live offers from its old state to its new one. On delete it
-- runs before the row goes (while its offers are still there to count); the offers deleted with it then
-- find no venue and count nothing more.
CREATE FUNCTION restaurant_profiles_keep_offer_facet_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone restaurant_profiles;
  came restaurant_profiles;
BEGIN
  IF current_setting('brigade.bulk_load', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF OLD.approved = 1 AND OLD.active = 1 THEN
    gone := OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.approved = 1 AND NEW.active = 1 THEN
    came := NEW;
  END IF;
  INSERT INTO offer_facet_counts AS kept (position, nationalities, work_language, type, option, count)
    SELECT d.pos, d.nationalities, d.work_language, d.type, d.option, sum(d.n)::int
    FROM (
      SELECT r.*, -1 AS n FROM offers o CROSS JOIN LATERAL offer_facet_rows(o, gone) r
        WHERE gone.id IS NOT NULL AND o.restaurant_profile_id = OLD.id
          AND o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL
      UNION ALL
      SELECT r.*, 1 FROM offers o CROSS JOIN LATERAL offer_facet_rows(o, came) r
        WHERE came.id IS NOT NULL AND o.restaurant_profile_id = NEW.id
          AND o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL
    ) d
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ON CONSTRAINT offer_facet_counts_pk DO UPDATE SET count = kept.count + excluded.count;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER restaurant_profiles_offer_facet_counts_changes
  AFTER UPDATE ON restaurant_profiles
  FOR EACH ROW
  WHEN ((OLD.approved, OLD.active, OLD.cuisines, OLD.country_code, OLD.nationalities, OLD.work_language)
    IS DISTINCT FROM (NEW.approved, NEW.active, NEW.cuisines, NEW.country_code, NEW.nationalities, NEW.work_language))
  EXECUTE FUNCTION restaurant_profiles_keep_offer_facet_counts();--> statement-breakpoint
CREATE TRIGGER restaurant_profiles_offer_facet_counts_delete
  BEFORE DELETE ON restaurant_profiles
  FOR EACH ROW EXECUTE FUNCTION restaurant_profiles_keep_offer_facet_counts();--> statement-breakpoint
-- Every count again from the live offers of live venues: after a bulk load, and to fill the table now.
CREATE FUNCTION offer_facet_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
    -- Changes made meanwhile wait for the recount (they would add rows it adds too).
    LOCK TABLE offer_facet_counts IN EXCLUSIVE MODE;
    DELETE FROM offer_facet_counts;
    INSERT INTO offer_facet_counts (position, nationalities, work_language, type, option, count)
      SELECT r.pos, r.nationalities, r.work_language, r.type, r.option, count(*)::int
      FROM offers o
      JOIN restaurant_profiles v ON v.id = o.restaurant_profile_id AND v.approved = 1 AND v.active = 1
      CROSS JOIN LATERAL offer_facet_rows(o, v) r
      WHERE o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5;
  $$;--> statement-breakpoint
CREATE FUNCTION offers_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM offer_facet_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_facet_counts_truncate
  AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_truncated();--> statement-breakpoint
SELECT offer_facet_counts_recount();
