ALTER TABLE "oauth_states" ADD COLUMN "provider" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "return_to" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "linkedin_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "github_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_linkedin_subject_uq" ON "users" USING btree ("linkedin_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_github_subject_uq" ON "users" USING btree ("github_subject");