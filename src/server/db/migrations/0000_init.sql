CREATE TYPE "public"."account_type" AS ENUM('chef', 'restaurant', 'staff');--> statement-breakpoint
CREATE TYPE "public"."language_code" AS ENUM('en', 'es', 'fr', 'pt');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sent', 'failed', 'stored');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "account_type" NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"contact_email" varchar(255) NOT NULL,
	"phone" varchar(255) DEFAULT '' NOT NULL,
	"language" "language_code" DEFAULT 'en' NOT NULL,
	"subscription" smallint DEFAULT 0 NOT NULL,
	"subscription_status" smallint DEFAULT 0 NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_subscription_check" CHECK ("accounts"."subscription" in (0, 1)),
	CONSTRAINT "accounts_subscription_status_check" CHECK ("accounts"."subscription_status" in (0, 1)),
	CONSTRAINT "accounts_email_lower_check" CHECK ("accounts"."email" = lower("accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"language" "language_code" NOT NULL,
	"template" varchar(64) NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chef_education" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chef_education_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"title" varchar(255) NOT NULL,
	"center" varchar(255) NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"from_year" smallint NOT NULL,
	"from_month" smallint NOT NULL,
	"to_year" smallint,
	"to_month" smallint,
	"currently" boolean DEFAULT false NOT NULL,
	"location" jsonb,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_education_title_check" CHECK (char_length("chef_education"."title") >= 2),
	CONSTRAINT "chef_education_center_check" CHECK (char_length("chef_education"."center") >= 2),
	CONSTRAINT "chef_education_from_year_check" CHECK ("chef_education"."from_year" between 1900 and 2100),
	CONSTRAINT "chef_education_from_month_check" CHECK ("chef_education"."from_month" between 1 and 12),
	CONSTRAINT "chef_education_to_year_check" CHECK ("chef_education"."to_year" between 1900 and 2100),
	CONSTRAINT "chef_education_to_month_check" CHECK ("chef_education"."to_month" between 1 and 12),
	CONSTRAINT "chef_education_to_pair_check" CHECK (("chef_education"."to_year" is null) = ("chef_education"."to_month" is null)),
	CONSTRAINT "chef_education_to_required_check" CHECK ("chef_education"."currently" or "chef_education"."to_year" is not null),
	CONSTRAINT "chef_education_dates_order_check" CHECK ("chef_education"."to_year" is null or ("chef_education"."to_year", "chef_education"."to_month") >= ("chef_education"."from_year", "chef_education"."from_month")),
	CONSTRAINT "chef_education_description_check" CHECK (case when jsonb_typeof("chef_education"."description") = 'object' then ("chef_education"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("chef_education"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "chef_education_location_check" CHECK (case when "chef_education"."location" is null then true when jsonb_typeof("chef_education"."location") <> 'object' then false when jsonb_typeof("chef_education"."location" -> 'formatted_address') = 'string' and jsonb_typeof("chef_education"."location" -> 'components') = 'object' and jsonb_typeof("chef_education"."location" -> 'lat') = 'number' and jsonb_typeof("chef_education"."location" -> 'lng') = 'number' then "chef_education"."location" ->> 'formatted_address' <> '' and ("chef_education"."location" ->> 'lat')::double precision between -90 and 90 and ("chef_education"."location" ->> 'lng')::double precision between -180 and 180 else false end)
);
--> statement-breakpoint
CREATE TABLE "chef_experience" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chef_experience_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"sector" smallint NOT NULL,
	"cuisine" smallint NOT NULL,
	"position" smallint NOT NULL,
	"company" varchar(255) NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"from_year" smallint NOT NULL,
	"from_month" smallint NOT NULL,
	"to_year" smallint,
	"to_month" smallint,
	"currently" boolean DEFAULT false NOT NULL,
	"location" jsonb,
	"rating" smallint DEFAULT 0 NOT NULL,
	"rating_type" varchar(16) DEFAULT 'none' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_experience_sector_check" CHECK ("chef_experience"."sector" between 1 and 7),
	CONSTRAINT "chef_experience_cuisine_check" CHECK ("chef_experience"."cuisine" between 1 and 56),
	CONSTRAINT "chef_experience_position_check" CHECK ("chef_experience"."position" between 1 and 33),
	CONSTRAINT "chef_experience_company_check" CHECK (char_length("chef_experience"."company") >= 2),
	CONSTRAINT "chef_experience_from_year_check" CHECK ("chef_experience"."from_year" between 1900 and 2100),
	CONSTRAINT "chef_experience_from_month_check" CHECK ("chef_experience"."from_month" between 1 and 12),
	CONSTRAINT "chef_experience_to_year_check" CHECK ("chef_experience"."to_year" between 1900 and 2100),
	CONSTRAINT "chef_experience_to_month_check" CHECK ("chef_experience"."to_month" between 1 and 12),
	CONSTRAINT "chef_experience_to_pair_check" CHECK (("chef_experience"."to_year" is null) = ("chef_experience"."to_month" is null)),
	CONSTRAINT "chef_experience_to_required_check" CHECK ("chef_experience"."currently" or "chef_experience"."to_year" is not null),
	CONSTRAINT "chef_experience_dates_order_check" CHECK ("chef_experience"."to_year" is null or ("chef_experience"."to_year", "chef_experience"."to_month") >= ("chef_experience"."from_year", "chef_experience"."from_month")),
	CONSTRAINT "chef_experience_rating_type_check" CHECK ("chef_experience"."rating_type" in ('none', 'stars', 'michelin', 'rosette', 'chefhat', 'repsolsuns')),
	CONSTRAINT "chef_experience_rating_check" CHECK ("chef_experience"."rating" >= 0 and "chef_experience"."rating" <= case "chef_experience"."rating_type" when 'none' then 0 when 'michelin' then 3 when 'chefhat' then 3 else 5 end),
	CONSTRAINT "chef_experience_description_check" CHECK (case when jsonb_typeof("chef_experience"."description") = 'object' then ("chef_experience"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("chef_experience"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "chef_experience_location_check" CHECK (case when "chef_experience"."location" is null then true when jsonb_typeof("chef_experience"."location") <> 'object' then false when jsonb_typeof("chef_experience"."location" -> 'formatted_address') = 'string' and jsonb_typeof("chef_experience"."location" -> 'components') = 'object' and jsonb_typeof("chef_experience"."location" -> 'lat') = 'number' and jsonb_typeof("chef_experience"."location" -> 'lng') = 'number' then "chef_experience"."location" ->> 'formatted_address' <> '' and ("chef_experience"."location" ->> 'lat')::double precision between -90 and 90 and ("chef_experience"."location" ->> 'lng')::double precision between -180 and 180 else false end)
);
--> statement-breakpoint
CREATE TABLE "chef_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chef_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"language" varchar(3) NOT NULL,
	"level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_languages_language_check" CHECK ("chef_languages"."language" ~ '^[a-z]{2,3}$'),
	CONSTRAINT "chef_languages_level_check" CHECK ("chef_languages"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "chef_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chef_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" smallint,
	"location" jsonb,
	"lat" double precision GENERATED ALWAYS AS ((case when jsonb_typeof("location" -> 'lat') = 'number' then ("location" ->> 'lat')::double precision end)) STORED,
	"lng" double precision GENERATED ALWAYS AS ((case when jsonb_typeof("location" -> 'lng') = 'number' then ("location" ->> 'lng')::double precision end)) STORED,
	"dob" date,
	"nationalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"visas" text[] DEFAULT '{}'::text[] NOT NULL,
	"cuisines" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code",
	"active" smallint DEFAULT 1 NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_profiles_position_check" CHECK ("chef_profiles"."position" between 1 and 33),
	CONSTRAINT "chef_profiles_active_check" CHECK ("chef_profiles"."active" in (0, 1)),
	CONSTRAINT "chef_profiles_approved_check" CHECK ("chef_profiles"."approved" in (0, 1)),
	CONSTRAINT "chef_profiles_dob_check" CHECK ("chef_profiles"."dob" >= '1900-01-01'),
	CONSTRAINT "chef_profiles_nationalities_check" CHECK (array_position("chef_profiles"."nationalities", null) is null and array_to_string("chef_profiles"."nationalities", ',') ~ '^([A-Z]{2}(,|$))*$'),
	CONSTRAINT "chef_profiles_visas_check" CHECK (array_position("chef_profiles"."visas", null) is null and array_to_string("chef_profiles"."visas", ',') ~ '^(([A-Z]{2}|EUROPE)(,|$))*$'),
	CONSTRAINT "chef_profiles_cuisines_check" CHECK (array_position("chef_profiles"."cuisines", null) is null and 1 <= all("chef_profiles"."cuisines") and 56 >= all("chef_profiles"."cuisines")),
	CONSTRAINT "chef_profiles_description_check" CHECK (case when jsonb_typeof("chef_profiles"."description") = 'object' then ("chef_profiles"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("chef_profiles"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "chef_profiles_original_language_check" CHECK ("chef_profiles"."original_language" is not null or "chef_profiles"."description" = '{}'::jsonb),
	CONSTRAINT "chef_profiles_location_check" CHECK (case when "chef_profiles"."location" is null then true when jsonb_typeof("chef_profiles"."location") <> 'object' then false when jsonb_typeof("chef_profiles"."location" -> 'formatted_address') = 'string' and jsonb_typeof("chef_profiles"."location" -> 'components') = 'object' and jsonb_typeof("chef_profiles"."location" -> 'lat') = 'number' and jsonb_typeof("chef_profiles"."location" -> 'lng') = 'number' then "chef_profiles"."location" ->> 'formatted_address' <> '' and ("chef_profiles"."location" ->> 'lat')::double precision between -90 and 90 and ("chef_profiles"."location" ->> 'lng')::double precision between -180 and 180 else false end)
);
--> statement-breakpoint
CREATE TABLE "chef_referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chef_referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chef_referrals_description_check" CHECK (case when jsonb_typeof("chef_referrals"."description") = 'object' then ("chef_referrals"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("chef_referrals"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "chef_referrals_description_present_check" CHECK ("chef_referrals"."description" <> '{}'::jsonb)
);
--> statement-breakpoint
CREATE TABLE "restaurant_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"location" jsonb NOT NULL,
	"formatted" text NOT NULL,
	CONSTRAINT "restaurant_addresses_formatted_check" CHECK ("restaurant_addresses"."formatted" <> ''),
	CONSTRAINT "restaurant_addresses_location_check" CHECK (case when "restaurant_addresses"."location" is null then true when jsonb_typeof("restaurant_addresses"."location") <> 'object' then false when jsonb_typeof("restaurant_addresses"."location" -> 'formatted_address') = 'string' and jsonb_typeof("restaurant_addresses"."location" -> 'components') = 'object' and jsonb_typeof("restaurant_addresses"."location" -> 'lat') = 'number' and jsonb_typeof("restaurant_addresses"."location" -> 'lng') = 'number' then "restaurant_addresses"."location" ->> 'formatted_address' <> '' and ("restaurant_addresses"."location" ->> 'lat')::double precision between -90 and 90 and ("restaurant_addresses"."location" ->> 'lng')::double precision between -180 and 180 else false end)
);
--> statement-breakpoint
CREATE TABLE "restaurant_chefs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_chefs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"person" varchar(255) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "restaurant_chefs_person_check" CHECK ("restaurant_chefs"."person" <> ''),
	CONSTRAINT "restaurant_chefs_position_check" CHECK ("restaurant_chefs"."position" between 1 and 33)
);
--> statement-breakpoint
CREATE TABLE "restaurant_covers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_covers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code" NOT NULL,
	CONSTRAINT "restaurant_covers_title_check" CHECK ("restaurant_covers"."title" <> ''),
	CONSTRAINT "restaurant_covers_description_check" CHECK (case when jsonb_typeof("restaurant_covers"."description") = 'object' then ("restaurant_covers"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("restaurant_covers"."description", '$.* ? (@.type() != "string")') else false end)
);
--> statement-breakpoint
CREATE TABLE "restaurant_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"email" varchar(255) NOT NULL,
	CONSTRAINT "restaurant_emails_email_check" CHECK ("restaurant_emails"."email" like '%_@_%')
);
--> statement-breakpoint
CREATE TABLE "restaurant_phones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"phone" varchar(255) NOT NULL,
	CONSTRAINT "restaurant_phones_phone_check" CHECK ("restaurant_phones"."phone" <> '')
);
--> statement-breakpoint
CREATE TABLE "restaurant_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"url" varchar(255) DEFAULT '' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" jsonb,
	"lat" double precision GENERATED ALWAYS AS ((case when jsonb_typeof("location" -> 'lat') = 'number' then ("location" ->> 'lat')::double precision end)) STORED,
	"lng" double precision GENERATED ALWAYS AS ((case when jsonb_typeof("location" -> 'lng') = 'number' then ("location" ->> 'lng')::double precision end)) STORED,
	"rating" smallint DEFAULT 0 NOT NULL,
	"rating_type" varchar(16) DEFAULT 'none' NOT NULL,
	"cuisines" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"work_language" varchar(3),
	"nationalities" text[] DEFAULT '{}'::text[] NOT NULL,
	"visas" text[] DEFAULT '{}'::text[] NOT NULL,
	"stage_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code",
	"contact_email" varchar(255),
	"main" smallint DEFAULT 0 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_profiles_main_check" CHECK ("restaurant_profiles"."main" in (0, 1)),
	CONSTRAINT "restaurant_profiles_active_check" CHECK ("restaurant_profiles"."active" in (0, 1)),
	CONSTRAINT "restaurant_profiles_approved_check" CHECK ("restaurant_profiles"."approved" in (0, 1)),
	CONSTRAINT "restaurant_profiles_rating_type_check" CHECK ("restaurant_profiles"."rating_type" in ('none', 'stars', 'michelin', 'rosette', 'chefhat', 'repsolsuns')),
	CONSTRAINT "restaurant_profiles_rating_check" CHECK ("restaurant_profiles"."rating" >= 0 and "restaurant_profiles"."rating" <= case "restaurant_profiles"."rating_type" when 'none' then 0 when 'michelin' then 3 when 'chefhat' then 3 else 5 end),
	CONSTRAINT "restaurant_profiles_work_language_check" CHECK ("restaurant_profiles"."work_language" ~ '^[a-z]{2,3}$'),
	CONSTRAINT "restaurant_profiles_nationalities_check" CHECK (array_position("restaurant_profiles"."nationalities", null) is null and array_to_string("restaurant_profiles"."nationalities", ',') ~ '^([A-Z]{2}(,|$))*$'),
	CONSTRAINT "restaurant_profiles_visas_check" CHECK (array_position("restaurant_profiles"."visas", null) is null and array_to_string("restaurant_profiles"."visas", ',') ~ '^(([A-Z]{2}|EUROPE)(,|$))*$'),
	CONSTRAINT "restaurant_profiles_cuisines_check" CHECK (array_position("restaurant_profiles"."cuisines", null) is null and 1 <= all("restaurant_profiles"."cuisines") and 56 >= all("restaurant_profiles"."cuisines")),
	CONSTRAINT "restaurant_profiles_contact_email_check" CHECK ("restaurant_profiles"."contact_email" = lower("restaurant_profiles"."contact_email")),
	CONSTRAINT "restaurant_profiles_description_check" CHECK (case when jsonb_typeof("restaurant_profiles"."description") = 'object' then ("restaurant_profiles"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("restaurant_profiles"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "restaurant_profiles_stage_info_check" CHECK (case when jsonb_typeof("restaurant_profiles"."stage_info") = 'object' then ("restaurant_profiles"."stage_info" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("restaurant_profiles"."stage_info", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "restaurant_profiles_email_message_check" CHECK (case when jsonb_typeof("restaurant_profiles"."email_message") = 'object' then ("restaurant_profiles"."email_message" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("restaurant_profiles"."email_message", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "restaurant_profiles_original_language_check" CHECK ("restaurant_profiles"."original_language" is not null or ("restaurant_profiles"."description" = '{}'::jsonb and "restaurant_profiles"."stage_info" = '{}'::jsonb and "restaurant_profiles"."email_message" = '{}'::jsonb)),
	CONSTRAINT "restaurant_profiles_location_check" CHECK (case when "restaurant_profiles"."location" is null then true when jsonb_typeof("restaurant_profiles"."location") <> 'object' then false when jsonb_typeof("restaurant_profiles"."location" -> 'formatted_address') = 'string' and jsonb_typeof("restaurant_profiles"."location" -> 'components') = 'object' and jsonb_typeof("restaurant_profiles"."location" -> 'lat') = 'number' and jsonb_typeof("restaurant_profiles"."location" -> 'lng') = 'number' then "restaurant_profiles"."location" ->> 'formatted_address' <> '' and ("restaurant_profiles"."location" ->> 'lat')::double precision between -90 and 90 and ("restaurant_profiles"."location" ->> 'lng')::double precision between -180 and 180 else false end)
);
--> statement-breakpoint
CREATE TABLE "restaurant_schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"lunch_from" varchar(5),
	"lunch_to" varchar(5),
	"dinner_from" varchar(5),
	"dinner_to" varchar(5),
	CONSTRAINT "restaurant_schedule_day_check" CHECK ("restaurant_schedule"."day" between 1 and 7),
	CONSTRAINT "restaurant_schedule_times_check" CHECK ("lunch_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "lunch_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "dinner_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "dinner_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "restaurant_schedule_lunch_pair_check" CHECK (("restaurant_schedule"."lunch_from" is null) = ("restaurant_schedule"."lunch_to" is null)),
	CONSTRAINT "restaurant_schedule_dinner_pair_check" CHECK (("restaurant_schedule"."dinner_from" is null) = ("restaurant_schedule"."dinner_to" is null))
);
--> statement-breakpoint
CREATE TABLE "restaurant_social" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restaurant_social_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"network" varchar(16) NOT NULL,
	"url" varchar(255) NOT NULL,
	CONSTRAINT "restaurant_social_network_check" CHECK ("restaurant_social"."network" in ('fb', 'tw', 'in', 'ig')),
	CONSTRAINT "restaurant_social_url_check" CHECK ("restaurant_social"."url" <> '')
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_profile_id" integer NOT NULL,
	"slug" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" smallint NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requirements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"original_language" "language_code" NOT NULL,
	"salary_type" varchar(16) NOT NULL,
	"salary_from" numeric(12, 2) NOT NULL,
	"salary_to" numeric(12, 2) NOT NULL,
	"hide_salary" boolean DEFAULT false NOT NULL,
	"currency" smallint NOT NULL,
	"term" varchar(16) NOT NULL,
	"hours" smallint NOT NULL,
	"holidays" smallint NOT NULL,
	"days_off" smallint NOT NULL,
	"recruit" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"approved" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "offers_name_check" CHECK (char_length("offers"."name") >= 4),
	CONSTRAINT "offers_position_check" CHECK ("offers"."position" between 1 and 33),
	CONSTRAINT "offers_salary_type_check" CHECK ("offers"."salary_type" in ('year', 'hour')),
	CONSTRAINT "offers_salary_check" CHECK ("offers"."salary_from" >= 0 and "offers"."salary_to" >= "offers"."salary_from"),
	CONSTRAINT "offers_currency_check" CHECK ("offers"."currency" between 1 and 5),
	CONSTRAINT "offers_term_check" CHECK ("offers"."term" in ('full-time', 'part-time', 'reliefchef')),
	CONSTRAINT "offers_hours_check" CHECK ("offers"."hours" between 1 and 168),
	CONSTRAINT "offers_holidays_check" CHECK ("offers"."holidays" between 0 and 366),
	CONSTRAINT "offers_days_off_check" CHECK ("offers"."days_off" between 0 and 7),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in (0, 1)),
	CONSTRAINT "offers_approved_check" CHECK ("offers"."approved" in (0, 1)),
	CONSTRAINT "offers_description_check" CHECK (case when jsonb_typeof("offers"."description") = 'object' then ("offers"."description" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("offers"."description", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "offers_requirements_check" CHECK (case when jsonb_typeof("offers"."requirements") = 'object' then ("offers"."requirements" - array['en', 'es', 'fr', 'pt']) = '{}'::jsonb and not jsonb_path_exists("offers"."requirements", '$.* ? (@.type() != "string")') else false end),
	CONSTRAINT "offers_description_present_check" CHECK ("offers"."description" <> '{}'::jsonb)
);
--> statement-breakpoint
CREATE TABLE "saved_offers" (
	"chef_profile_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_offers_pk" PRIMARY KEY("chef_profile_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"kind" varchar(16) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(127) NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind_check" CHECK ("media"."kind" in ('image', 'curriculum', 'other')),
	CONSTRAINT "media_size_check" CHECK ("media"."size_bytes" > 0),
	CONSTRAINT "media_dimensions_check" CHECK (("media"."width" is null) = ("media"."height" is null) and "media"."width" > 0 and "media"."height" > 0),
	CONSTRAINT "media_image_dimensions_check" CHECK ("media"."kind" <> 'image' or "media"."width" is not null),
	CONSTRAINT "media_variants_check" CHECK (jsonb_typeof("media"."variants") = 'object')
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer,
	"restaurant_profile_id" integer,
	"offer_id" integer,
	"slot" varchar(16) NOT NULL,
	"media_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_images_one_owner_check" CHECK (num_nonnulls("profile_images"."chef_profile_id", "profile_images"."restaurant_profile_id", "profile_images"."offer_id") = 1),
	CONSTRAINT "profile_images_slot_check" CHECK (("profile_images"."chef_profile_id" is null or "profile_images"."slot" in ('profile', 'header')) and ("profile_images"."restaurant_profile_id" is null or "profile_images"."slot" in ('logo', 'header', 'image1', 'image2', 'image3')) and ("profile_images"."offer_id" is null or "profile_images"."slot" = 'image1'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"chef_profile_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"disponibility" smallint NOT NULL,
	"disponibility_date" date,
	"invited" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in (2, 3, 4, -1)),
	CONSTRAINT "applications_disponibility_check" CHECK ("applications"."disponibility" between 0 and 4),
	CONSTRAINT "applications_disponibility_date_check" CHECK ("applications"."disponibility" <> 2 or "applications"."disponibility_date" is not null),
	CONSTRAINT "applications_withdrawn_check" CHECK ("applications"."withdrawn_at" is null or "applications"."status" = -1)
);
--> statement-breakpoint
CREATE TABLE "sent_cvs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_cvs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"restaurant_profile_id" integer NOT NULL,
	"media_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stage_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"restaurant_profile_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stage_requests_dates_check" CHECK ("stage_requests"."start_date" < "stage_requests"."end_date")
);
--> statement-breakpoint
CREATE TABLE "stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"proposed_by_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" varchar(5),
	"end_time" varchar(5),
	"type_id" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stages_type_check" CHECK ("stages"."type_id" between 1 and 3),
	CONSTRAINT "stages_status_check" CHECK ("stages"."status" in ('proposed', 'accepted', 'rejected', 'cancelled')),
	CONSTRAINT "stages_times_check" CHECK ("stages"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "stages"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stages_end_needs_start_check" CHECK ("stages"."end_time" is null or "stages"."start_time" is not null),
	CONSTRAINT "stages_description_check" CHECK (char_length("stages"."description") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "conversation_hidden" (
	"conversation_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_hidden_pk" PRIMARY KEY("conversation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chef_profile_id" integer NOT NULL,
	"restaurant_profile_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"blocker_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in (0, 1)),
	CONSTRAINT "conversations_blocker_check" CHECK (("conversations"."status" = 0) = ("conversations"."blocker_account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_account_id" integer NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_check" CHECK (char_length(btrim("messages"."body")) >= 1 and char_length("messages"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"restaurant_profile_id" integer,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_payload_check" CHECK (coalesce(jsonb_typeof("notifications"."payload" -> 'link') = 'string' and jsonb_typeof("notifications"."payload" -> 'title') = 'string', false))
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_account_id" integer NOT NULL,
	"blocked_account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pk" PRIMARY KEY("blocker_account_id","blocked_account_id"),
	CONSTRAINT "blocks_self_check" CHECK ("blocks"."blocker_account_id" <> "blocks"."blocked_account_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"surname" varchar(255) DEFAULT '' NOT NULL,
	"phone" varchar(255) DEFAULT '' NOT NULL,
	"phone_code" varchar(16) DEFAULT '' NOT NULL,
	"company" varchar(255) DEFAULT '' NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"subject" varchar(255) DEFAULT '' NOT NULL,
	"enquiry" text DEFAULT '' NOT NULL,
	"callback" boolean DEFAULT false NOT NULL,
	"language" "language_code" NOT NULL,
	"offer_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"cv_media_id" integer,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_account_id" integer,
	CONSTRAINT "contact_messages_name_check" CHECK ("contact_messages"."name" <> ''),
	CONSTRAINT "contact_messages_reach_check" CHECK ("contact_messages"."email" <> '' or "contact_messages"."phone" <> ''),
	CONSTRAINT "contact_messages_email_check" CHECK ("contact_messages"."email" = '' or "contact_messages"."email" like '%_@_%'),
	CONSTRAINT "contact_messages_offer_ids_check" CHECK (array_position("contact_messages"."offer_ids", null) is null and 0 < all("contact_messages"."offer_ids")),
	CONSTRAINT "contact_messages_enquiry_check" CHECK (char_length("contact_messages"."enquiry") <= 10000)
);
--> statement-breakpoint
CREATE TABLE "membership_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"plan" smallint NOT NULL,
	"language" "language_code" NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_account_id" integer,
	CONSTRAINT "membership_requests_plan_check" CHECK ("membership_requests"."plan" = 1),
	CONSTRAINT "membership_requests_status_check" CHECK ("membership_requests"."status" in ('pending', 'activated', 'declined')),
	CONSTRAINT "membership_requests_handled_check" CHECK (("membership_requests"."status" = 'pending') = ("membership_requests"."handled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_account_id" integer,
	"offender_account_id" integer NOT NULL,
	"offender_is_chef" boolean NOT NULL,
	"reason" text,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_account_id" integer,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_resolved_check" CHECK (("reports"."status" = 'open') = ("reports"."resolved_at" is null)),
	CONSTRAINT "reports_self_check" CHECK ("reports"."reporter_account_id" <> "reports"."offender_account_id"),
	CONSTRAINT "reports_reason_check" CHECK (char_length("reports"."reason") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "job_alert_deliveries" (
	"run_id" integer NOT NULL,
	"chef_profile_id" integer NOT NULL,
	"offer_ids" integer[] NOT NULL,
	"email_outbox_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_pk" PRIMARY KEY("run_id","chef_profile_id"),
	CONSTRAINT "job_alert_deliveries_offer_ids_check" CHECK (cardinality("job_alert_deliveries"."offer_ids") > 0 and array_position("job_alert_deliveries"."offer_ids", null) is null)
);
--> statement-breakpoint
CREATE TABLE "job_alert_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alert_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"week_start" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_alert_runs_week_start_check" CHECK (extract(isodow from "job_alert_runs"."week_start") = 1),
	CONSTRAINT "job_alert_runs_sent_count_check" CHECK ("job_alert_runs"."sent_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_education" ADD CONSTRAINT "chef_education_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_experience" ADD CONSTRAINT "chef_experience_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_languages" ADD CONSTRAINT "chef_languages_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_profiles" ADD CONSTRAINT "chef_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chef_referrals" ADD CONSTRAINT "chef_referrals_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_addresses" ADD CONSTRAINT "restaurant_addresses_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_chefs" ADD CONSTRAINT "restaurant_chefs_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_covers" ADD CONSTRAINT "restaurant_covers_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_emails" ADD CONSTRAINT "restaurant_emails_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_phones" ADD CONSTRAINT "restaurant_phones_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_profiles" ADD CONSTRAINT "restaurant_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_schedule" ADD CONSTRAINT "restaurant_schedule_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_social" ADD CONSTRAINT "restaurant_social_profile_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD CONSTRAINT "sent_cvs_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD CONSTRAINT "sent_cvs_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_cvs" ADD CONSTRAINT "sent_cvs_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_requests" ADD CONSTRAINT "stage_requests_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_requests" ADD CONSTRAINT "stage_requests_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stages" ADD CONSTRAINT "stages_proposed_by_account_id_accounts_id_fk" FOREIGN KEY ("proposed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_hidden" ADD CONSTRAINT "conversation_hidden_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_hidden" ADD CONSTRAINT "conversation_hidden_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_blocker_account_id_accounts_id_fk" FOREIGN KEY ("blocker_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_restaurant_profile_id_restaurant_profiles_id_fk" FOREIGN KEY ("restaurant_profile_id") REFERENCES "public"."restaurant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_account_id_accounts_id_fk" FOREIGN KEY ("blocker_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_account_id_accounts_id_fk" FOREIGN KEY ("blocked_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_cv_media_id_media_id_fk" FOREIGN KEY ("cv_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_requests" ADD CONSTRAINT "membership_requests_handled_by_account_id_accounts_id_fk" FOREIGN KEY ("handled_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_account_id_accounts_id_fk" FOREIGN KEY ("reporter_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_offender_account_id_accounts_id_fk" FOREIGN KEY ("offender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_account_id_accounts_id_fk" FOREIGN KEY ("resolved_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_run_id_job_alert_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_alert_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_chef_profile_id_chef_profiles_id_fk" FOREIGN KEY ("chef_profile_id") REFERENCES "public"."chef_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_email_outbox_id_email_outbox_id_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_code_hash_unique" ON "password_resets" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "chef_education_profile_idx" ON "chef_education" USING btree ("chef_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "chef_experience_profile_idx" ON "chef_experience" USING btree ("chef_profile_id","from_year","from_month");--> statement-breakpoint
CREATE UNIQUE INDEX "chef_languages_profile_language_unique" ON "chef_languages" USING btree ("chef_profile_id","language");--> statement-breakpoint
CREATE INDEX "chef_languages_language_idx" ON "chef_languages" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "chef_profiles_account_unique" ON "chef_profiles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "chef_profiles_search_idx" ON "chef_profiles" USING btree ("position","updated_at" DESC NULLS FIRST) WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1;--> statement-breakpoint
CREATE INDEX "chef_profiles_listing_idx" ON "chef_profiles" USING btree ("updated_at" DESC NULLS FIRST) WHERE "chef_profiles"."active" = 1 and "chef_profiles"."approved" = 1;--> statement-breakpoint
CREATE INDEX "chef_profiles_review_idx" ON "chef_profiles" USING btree ("created_at") WHERE "chef_profiles"."approved" = 0;--> statement-breakpoint
CREATE INDEX "chef_profiles_cuisines_idx" ON "chef_profiles" USING gin ("cuisines");--> statement-breakpoint
CREATE INDEX "chef_profiles_nationalities_idx" ON "chef_profiles" USING gin ("nationalities");--> statement-breakpoint
CREATE INDEX "chef_profiles_coordinates_idx" ON "chef_profiles" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "chef_referrals_profile_idx" ON "chef_referrals" USING btree ("chef_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_addresses_profile_idx" ON "restaurant_addresses" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_chefs_profile_idx" ON "restaurant_chefs" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_covers_profile_idx" ON "restaurant_covers" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_emails_profile_idx" ON "restaurant_emails" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_phones_profile_idx" ON "restaurant_phones" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "restaurant_profiles_account_idx" ON "restaurant_profiles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_profiles_main_unique" ON "restaurant_profiles" USING btree ("account_id") WHERE "restaurant_profiles"."main" = 1;--> statement-breakpoint
CREATE INDEX "restaurant_profiles_listing_idx" ON "restaurant_profiles" USING btree ("updated_at" DESC NULLS FIRST) WHERE "restaurant_profiles"."active" = 1 and "restaurant_profiles"."approved" = 1;--> statement-breakpoint
CREATE INDEX "restaurant_profiles_review_idx" ON "restaurant_profiles" USING btree ("created_at") WHERE "restaurant_profiles"."approved" = 0;--> statement-breakpoint
CREATE INDEX "restaurant_profiles_cuisines_idx" ON "restaurant_profiles" USING gin ("cuisines");--> statement-breakpoint
CREATE INDEX "restaurant_profiles_coordinates_idx" ON "restaurant_profiles" USING btree ("lat","lng");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_schedule_profile_day_unique" ON "restaurant_schedule" USING btree ("restaurant_profile_id","day");--> statement-breakpoint
CREATE INDEX "restaurant_social_profile_idx" ON "restaurant_social" USING btree ("restaurant_profile_id","sort_order");--> statement-breakpoint
CREATE INDEX "offers_feed_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST) WHERE "offers"."status" = 1 and "offers"."approved" = 1 and "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_feed_position_idx" ON "offers" USING btree ("position","created_at" DESC NULLS FIRST) WHERE "offers"."status" = 1 and "offers"."approved" = 1 and "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_restaurant_idx" ON "offers" USING btree ("restaurant_profile_id","created_at" DESC NULLS FIRST) WHERE "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offers_review_idx" ON "offers" USING btree ("created_at") WHERE "offers"."approved" = 0 and "offers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "saved_offers_chef_created_idx" ON "saved_offers" USING btree ("chef_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_offers_offer_idx" ON "saved_offers" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_storage_key_unique" ON "media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_account_created_idx" ON "media" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_chef_slot_unique" ON "profile_images" USING btree ("chef_profile_id","slot") WHERE "profile_images"."chef_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_restaurant_slot_unique" ON "profile_images" USING btree ("restaurant_profile_id","slot") WHERE "profile_images"."restaurant_profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_offer_slot_unique" ON "profile_images" USING btree ("offer_id","slot") WHERE "profile_images"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "profile_images_media_idx" ON "profile_images" USING btree ("media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_offer_chef_unique" ON "applications" USING btree ("offer_id","chef_profile_id");--> statement-breakpoint
CREATE INDEX "applications_offer_status_idx" ON "applications" USING btree ("offer_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_chef_status_idx" ON "applications" USING btree ("chef_profile_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sent_cvs_restaurant_idx" ON "sent_cvs" USING btree ("restaurant_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sent_cvs_chef_idx" ON "sent_cvs" USING btree ("chef_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sent_cvs_media_idx" ON "sent_cvs" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "stage_requests_restaurant_idx" ON "stage_requests" USING btree ("restaurant_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stage_requests_chef_idx" ON "stage_requests" USING btree ("chef_profile_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stages_application_idx" ON "stages" USING btree ("application_id","date","start_time");--> statement-breakpoint
CREATE INDEX "stages_accepted_date_idx" ON "stages" USING btree ("date") WHERE "stages"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "stages_proposed_by_idx" ON "stages" USING btree ("proposed_by_account_id");--> statement-breakpoint
CREATE INDEX "conversation_hidden_account_idx" ON "conversation_hidden" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_chef_restaurant_unique" ON "conversations" USING btree ("chef_profile_id","restaurant_profile_id");--> statement-breakpoint
CREATE INDEX "conversations_chef_last_idx" ON "conversations" USING btree ("chef_profile_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_restaurant_last_idx" ON "conversations" USING btree ("restaurant_profile_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_blocker_idx" ON "conversations" USING btree ("blocker_account_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_account_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_account_id");--> statement-breakpoint
CREATE INDEX "notifications_account_created_idx" ON "notifications" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_restaurant_created_idx" ON "notifications" USING btree ("restaurant_profile_id","created_at" DESC NULLS FIRST) WHERE "notifications"."restaurant_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("account_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_account_id");--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_cv_media_idx" ON "contact_messages" USING btree ("cv_media_id");--> statement-breakpoint
CREATE INDEX "contact_messages_account_idx" ON "contact_messages" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_by_idx" ON "contact_messages" USING btree ("handled_by_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_requests_pending_unique" ON "membership_requests" USING btree ("account_id") WHERE "membership_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "membership_requests_account_idx" ON "membership_requests" USING btree ("account_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "membership_requests_status_created_idx" ON "membership_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "membership_requests_handled_by_idx" ON "membership_requests" USING btree ("handled_by_account_id");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_offender_idx" ON "reports" USING btree ("offender_account_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_account_id");--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by_account_id");--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_chef_idx" ON "job_alert_deliveries" USING btree ("chef_profile_id","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_outbox_idx" ON "job_alert_deliveries" USING btree ("email_outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_runs_week_start_unique" ON "job_alert_runs" USING btree ("week_start");