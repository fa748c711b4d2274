CREATE TABLE "offer_facet_bits" (
	"type" varchar(16) NOT NULL,
	"option" text NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(8192) NOT NULL,
	CONSTRAINT "offer_facet_bits_pk" PRIMARY KEY("type","option","chunk")
);
--> statement-breakpoint
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
-- The home feed's facets, and those of a search by position alone or with filters, were counted over
-- every matching live offer with its venue (151,836 for the feed in the full-size bench: 566 ms cold;
-- 0.8-1 s with two filters; docs/performance.md "Search: offer counts"). The database now keeps, as
-- offers and venues come, go and change, the counts per position (0: none chosen) and audience (D9: a
-- chef's counts are those of the audiences admitting them), and per option which live offers have it
-- as bits (bit id % 8192 of chunk id / 8192), which a search with filters ANDs.
-- The options an offer of a venue is counted under, per feed filter type ('total': once each).
CREATE FUNCTION offer_facet_options(o offers, v restaurant_profiles) RETURNS TABLE (type text, option text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT 'total', ''
    UNION ALL SELECT 'position', o.position::text
    UNION ALL SELECT 'term', o.term
    UNION ALL SELECT 'salarytype', o.salary_type
    UNION ALL SELECT 'cuisine', c::text FROM unnest(v.cuisines) c
    UNION ALL SELECT 'country', v.country_code WHERE v.country_code IS NOT NULL
  $$;--> statement-breakpoint
-- A venue's audience as the counts hold it: its nationalities sorted, its working language ('' for none).
CREATE FUNCTION offer_audience_nationalities(nationalities text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT DISTINCT n FROM unnest(nationalities) n ORDER BY 1) $$;--> statement-breakpoint
-- The key of an audience among the bits' options: nationalities joined by commas, '|', the language.
CREATE FUNCTION offer_audience_key(nationalities text[], work_language text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(nationalities, ',') || '|' || work_language $$;--> statement-breakpoint
-- The rows of the counts an offer of a venue is counted under: both positions, its audience, each option.
CREATE FUNCTION offer_facet_rows(o offers, v restaurant_profiles)
  RETURNS TABLE (pos smallint, nationalities text[], work_language text, type text, option text)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT k.p, offer_audience_nationalities(v.nationalities), coalesce(v.work_language, ''), x.type, x.option
    FROM (VALUES (0::smallint), (o.position)) k(p)
    CROSS JOIN offer_facet_options(o, v) x
  $$;--> statement-breakpoint
-- The options of an offer's bits: its counted options and its audience.
-- (PL/pgSQL, so the planner does not inline it: inlined, grouped by the offer's id, the recount's
-- statement failed to plan, "variable not found in subplan target list".)
CREATE FUNCTION offer_facet_bit_options(o offers, v restaurant_profiles) RETURNS TABLE (type text, option text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
BEGIN
  RETURN QUERY SELECT x.type, x.option FROM offer_facet_options(o, v) x
    UNION ALL SELECT 'audience', offer_audience_key(offer_audience_nationalities(v.nationalities), coalesce(v.work_language, ''));
END
$$;--> statement-breakpoint
-- An offer counted before and after a change: with the venue it was counted with (null: it was not),
-- and the one it is counted with now.
CREATE TYPE offer_facet_move AS (gone offers, gone_venue restaurant_profiles, came offers, came_venue restaurant_profiles);
--> statement-breakpoint
-- The offers and venues a change takes out of the counts (n -1) and puts in (n 1).
CREATE FUNCTION offer_facet_sides(moves offer_facet_move[]) RETURNS TABLE (o offers, v restaurant_profiles, n int)
  LANGUAGE sql STABLE
  AS $$
    SELECT m.gone, m.gone_venue, -1 FROM unnest(moves) m WHERE (m.gone_venue).id IS NOT NULL
    UNION ALL
    SELECT m.came, m.came_venue, 1 FROM unnest(moves) m WHERE (m.came_venue).id IS NOT NULL
  $$;--> statement-breakpoint
-- Applies changes of offers to the counts and the bits, each in one statement with its rows in key
-- order: changes at once lock the rows they share in the same order (no deadlock). An offer's id never
-- changes (an identity always generated), so its bit is the same before and after: an option it
-- gained sets it, one it lost clears it.
CREATE FUNCTION offer_facets_move(moves offer_facet_move[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO offer_facet_counts AS kept (position, nationalities, work_language, type, option, count)
      SELECT r.pos, r.nationalities, r.work_language, r.type, r.option, sum(s.n)::int
      FROM offer_facet_sides(moves) s CROSS JOIN LATERAL offer_facet_rows(s.o, s.v) r
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(s.n) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ON CONSTRAINT offer_facet_counts_pk DO UPDATE SET count = kept.count + excluded.count;
    WITH changed AS (
      SELECT x.type, x.option, (s.o).id AS id, sum(s.n) AS n
      FROM offer_facet_sides(moves) s CROSS JOIN LATERAL offer_facet_bit_options(s.o, s.v) x
      GROUP BY 1, 2, 3
      HAVING sum(s.n) <> 0
    ),
    masks AS (
      SELECT c.type, c.option, c.id / 8192 AS chunk,
        bit_or(set_bit(B'0'::bit(8192), c.id % 8192, (c.n > 0)::int)) AS set_mask,
        bit_or(set_bit(B'0'::bit(8192), c.id % 8192, (c.n < 0)::int)) AS clear_mask
      FROM changed c
      GROUP BY 1, 2, 3
    )
    INSERT INTO offer_facet_bits AS kept (type, option, chunk, bits)
      SELECT m.type, m.option, m.chunk, m.set_mask FROM masks m ORDER BY 1, 2, 3
      ON CONFLICT ON CONSTRAINT offer_facet_bits_pk DO UPDATE SET bits = excluded.bits | (kept.bits & ~(
        SELECT m.clear_mask FROM masks m
        WHERE m.type = excluded.type AND m.option = excluded.option AND m.chunk = excluded.chunk));
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
-- An offer's change. A bulk load (brigade.bulk_load) recounts instead.
CREATE FUNCTION offers_keep_facet_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  move offer_facet_move;
BEGIN
  IF current_setting('brigade.bulk_load', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    move.gone := OLD;
    move.gone_venue := offer_counted_venue(OLD);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    move.came := NEW;
    move.came_venue := offer_counted_venue(NEW);
  END IF;
  IF (move.gone_venue).id IS NOT NULL OR (move.came_venue).id IS NOT NULL THEN
    PERFORM offer_facets_move(ARRAY[move]);
  END IF;
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
-- A venue's change moves its live offers from its old state to its new one. On delete it runs before
-- the row goes (while its offers are still there to count); the offers deleted with it then find no
-- venue and move nothing.
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
  IF gone.id IS NOT NULL OR came.id IS NOT NULL THEN
    PERFORM offer_facets_move(array(
      SELECT ROW(o, gone, o, came)::offer_facet_move FROM offers o
      WHERE o.restaurant_profile_id = OLD.id AND o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL));
  END IF;
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
-- Every count and bit again from the live offers of live venues: after a bulk load, and to fill the
-- tables now. An option's bits of a chunk are built as hexadecimal text from its bytes (a byte per
-- eight ids), as find chefs' are (migration 0010).
CREATE FUNCTION offer_facet_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
    -- Changes made meanwhile wait for the recount (they would add rows it adds too).
    LOCK TABLE offer_facet_counts IN EXCLUSIVE MODE;
    LOCK TABLE offer_facet_bits IN EXCLUSIVE MODE;
    DELETE FROM offer_facet_counts;
    INSERT INTO offer_facet_counts (position, nationalities, work_language, type, option, count)
      SELECT r.pos, r.nationalities, r.work_language, r.type, r.option, count(*)::int
      FROM offers o
      JOIN restaurant_profiles v ON v.id = o.restaurant_profile_id AND v.approved = 1 AND v.active = 1
      CROSS JOIN LATERAL offer_facet_rows(o, v) r
      WHERE o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL
      GROUP BY 1, 2, 3, 4, 5;
    DELETE FROM offer_facet_bits;
    INSERT INTO offer_facet_bits (type, option, chunk, bits)
      SELECT g.type, g.option, g.chunk,
        -- The bytes in order, the missing ones as zeros, then zeros to the chunk's end.
        ('x' || string_agg(repeat('00', g.byte - g.previous - 1) || lpad(to_hex(g.value), 2, '0'), '' ORDER BY g.byte))::bit varying::bit(8192)
      FROM (
        SELECT b.*, coalesce(lag(b.byte) OVER (PARTITION BY b.type, b.option, b.chunk ORDER BY b.byte), -1) AS previous
        FROM (
          SELECT x.type, x.option, o.id / 8192 AS chunk, o.id % 8192 / 8 AS byte, bit_or(1 << (7 - o.id % 8)) AS value
          FROM offers o
          JOIN restaurant_profiles v ON v.id = o.restaurant_profile_id AND v.approved = 1 AND v.active = 1
          CROSS JOIN LATERAL offer_facet_bit_options(o, v) x
          WHERE o.status = 1 AND o.approved = 1 AND o.deleted_at IS NULL
          GROUP BY 1, 2, 3, 4
        ) b
      ) g
      GROUP BY g.type, g.option, g.chunk
      ORDER BY g.type, g.option, g.chunk;
  $$;--> statement-breakpoint
CREATE FUNCTION offers_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM offer_facet_counts;
  DELETE FROM offer_facet_bits;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER offers_facet_counts_truncate
  AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION offers_truncated();--> statement-breakpoint
SELECT offer_facet_counts_recount();
