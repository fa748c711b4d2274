-- Search (issue 12, docs/decisions/028-search.md): the extensions the embedded server and Debian's
-- PostgreSQL ship, and three IMMUTABLE helpers (SQL-standard bodies, bound at creation, so index
-- builds and maintenance do not depend on search_path) for the generated search documents.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN unaccent('unaccent'::regdictionary, $1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_plain(jsonb) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN coalesce((SELECT string_agg(regexp_replace(value, '<[^>]*>|&[#a-zA-Z0-9]+;', ' ', 'g'), ' ') FROM jsonb_each_text($1)), '');--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_document(VARIADIC text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN to_tsvector('simple'::regconfig, search_unaccent(lower(array_to_string($1, ' '))));--> statement-breakpoint
DROP INDEX "chef_profiles_coordinates_idx";--> statement-breakpoint
DROP INDEX "restaurant_profiles_coordinates_idx";--> statement-breakpoint
DROP INDEX "chef_languages_language_idx";--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD COLUMN "country_code" varchar(2) GENERATED ALWAYS AS ((upper("location" -> 'components' ->> 'country_code'))) STORED;--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (search_document("name", search_plain("description"))) STORED;--> statement-breakpoint
ALTER TABLE "restaurant_profiles" ADD COLUMN "country_code" varchar(2) GENERATED ALWAYS AS ((upper("location" -> 'components' ->> 'country_code'))) STORED;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (search_document("name", search_plain("description"), search_plain("requirements"))) STORED;--> statement-breakpoint
CREATE INDEX "chef_profiles_visas_idx" ON "chef_profiles" USING gin ("visas");--> statement-breakpoint
CREATE INDEX "chef_profiles_earth_idx" ON "chef_profiles" USING gist (ll_to_earth("lat", "lng")) WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1 and "chef_profiles"."lat" is not null and "chef_profiles"."lng" is not null;--> statement-breakpoint
CREATE INDEX "chef_profiles_country_idx" ON "chef_profiles" USING btree ("country_code","updated_at" DESC NULLS FIRST) WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1;--> statement-breakpoint
CREATE INDEX "chef_profiles_search_vector_idx" ON "chef_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "restaurant_profiles_earth_idx" ON "restaurant_profiles" USING gist (ll_to_earth("lat", "lng")) WHERE "restaurant_profiles"."active" = 1 and "restaurant_profiles"."approved" = 1 and "restaurant_profiles"."lat" is not null and "restaurant_profiles"."lng" is not null;--> statement-breakpoint
CREATE INDEX "restaurant_profiles_country_idx" ON "restaurant_profiles" USING btree ("country_code","updated_at" DESC NULLS FIRST) WHERE "restaurant_profiles"."active" = 1 and "restaurant_profiles"."approved" = 1;--> statement-breakpoint
CREATE INDEX "restaurant_profiles_name_trgm_idx" ON "restaurant_profiles" USING gin (search_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_restaurant_fk_idx" ON "offers" USING btree ("restaurant_profile_id");--> statement-breakpoint
CREATE INDEX "offers_search_vector_idx" ON "offers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "chef_languages_language_idx" ON "chef_languages" USING btree ("language","chef_profile_id");