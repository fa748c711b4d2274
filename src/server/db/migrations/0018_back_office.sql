-- The back office (docs/decisions/053-back-office.md): staff roles and their second factor, the audit log
-- of staff actions (a trigger refuses to change or delete a row of it), Premium periods with their dates,
-- and a real rejected state (-1) for chef profiles, venues and offers. Staff accounts made before roles
-- existed become moderators.
CREATE TABLE "premium_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ended_at" timestamp with time zone,
	"reminded_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_periods_dates_check" CHECK ("premium_periods"."start_date" < "premium_periods"."end_date")
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_account_id" integer NOT NULL,
	"staff_email" varchar(255) NOT NULL,
	"action" varchar(48) NOT NULL,
	"object_kind" varchar(32) NOT NULL,
	"object_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_credentials" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"totp_secret" text NOT NULL,
	"last_totp_step" bigint DEFAULT 0 NOT NULL,
	"recovery_code_hashes" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_credentials_recovery_check" CHECK (cardinality("staff_credentials"."recovery_code_hashes") <= 10)
);
--> statement-breakpoint
ALTER TABLE "chef_profiles" DROP CONSTRAINT "chef_profiles_approved_check";--> statement-breakpoint
ALTER TABLE "restaurant_profiles" DROP CONSTRAINT "restaurant_profiles_approved_check";--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_approved_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "staff_role" varchar(16);--> statement-breakpoint
ALTER TABLE "premium_periods" ADD CONSTRAINT "premium_periods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_periods" ADD CONSTRAINT "premium_periods_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_credentials" ADD CONSTRAINT "staff_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premium_periods_account_idx" ON "premium_periods" USING btree ("account_id","end_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "premium_periods_open_end_idx" ON "premium_periods" USING btree ("end_date") WHERE "premium_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "premium_periods_created_by_idx" ON "premium_periods" USING btree ("created_by_account_id");--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_actions_staff_idx" ON "staff_actions" USING btree ("staff_account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "staff_actions_object_idx" ON "staff_actions" USING btree ("object_kind","object_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "accounts" SET "staff_role" = 'moderator' WHERE "type" = 'staff';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_staff_role_check" CHECK (("accounts"."type" = 'staff') = ("accounts"."staff_role" is not null) and "accounts"."staff_role" in ('admin', 'moderator'));--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD CONSTRAINT "chef_profiles_approved_check" CHECK ("chef_profiles"."approved" in (-1, 0, 1));--> statement-breakpoint
ALTER TABLE "restaurant_profiles" ADD CONSTRAINT "restaurant_profiles_approved_check" CHECK ("restaurant_profiles"."approved" in (-1, 0, 1));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_approved_check" CHECK ("offers"."approved" in (-1, 0, 1));--> statement-breakpoint
CREATE FUNCTION "staff_actions_unchangeable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is not changed: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_unchangeable" BEFORE UPDATE OR DELETE ON "staff_actions"
  FOR EACH ROW EXECUTE FUNCTION "staff_actions_unchangeable"();
