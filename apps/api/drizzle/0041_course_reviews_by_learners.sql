ALTER TABLE "course_reviews" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_user_course_uq" ON "course_reviews" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_rating_range" CHECK ("course_reviews"."rating" between 1 and 5);