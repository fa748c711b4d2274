-- Chefs stand on their town's point (the place picker's places are towns), so thousands share one
-- distance and a page of the nearest had to sort a whole town by id (docs/performance.md, "Search: the
-- full-size bench"). The index now stores each live profile's point moved by at most 18 m in a
-- direction taken from its id: no two share a point, the GiST distance order is total, and the scan
-- stops after the page. The id's last digits move it a further centimetre at most, so two ids whose
-- hashes agree still differ.
CREATE FUNCTION search_spread_earth(id integer, lat double precision, lng double precision) RETURNS earth
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ll_to_earth(
    lat + ((hashint4(id) & 65535)::float8 - 32767.5) * 3.4e-9 + (id % 1000000)::float8 * 1e-13,
    lng + (((hashint4(id) >> 16) & 65535)::float8 - 32767.5) * 3.4e-9
  );--> statement-breakpoint
DROP INDEX "chef_profiles_earth_idx";--> statement-breakpoint
CREATE INDEX "chef_profiles_spread_earth_idx" ON "chef_profiles" USING gist (search_spread_earth("id", "lat", "lng")) WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1 and "chef_profiles"."lat" is not null and "chef_profiles"."lng" is not null;