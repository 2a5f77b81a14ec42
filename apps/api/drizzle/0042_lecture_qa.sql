CREATE TABLE "qa_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_follows" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_follows_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"lecture_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"at_seconds" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"post_kind" text NOT NULL,
	"post_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_upvotes" (
	"user_id" uuid NOT NULL,
	"post_kind" text NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_upvotes_user_id_post_kind_post_id_pk" PRIMARY KEY("user_id","post_kind","post_id")
);
--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_answers" ADD CONSTRAINT "qa_answers_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_follows" ADD CONSTRAINT "qa_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_follows" ADD CONSTRAINT "qa_follows_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_lecture_id_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_reports" ADD CONSTRAINT "qa_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_upvotes" ADD CONSTRAINT "qa_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_answers_question_idx" ON "qa_answers" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_answers_author_idx" ON "qa_answers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_follows_question_idx" ON "qa_follows" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qa_questions_lecture_idx" ON "qa_questions" USING btree ("lecture_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_course_idx" ON "qa_questions" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_author_idx" ON "qa_questions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_title_trgm_idx" ON "qa_questions" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "qa_questions_search_trgm_idx" ON "qa_questions" USING gin (lower("title" || ' ' || "body") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "qa_reports_user_post_uq" ON "qa_reports" USING btree ("user_id","post_kind","post_id");--> statement-breakpoint
CREATE INDEX "qa_reports_open_idx" ON "qa_reports" USING btree ("post_kind","post_id") WHERE "qa_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "qa_upvotes_post_idx" ON "qa_upvotes" USING btree ("post_kind","post_id");