-- Every foreign key has an index led by its columns (tests/db/foreign-key-indexes.test.ts): deleting an
-- offer or an account then finds the rows that point at it without reading the whole table.
CREATE INDEX "application_events_actor_idx" ON "application_events" USING btree ("actor_account_id");--> statement-breakpoint
CREATE INDEX "sent_cvs_offer_idx" ON "sent_cvs" USING btree ("offer_id");