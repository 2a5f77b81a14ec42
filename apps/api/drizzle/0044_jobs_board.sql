ALTER TABLE "positions" ADD COLUMN "listing_id" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "kind" text DEFAULT 'job' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "team" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "work_mode" text DEFAULT 'Hybrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "duration_months" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "pay_min_paise" bigint;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "pay_max_paise" bigint;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "eligible_years" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "eligible_programmes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "openings" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_listing_id_idx" ON "positions" USING btree ("listing_id");--> statement-breakpoint
-- Positions whose title says they are internships are internships.
UPDATE "positions" SET "kind" = 'internship' WHERE "title" ~* '\mintern(ship)?\M';
