CREATE TABLE "coding_drafts" (
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"statement" text NOT NULL,
	"difficulty" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"asked_in" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit_ms" integer NOT NULL,
	"memory_limit_mb" integer NOT NULL,
	"checker" jsonb DEFAULT '{"kind":"tokens"}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"verdict" text,
	"compile_error" text,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coding_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"problem_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"input" text NOT NULL,
	"expected" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coding_drafts" ADD CONSTRAINT "coding_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_drafts" ADD CONSTRAINT "coding_drafts_problem_id_coding_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."coding_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_submissions" ADD CONSTRAINT "coding_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_submissions" ADD CONSTRAINT "coding_submissions_problem_id_coding_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."coding_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_tests" ADD CONSTRAINT "coding_tests_problem_id_coding_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."coding_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coding_drafts_uq" ON "coding_drafts" USING btree ("user_id","problem_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "coding_problems_slug_uq" ON "coding_problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "coding_problems_published_idx" ON "coding_problems" USING btree ("difficulty") WHERE "coding_problems"."published";--> statement-breakpoint
CREATE INDEX "coding_submissions_queue_idx" ON "coding_submissions" USING btree ("status","created_at") WHERE "coding_submissions"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "coding_submissions_learner_idx" ON "coding_submissions" USING btree ("user_id","problem_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coding_tests_problem_ordinal_uq" ON "coding_tests" USING btree ("problem_id","is_sample","ordinal");