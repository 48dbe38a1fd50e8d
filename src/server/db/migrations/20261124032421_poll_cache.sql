-- Hand-written: the poll path's per-instance caches (src/server/plugins/poll-cache.ts) hear what
-- changed from the database itself. Any write to a user's row (credit, badges, ban, password, via
-- any route, service, trigger or instance) notifies {"kind":"user","userId":…} on the live events
-- channel of the table's schema; PostgreSQL delivers it after the commit.
CREATE FUNCTION poll_cache_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arene_events_' || TG_TABLE_SCHEMA, json_build_object('kind', 'user', 'userId', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER poll_cache_users AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION poll_cache_user_changed();
