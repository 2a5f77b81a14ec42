-- Change notifications (issue 13): a committed change to what the API keeps in memory is announced on the
-- channel 'pathshala_invalidate' to every instance that listens (PostgreSQL delivers NOTIFY on commit, and
-- drops identical payloads within one transaction). Payloads are cache key prefixes: 'user:<id>' for a
-- learner's own rows (sessions, enrollments, progress, cart, ...), 'catalogue:', 'content:', 'engagement:'.
CREATE OR REPLACE FUNCTION pathshala_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('pathshala_invalidate', TG_ARGV[0]);
  ELSE
    changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
    PERFORM pg_notify('pathshala_invalidate', TG_ARGV[0] || coalesce(changed ->> TG_ARGV[1], ''));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'id');--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER enrollments_notify_change AFTER INSERT OR UPDATE OR DELETE ON "enrollments"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER lecture_progress_notify_change AFTER INSERT OR UPDATE OR DELETE ON "lecture_progress"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER cart_items_notify_change AFTER INSERT OR UPDATE OR DELETE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER wishlist_items_notify_change AFTER INSERT OR UPDATE OR DELETE ON "wishlist_items"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER notes_access_notify_change AFTER INSERT OR UPDATE OR DELETE ON "notes_access"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER learner_preferences_notify_change AFTER INSERT OR UPDATE OR DELETE ON "learner_preferences"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER certificates_notify_change AFTER INSERT OR UPDATE OR DELETE ON "certificates"
  FOR EACH ROW EXECUTE FUNCTION pathshala_notify_change('user:', 'user_id');--> statement-breakpoint
CREATE TRIGGER courses_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER chapters_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chapters"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER lectures_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lectures"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER course_faqs_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER course_reviews_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER roadmap_steps_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roadmap_steps"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER instructors_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "instructors"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER placement_courses_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "placement_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('catalogue:');--> statement-breakpoint
CREATE TRIGGER mentors_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mentors"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('content:');--> statement-breakpoint
CREATE TRIGGER services_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('content:');--> statement-breakpoint
CREATE TRIGGER testimonials_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('content:');--> statement-breakpoint
CREATE TRIGGER collaborators_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collaborators"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('content:');--> statement-breakpoint
CREATE TRIGGER banners_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('content:');--> statement-breakpoint
CREATE TRIGGER positions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "positions"
  FOR EACH STATEMENT EXECUTE FUNCTION pathshala_notify_change('engagement:');
