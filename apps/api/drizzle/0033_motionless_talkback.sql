ALTER TABLE "users" ADD COLUMN "profile_handle" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_profile_handle_uq" ON "users" USING btree ("profile_handle");