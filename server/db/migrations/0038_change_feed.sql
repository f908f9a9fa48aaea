-- Every change announcement (the triggers' and the app's) goes through reverie_notify, so a
-- deployment without LISTEN/NOTIFY (CHANGE_FEED=redis: PgBouncer in transaction mode, engines that
-- lack NOTIFY) can turn it into a row of change_outbox, committed with the change and relayed to
-- Redis pub/sub in id order. The app installs the body matching its setting at start; this one is
-- the default, NOTIFY.
CREATE TABLE "change_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "channel" text NOT NULL,
  "payload" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION reverie_notify(channel text, payload text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify(channel, payload)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_cache_story_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reverie_notify('read_cache', 'l:' || OLD.id::text);
  ELSE
    PERFORM reverie_notify('read_cache', 'l:' || NEW.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_cache_story_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reverie_notify('read_cache', 'l:' || OLD.story_id::text);
  ELSE
    PERFORM reverie_notify('read_cache', 'l:' || NEW.story_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_cache_chapter_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reverie_notify('read_cache', 'l:' || OLD.story_id::text);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.number > 1 AND NEW.status = OLD.status AND NEW.on_main_path = OLD.on_main_path THEN
      PERFORM reverie_notify('read_cache', 's:' || NEW.story_id::text);
    ELSE
      PERFORM reverie_notify('read_cache', 'l:' || NEW.story_id::text);
    END IF;
  ELSE
    PERFORM reverie_notify('read_cache', 'l:' || NEW.story_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_cache_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reverie_notify('read_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION session_cache_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM reverie_notify('session_cache', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION read_cache_reader_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM reverie_notify('read_cache', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  ELSE
    PERFORM reverie_notify('read_cache', 'u:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;
