CREATE TABLE "chef_facet_bits" (
	"type" varchar(16) NOT NULL,
	"option" text NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(8192) NOT NULL,
	CONSTRAINT "chef_facet_bits_type_option_chunk_pk" PRIMARY KEY("type","option","chunk")
);
--> statement-breakpoint
-- Find chefs with two filter types chosen counted the third type's options over the profiles passing
-- both, an index-only scan of every live profile's facet entries (0.7-1.6 s cold at full size for the
-- commonest cuisine and English; docs/performance.md, "Filters kept as bits"). The database now keeps,
-- per option, which live profiles have it as bits (bit id % 8192 of chunk id / 8192), and such a
-- search ANDs them: a fixed amount of work whatever the number of profiles it matches.
-- The counts, the pairs and the bits of a profile's change, each in key order (two changes at once lock
-- what they share in the same order: no deadlock while a transaction changes one profile, as the app's
-- do). The profile's id does not change (a trigger below refuses it), so its bit is the same before
-- and after; an option it gained sets it, one it lost clears it.
CREATE OR REPLACE FUNCTION chef_profiles_keep_facet_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  gone chef_profiles;
  came chef_profiles;
  at_chunk int;
  at_bit int;
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
  IF gone.id IS NULL AND came.id IS NULL THEN
    RETURN NULL;
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
  at_chunk := coalesce(came.id, gone.id) / 8192;
  at_bit := coalesce(came.id, gone.id) % 8192;
  INSERT INTO chef_facet_bits AS kept (type, option, chunk, bits)
    SELECT d.type, d.option, at_chunk, set_bit(B'0'::bit(8192), at_bit, (sum(d.n) > 0)::int)
    FROM (
      SELECT o.type, o.option, -1 AS n FROM chef_facet_options(gone) o WHERE gone.id IS NOT NULL
      UNION ALL
      SELECT o.type, o.option, 1 FROM chef_facet_options(came) o WHERE came.id IS NOT NULL
    ) d
    GROUP BY d.type, d.option
    HAVING sum(d.n) <> 0
    ORDER BY d.type, d.option
    ON CONFLICT (type, option, chunk) DO UPDATE SET bits = set_bit(kept.bits, at_bit, get_bit(excluded.bits, at_bit));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every count, pair and bit again from the live profiles: after a bulk load, and to fill the bits now.
-- An option's bits of a chunk are built as hexadecimal text from its bytes (a byte per eight ids).
CREATE OR REPLACE FUNCTION chef_facet_counts_recount() RETURNS void
  LANGUAGE sql
  AS $$
    -- Changes made meanwhile wait for the recount (they would add rows it adds too).
    LOCK TABLE chef_facet_counts IN EXCLUSIVE MODE;
    LOCK TABLE chef_facet_pairs IN EXCLUSIVE MODE;
    LOCK TABLE chef_facet_bits IN EXCLUSIVE MODE;
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
    DELETE FROM chef_facet_bits;
    INSERT INTO chef_facet_bits (type, option, chunk, bits)
      SELECT g.type, g.option, g.chunk,
        -- The bytes in order, the missing ones as zeros, then zeros to the chunk's end.
        ('x' || string_agg(repeat('00', g.byte - g.previous - 1) || lpad(to_hex(g.value), 2, '0'), '' ORDER BY g.byte))::bit varying::bit(8192)
      FROM (
        SELECT b.*, coalesce(lag(b.byte) OVER (PARTITION BY b.type, b.option, b.chunk ORDER BY b.byte), -1) AS previous
        FROM (
          SELECT o.type, o.option, p.id / 8192 AS chunk, p.id % 8192 / 8 AS byte, bit_or(1 << (7 - p.id % 8)) AS value
          FROM chef_profiles p CROSS JOIN LATERAL chef_facet_options(p) o
          WHERE p.approved = 1 AND p.active = 1
          GROUP BY 1, 2, 3, 4
        ) b
      ) g
      GROUP BY g.type, g.option, g.chunk
      ORDER BY g.type, g.option, g.chunk;
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chef_profiles_truncated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  DELETE FROM chef_facet_counts;
  DELETE FROM chef_facet_pairs;
  DELETE FROM chef_facet_bits;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The bits place a profile by its id: an id never changes.
CREATE FUNCTION chef_profiles_refuse_new_id() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'a chef profile keeps its id' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER chef_profiles_id_kept
  BEFORE UPDATE OF id ON chef_profiles
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION chef_profiles_refuse_new_id();--> statement-breakpoint
SELECT chef_facet_counts_recount();
