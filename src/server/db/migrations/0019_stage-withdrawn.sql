-- A chef may withdraw an open stage request (docs/decisions/052): a sixth status, 6 withdrawn by the chef,
-- joins the check. It is not an open state, so the one-open-request index is unchanged.
ALTER TABLE "stage_requests" DROP CONSTRAINT "stage_requests_status_check";--> statement-breakpoint
ALTER TABLE "stage_requests" ADD CONSTRAINT "stage_requests_status_check" CHECK ("stage_requests"."status" in (1, 2, 3, 4, 5, 6));