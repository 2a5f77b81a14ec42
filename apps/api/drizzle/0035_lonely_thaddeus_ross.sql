CREATE TABLE "mock_coding_answers" (
	"attempt_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"section_index" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"marks" double precision,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_coding_answers_attempt_id_problem_id_pk" PRIMARY KEY("attempt_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "mock_coding_answers" ADD CONSTRAINT "mock_coding_answers_attempt_id_mock_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_coding_answers" ADD CONSTRAINT "mock_coding_answers_problem_id_coding_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."coding_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_coding_answers" ADD CONSTRAINT "mock_coding_answers_submission_id_coding_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."coding_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_coding_answers_pending_idx" ON "mock_coding_answers" USING btree ("attempt_id") WHERE "mock_coding_answers"."marks" is null;