-- Signed-in readers' cached answers depend on their own account: a change to their user row
-- (credits, plan, earned premium, role, ban, deletion), their unlocks or their badges is announced
-- on 'read_cache' as 'u:<user id>', at commit, to every instance. The trigger's argument names the
-- column holding the user id.
CREATE FUNCTION read_cache_reader_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('read_cache', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  ELSE
    PERFORM pg_notify('read_cache', 'u:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_reader_read_cache AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION read_cache_reader_changed('id');
--> statement-breakpoint
CREATE TRIGGER users_deleted_reader_read_cache AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION read_cache_reader_changed('id');
--> statement-breakpoint
CREATE TRIGGER chapter_unlocks_reader_read_cache AFTER INSERT OR UPDATE OR DELETE ON chapter_unlocks
  FOR EACH ROW EXECUTE FUNCTION read_cache_reader_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_badges_reader_read_cache AFTER INSERT OR UPDATE OR DELETE ON user_badges
  FOR EACH ROW EXECUTE FUNCTION read_cache_reader_changed('user_id');
