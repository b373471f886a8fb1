-- Announces every change to the tables that list answers are built from, so each server
-- instance can drop the list answers it keeps in memory (see shared/list-cache.ts).
CREATE OR REPLACE FUNCTION courtside_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('courtside_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER exercises_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exercises
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change();
--> statement-breakpoint
CREATE TRIGGER exercise_access_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exercise_access
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change();
--> statement-breakpoint
CREATE TRIGGER exercise_favorites_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exercise_favorites
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change();
