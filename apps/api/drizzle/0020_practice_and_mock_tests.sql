CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"selected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"value" double precision,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"section_seconds" jsonb NOT NULL,
	"current_section" integer DEFAULT 0 NOT NULL,
	"section_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"slots" jsonb NOT NULL,
	"tab_switches" integer DEFAULT 0 NOT NULL,
	"fullscreen_exits" integer DEFAULT 0 NOT NULL,
	"ended_by" text,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	"leaderboard_name" text
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"marks_per_question" real DEFAULT 1 NOT NULL,
	"negative_marks" real DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"required_course_id" uuid,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_cards" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"subtopic" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"fsrs" jsonb NOT NULL,
	"last_correct" boolean NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"topic" text NOT NULL,
	"subtopic" text NOT NULL,
	"difficulty" text NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"numeric_answer" double precision,
	"numeric_tolerance" double precision DEFAULT 0 NOT NULL,
	"explanation" text NOT NULL,
	"image_url" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_test_id_mock_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_required_course_id_courses_id_fk" FOREIGN KEY ("required_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_cards" ADD CONSTRAINT "practice_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_attempts_user_idx" ON "mock_attempts" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_one_open_uq" ON "mock_attempts" USING btree ("user_id","test_id") WHERE "mock_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "mock_attempts_expiry_idx" ON "mock_attempts" USING btree ("expires_at") WHERE "mock_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "mock_attempts_scores_idx" ON "mock_attempts" USING btree ("test_id","score") WHERE "mock_attempts"."status" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "mock_tests_slug_uq" ON "mock_tests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "practice_cards_due_idx" ON "practice_cards" USING btree ("user_id","topic","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_key_uq" ON "questions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("topic","subtopic","difficulty");