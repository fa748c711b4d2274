-- The recruitment service (docs/decisions/056-recruitment-service.md): a hire recorded by staff for an
-- application with an agreed trial, and its 3% fee (pending, due after the first 30 days, invoiced or
-- cancelled). Both outlive the application, offer and venue they name (their names are copied).
CREATE TABLE "hires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer,
	"offer_id" integer,
	"venue_id" integer,
	"chef_profile_id" integer,
	"venue_account_id" integer NOT NULL,
	"venue_name" varchar(255) NOT NULL,
	"chef_name" varchar(255) NOT NULL,
	"offer_name" varchar(255) NOT NULL,
	"hired_on" date NOT NULL,
	"salary" numeric(12, 2) NOT NULL,
	"currency" integer NOT NULL,
	"ended_on" date,
	"recorded_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hires_salary_check" CHECK ("hires"."salary" > 0),
	CONSTRAINT "hires_ended_check" CHECK ("hires"."ended_on" is null or "hires"."ended_on" >= "hires"."hired_on")
);
--> statement-breakpoint
CREATE TABLE "recruitment_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recruitment_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hire_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" integer NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"due_on" date NOT NULL,
	"invoiced_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_fees_state_check" CHECK ("recruitment_fees"."state" in ('pending', 'due', 'invoiced', 'cancelled')),
	CONSTRAINT "recruitment_fees_amount_check" CHECK ("recruitment_fees"."amount" >= 0),
	CONSTRAINT "recruitment_fees_invoiced_check" CHECK (("recruitment_fees"."state" = 'invoiced') = ("recruitment_fees"."invoiced_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_venue_id_restaurant_profiles_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_venue_account_id_accounts_id_fk" FOREIGN KEY ("venue_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hires" ADD CONSTRAINT "hires_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_fees" ADD CONSTRAINT "recruitment_fees_hire_id_hires_id_fk" FOREIGN KEY ("hire_id") REFERENCES "public"."hires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hires_application_idx" ON "hires" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "hires_offer_idx" ON "hires" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "hires_venue_idx" ON "hires" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "hires_chef_profile_idx" ON "hires" USING btree ("chef_profile_id");--> statement-breakpoint
CREATE INDEX "hires_venue_account_idx" ON "hires" USING btree ("venue_account_id");--> statement-breakpoint
CREATE INDEX "hires_recorded_by_idx" ON "hires" USING btree ("recorded_by_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitment_fees_hire_idx" ON "recruitment_fees" USING btree ("hire_id");--> statement-breakpoint
CREATE INDEX "recruitment_fees_state_due_idx" ON "recruitment_fees" USING btree ("state","due_on");