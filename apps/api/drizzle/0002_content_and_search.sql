CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaborators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"linked_in" text DEFAULT '' NOT NULL,
	"profile_photo" text DEFAULT '' NOT NULL,
	"cover_photo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"cover_photo" text DEFAULT '' NOT NULL,
	"description" jsonb NOT NULL,
	"real_price_paise" integer DEFAULT 0 NOT NULL,
	"discounted_price_paise" integer,
	"price_paise" integer DEFAULT 0 NOT NULL,
	"review" integer DEFAULT 0 NOT NULL,
	"level" text DEFAULT 'Beginner' NOT NULL,
	"instructor_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_photo" text DEFAULT '' NOT NULL,
	"sort_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text,
	"name" text,
	"designation" text,
	"profile_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_image" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "collaborators_created_idx" ON "collaborators" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mentors_created_idx" ON "mentors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "placement_courses_created_idx" ON "placement_courses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "placement_courses_search_trgm_idx" ON "placement_courses" USING gin (lower("title" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_sort_idx" ON "services" USING btree ("sort_index","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_created_idx" ON "testimonials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_search_fts_idx" ON "courses" USING gin (to_tsvector('english', "search_text"));--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gist (lower("title") gist_trgm_ops);