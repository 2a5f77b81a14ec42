CREATE TABLE "live_session_reminders" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_session_reminders_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"join_url" text NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"recording_lecture_id" uuid,
	"created_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_topics" (
	"programme_id" uuid NOT NULL,
	"topic" text NOT NULL,
	CONSTRAINT "programme_topics_programme_id_topic_pk" PRIMARY KEY("programme_id","topic")
);
--> statement-breakpoint
CREATE TABLE "course_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"due_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"repo_url" text,
	"file_key" text,
	"file_name" text,
	"file_bytes" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"scores" jsonb,
	"feedback" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_courses" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "project_titles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_session_reminders" ADD CONSTRAINT "live_session_reminders_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_session_reminders" ADD CONSTRAINT "live_session_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_recording_lecture_id_lectures_id_fk" FOREIGN KEY ("recording_lecture_id") REFERENCES "public"."lectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_topics" ADD CONSTRAINT "programme_topics_programme_id_courses_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_projects" ADD CONSTRAINT "course_projects_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_project_id_course_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."course_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_course_start_idx" ON "live_sessions" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "live_sessions_upcoming_idx" ON "live_sessions" USING btree ("starts_at") WHERE "live_sessions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "programme_topics_topic_idx" ON "programme_topics" USING btree ("topic");--> statement-breakpoint
CREATE INDEX "course_projects_course_idx" ON "course_projects" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_submissions_attempt_uq" ON "project_submissions" USING btree ("project_id","user_id","attempt");--> statement-breakpoint
CREATE INDEX "project_submissions_queue_idx" ON "project_submissions" USING btree ("submitted_at") WHERE "project_submissions"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "placement_courses" ADD CONSTRAINT "placement_courses_programme_id_courses_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_course_active_idx" ON "enrollments" USING btree ("course_id") WHERE "enrollments"."status" = 'active';--> statement-breakpoint
-- What a course page claims (live sessions, projects, programme topics) is part of the cached catalogue.
CREATE TRIGGER live_sessions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "live_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER course_projects_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_projects"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER programme_topics_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "programme_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');
