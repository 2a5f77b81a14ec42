DROP INDEX "courses_search_fts_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "courses"."title"), 'A') || setweight(to_tsvector('english', "courses"."search_text"), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_search_fts_idx" ON "courses" USING gin ("search_vector");