CREATE TABLE "programme_courses" (
	"programme_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programme_courses_programme_id_course_id_pk" PRIMARY KEY("programme_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "programme_courses" ADD CONSTRAINT "programme_courses_programme_id_courses_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_courses" ADD CONSTRAINT "programme_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "programme_courses_course_idx" ON "programme_courses" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_programme_id_courses_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_programme_idx" ON "enrollments" USING btree ("programme_id") WHERE "enrollments"."programme_id" is not null;