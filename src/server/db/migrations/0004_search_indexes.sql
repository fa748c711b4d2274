-- Indexes the full-size bench asked for (docs/performance.md, "Search"): the premium restaurant accounts
-- featured restaurants start from, and the live offers' facet columns, read without the offers' heap.
CREATE INDEX "accounts_premium_idx" ON "accounts" USING btree ("id") WHERE "accounts"."type" = 'restaurant' and "accounts"."subscription" = 1;--> statement-breakpoint
CREATE INDEX "offers_facets_idx" ON "offers" USING btree ("restaurant_profile_id","position","term","salary_type","id") WHERE "offers"."status" = 1 and "offers"."approved" = 1 and "offers"."deleted_at" is null;