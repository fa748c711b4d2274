-- offer/sendcv records each CV a chef sends (the chef-cv feature now owns sent_cvs): the offer it is
-- about, what was sent, its language, the e-mail's time, and once per chef, venue and offer a UTC day.
-- No call wrote the table before, so the new NOT NULL columns need no default for old rows.
-- docs/decisions/049-send-cv.md
ALTER TABLE "sent_cvs" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD COLUMN "source" varchar(8) NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD COLUMN "language" "language_code" NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD COLUMN "sent_on" date DEFAULT (now() at time zone 'utc')::date NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD CONSTRAINT "sent_cvs_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD CONSTRAINT "sent_cvs_once_a_day_unique" UNIQUE NULLS NOT DISTINCT("chef_profile_id","restaurant_profile_id","offer_id","sent_on");
