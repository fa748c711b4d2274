-- Reports get answered in the back office (docs/decisions/053-back-office.md): what staff did (dismissed,
-- warned, the item hidden, the account suspended), and a suspended account's profiles, venues and offers
-- take the state -2 (hidden while suspended) so they leave every public page and come back when lifted.
ALTER TABLE "chef_profiles" DROP CONSTRAINT "chef_profiles_approved_check";--> statement-breakpoint
ALTER TABLE "restaurant_profiles" DROP CONSTRAINT "restaurant_profiles_approved_check";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_approved_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD CONSTRAINT "chef_profiles_approved_check" CHECK ("chef_profiles"."approved" in (-2, -1, 0, 1));--> statement-breakpoint
ALTER TABLE "restaurant_profiles" ADD CONSTRAINT "restaurant_profiles_approved_check" CHECK ("restaurant_profiles"."approved" in (-2, -1, 0, 1));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_approved_check" CHECK ("offers"."approved" in (-2, -1, 0, 1));--> statement-breakpoint
UPDATE "reports" SET "outcome" = 'dismissed' WHERE "status" <> 'open';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_outcome_check" CHECK (("reports"."status" = 'open') = ("reports"."outcome" is null) and "reports"."outcome" in ('dismissed', 'warned', 'hidden', 'suspended'));