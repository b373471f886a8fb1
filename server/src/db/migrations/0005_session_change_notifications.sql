-- Announces changes to login sessions as well, so every server instance looks again at the
-- sessions whose access tokens it accepts (see modules/auth/session-guard.ts).
CREATE TRIGGER auth_sessions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION courtside_notify_change();
