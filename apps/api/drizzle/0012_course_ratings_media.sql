ALTER TABLE "courses" ALTER COLUMN "review" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "level" text DEFAULT 'Beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "lectures" ADD COLUMN "captions_key" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "cta_label" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "instructor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "total_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Ratings come from reviews from now on: recompute every course's rating and count from its reviews.
UPDATE "courses" SET
  "review" = COALESCE((SELECT round(avg("rating")::numeric, 1) FROM "course_reviews" WHERE "course_reviews"."course_id" = "courses"."id"), 0),
  "review_count" = (SELECT count(*) FROM "course_reviews" WHERE "course_reviews"."course_id" = "courses"."id");
