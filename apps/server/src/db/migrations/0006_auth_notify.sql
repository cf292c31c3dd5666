-- Every change to a user's row or sessions tells each listening instance to drop what it holds of
-- that user (why: the session cache in modules/auth/session-cache.ts answers authenticated requests
-- without a query, so a write by any instance, a webhook or a script must reach every instance).
CREATE OR REPLACE FUNCTION haven_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' AND TG_OP = 'UPDATE'
     AND to_jsonb(NEW) - 'lists_version' = to_jsonb(OLD) - 'lists_version' THEN
    -- Only the history lists changed (their triggers bump lists_version): the session and the
    -- user's own fields still hold; instances only forget the lists' version ('lists:' prefix).
    PERFORM pg_notify('haven_auth', 'lists:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('haven_auth', OLD.id::text);
  ELSE
    PERFORM pg_notify('haven_auth', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_notify_auth_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION haven_notify_auth_change();--> statement-breakpoint
CREATE TRIGGER auth_sessions_notify_auth_change AFTER UPDATE OR DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION haven_notify_auth_change();
--> statement-breakpoint
-- A truncate fires no row triggers: '*' tells every instance to drop everything it holds.
CREATE OR REPLACE FUNCTION haven_notify_auth_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('haven_auth', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_notify_auth_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION haven_notify_auth_truncate();--> statement-breakpoint
CREATE TRIGGER auth_sessions_notify_auth_truncate AFTER TRUNCATE ON auth_sessions FOR EACH STATEMENT EXECUTE FUNCTION haven_notify_auth_truncate();
