CREATE TABLE "coding_give_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coding_give_ups" ADD CONSTRAINT "coding_give_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_give_ups" ADD CONSTRAINT "coding_give_ups_problem_id_coding_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."coding_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coding_give_ups_learner_idx" ON "coding_give_ups" USING btree ("user_id","problem_id","created_at");--> statement-breakpoint
CREATE INDEX "coding_submissions_history_idx" ON "coding_submissions" USING btree ("user_id","created_at");