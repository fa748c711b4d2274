-- Find chefs' counts by position with filters (cuisine, language...) read every live profile of the
-- position from the table: a sequential scan of 1.1 GB for 152,391 profiles, 1-2 s cold at full size
-- (docs/performance.md, "Search: chef counts"). This index holds every column those counts read, so
-- they come from an index-only scan of the position's entries (49 ms; 0.3-0.55 s for the whole count).
CREATE INDEX "chef_profiles_facets_idx" ON "chef_profiles" USING btree ("position","cuisines","languages","nationalities","visas","country_code") WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1;