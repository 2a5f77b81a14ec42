DROP INDEX "collaborators_created_idx";--> statement-breakpoint
DROP INDEX "mentors_created_idx";--> statement-breakpoint
DROP INDEX "placement_courses_created_idx";--> statement-breakpoint
DROP INDEX "testimonials_created_idx";--> statement-breakpoint
ALTER TABLE "collaborators" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_courses" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "collaborators_position_idx" ON "collaborators" USING btree ("position");--> statement-breakpoint
CREATE INDEX "mentors_position_idx" ON "mentors" USING btree ("position");--> statement-breakpoint
CREATE INDEX "placement_courses_position_idx" ON "placement_courses" USING btree ("position");--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");--> statement-breakpoint
-- Each list keeps the order it showed before: its old sort, rows of one instant (a seed) in the order they were written, then id.
UPDATE "mentors" SET "position" = "shown"."position" FROM (SELECT "id", (row_number() OVER (ORDER BY "created_at", "name", ctid, "id") - 1)::int AS "position" FROM "mentors") AS "shown" WHERE "mentors"."id" = "shown"."id";--> statement-breakpoint
UPDATE "testimonials" SET "position" = "shown"."position" FROM (SELECT "id", (row_number() OVER (ORDER BY "created_at", ctid, "id") - 1)::int AS "position" FROM "testimonials") AS "shown" WHERE "testimonials"."id" = "shown"."id";--> statement-breakpoint
UPDATE "collaborators" SET "position" = "shown"."position" FROM (SELECT "id", (row_number() OVER (ORDER BY "created_at", "name", ctid, "id") - 1)::int AS "position" FROM "collaborators") AS "shown" WHERE "collaborators"."id" = "shown"."id";--> statement-breakpoint
UPDATE "placement_courses" SET "position" = "shown"."position" FROM (SELECT "id", (row_number() OVER (ORDER BY "created_at", ctid, "id") - 1)::int AS "position" FROM "placement_courses") AS "shown" WHERE "placement_courses"."id" = "shown"."id";
