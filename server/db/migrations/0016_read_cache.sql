-- Guest read cache invalidation: every change to what guests read is announced on 'read_cache'
-- at commit, to every instance. Payload: 's:<story id>' (that story's detail and chapters),
-- 'l:<story id>' (those and every list page) or '*' (everything).
CREATE FUNCTION read_cache_story_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('read_cache', 'l:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('read_cache', 'l:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_story_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('read_cache', 'l:' || OLD.story_id::text);
  ELSE
    PERFORM pg_notify('read_cache', 'l:' || NEW.story_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Text streaming into a later chapter changes only that story's chapters, not the lists.
CREATE FUNCTION read_cache_chapter_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('read_cache', 'l:' || OLD.story_id::text);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.number > 1 AND NEW.status = OLD.status THEN
      PERFORM pg_notify('read_cache', 's:' || NEW.story_id::text);
    ELSE
      PERFORM pg_notify('read_cache', 'l:' || NEW.story_id::text);
    END IF;
  ELSE
    PERFORM pg_notify('read_cache', 'l:' || NEW.story_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION read_cache_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stories_read_cache AFTER INSERT OR UPDATE OR DELETE ON stories
  FOR EACH ROW EXECUTE FUNCTION read_cache_story_changed();
--> statement-breakpoint
CREATE TRIGGER chapters_read_cache AFTER INSERT OR DELETE OR UPDATE OF status, content, choices, chosen_choice, is_final, audio_url, failure_message ON chapters
  FOR EACH ROW EXECUTE FUNCTION read_cache_chapter_changed();
--> statement-breakpoint
CREATE TRIGGER story_likes_read_cache AFTER INSERT OR UPDATE OR DELETE ON story_likes
  FOR EACH ROW EXECUTE FUNCTION read_cache_story_row_changed();
--> statement-breakpoint
CREATE TRIGGER story_votes_read_cache AFTER INSERT OR UPDATE OR DELETE ON story_votes
  FOR EACH ROW EXECUTE FUNCTION read_cache_story_row_changed();
--> statement-breakpoint
CREATE TRIGGER users_read_cache AFTER UPDATE OF name, role, subscription OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_everything_changed();
--> statement-breakpoint
CREATE TRIGGER user_badges_read_cache AFTER INSERT OR UPDATE OR DELETE ON user_badges
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_everything_changed();
--> statement-breakpoint
-- Session cache invalidation: a deleted or changed session is named (by its token hash) on 'session_cache'.
CREATE FUNCTION session_cache_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_cache', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_cache_session_changed();
