CREATE TABLE "application_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"location" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "application_interviews_application_uq" ON "application_interviews" USING btree ("kind","application_id");--> statement-breakpoint
-- Applications sent without an account belong to the account of the same address only once that address is
-- proven (a provider-verified social sign-in, or a password reset through the e-mailed link); link those now.
UPDATE "career_applications" AS a SET "user_id" = u."id"
FROM "users" AS u
WHERE a."user_id" IS NULL AND u."closed_at" IS NULL AND lower(a."email") = u."email"
  AND (u."google_subject" IS NOT NULL OR u."linkedin_subject" IS NOT NULL OR u."github_subject" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "password_reset_tokens" t WHERE t."user_id" = u."id" AND t."used_at" IS NOT NULL));
--> statement-breakpoint
UPDATE "internship_applications" AS a SET "user_id" = u."id"
FROM "users" AS u
WHERE a."user_id" IS NULL AND u."closed_at" IS NULL AND lower(a."email") = u."email"
  AND (u."google_subject" IS NOT NULL OR u."linkedin_subject" IS NOT NULL OR u."github_subject" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "password_reset_tokens" t WHERE t."user_id" = u."id" AND t."used_at" IS NOT NULL));
