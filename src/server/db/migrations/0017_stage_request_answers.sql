-- Stage requests get answered: whose move it is (status), the other period a venue proposes, when the last
-- answer came, and at most one open request per chef and venue (a partial unique index).
ALTER TABLE "stage_requests" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_requests" ADD COLUMN "proposed_start_date" date;--> statement-breakpoint
ALTER TABLE "stage_requests" ADD COLUMN "proposed_end_date" date;--> statement-breakpoint
ALTER TABLE "stage_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "stage_requests_open_idx" ON "stage_requests" USING btree ("chef_profile_id","restaurant_profile_id") WHERE "stage_requests"."status" in (1, 2);--> statement-breakpoint
ALTER TABLE "stage_requests" ADD CONSTRAINT "stage_requests_status_check" CHECK ("stage_requests"."status" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "stage_requests" ADD CONSTRAINT "stage_requests_proposed_check" CHECK (("stage_requests"."proposed_start_date" is null and "stage_requests"."proposed_end_date" is null) or "stage_requests"."proposed_start_date" < "stage_requests"."proposed_end_date");