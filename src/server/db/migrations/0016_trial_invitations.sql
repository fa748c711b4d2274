-- Calendar invitations for agreed trials: a stage keeps its venue's time zone (null for older dates: worked out
-- from the venue when needed), its invitation's SEQUENCE and its reminder; accounts get a secret feed address.
CREATE TABLE "calendar_feeds" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "calendar_sequence" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stages" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;