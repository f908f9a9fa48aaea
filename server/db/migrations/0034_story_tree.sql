-- Chapters form a tree: each node has a parent (none for chapter 1), the step that led to it, and
-- versions (drafts). The story's main path is the nodes marked on_main_path, one per number.
ALTER TABLE "chapters" ADD COLUMN "parent_id" uuid REFERENCES "chapters"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "via_kind" text DEFAULT 'continue' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "via_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "on_main_path" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_via_kind_valid" CHECK ("via_kind" IN ('choice', 'own', 'continue', 'conclude'));--> statement-breakpoint
-- Every existing chapter becomes a node of the main path, under the chapter before it, with one version.
UPDATE "chapters" AS c SET
  "parent_id" = p."id",
  "via_kind" = CASE c."instruction" ->> 'kind' WHEN 'choice' THEN 'choice' WHEN 'conclude' THEN 'conclude' ELSE 'continue' END,
  "via_text" = coalesce(CASE c."instruction" ->> 'kind' WHEN 'choice' THEN c."instruction" ->> 'choice' ELSE c."instruction" ->> 'prompt' END, '')
FROM "chapters" AS p
WHERE p."story_id" = c."story_id" AND p."number" = c."number" - 1;--> statement-breakpoint
DROP INDEX "chapters_story_number_key";--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_main_path_number_key" ON "chapters" USING btree ("story_id","number") WHERE "on_main_path";--> statement-breakpoint
-- One child per option (a choice or the owner's own words) under a node, however many race for it.
CREATE UNIQUE INDEX "chapters_parent_step_key" ON "chapters" USING btree ("parent_id","via_kind","via_text") WHERE "via_kind" IN ('choice', 'own');--> statement-breakpoint
CREATE INDEX "chapters_parent_id_idx" ON "chapters" USING btree ("parent_id");--> statement-breakpoint
-- The drafts a node was written as, besides the one it shows now (kept in the chapter row itself).
CREATE TABLE "chapter_versions" (
	"chapter_id" uuid NOT NULL REFERENCES "chapters"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"choices" jsonb NOT NULL,
	"memory" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chapter_versions_chapter_id_version_pk" PRIMARY KEY("chapter_id","version")
);--> statement-breakpoint
-- An unlock belongs to a node, so it holds whichever path is the main one.
ALTER TABLE "chapter_unlocks" ADD COLUMN "chapter_id" uuid REFERENCES "chapters"("id") ON DELETE CASCADE;--> statement-breakpoint
UPDATE "chapter_unlocks" AS u SET "chapter_id" = c."id" FROM "chapters" AS c
WHERE c."story_id" = u."story_id" AND c."number" = u."chapter_number";--> statement-breakpoint
DELETE FROM "chapter_unlocks" WHERE "chapter_id" IS NULL;--> statement-breakpoint
ALTER TABLE "chapter_unlocks" ALTER COLUMN "chapter_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chapter_unlocks" DROP CONSTRAINT "chapter_unlocks_user_id_story_id_chapter_number_pk";--> statement-breakpoint
ALTER TABLE "chapter_unlocks" ADD CONSTRAINT "chapter_unlocks_user_id_chapter_id_pk" PRIMARY KEY("user_id","chapter_id");--> statement-breakpoint
-- A node joining or leaving the main path changes what the story shows, lists included.
CREATE OR REPLACE FUNCTION read_cache_chapter_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('read_cache', 'l:' || OLD.story_id::text);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.number > 1 AND NEW.status = OLD.status AND NEW.on_main_path = OLD.on_main_path THEN
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
DROP TRIGGER "chapters_read_cache" ON "chapters";--> statement-breakpoint
CREATE TRIGGER chapters_read_cache AFTER INSERT OR DELETE OR UPDATE OF status, content, choices, chosen_choice, is_final, audio_url, failure_message, on_main_path, version ON chapters
  FOR EACH ROW EXECUTE FUNCTION read_cache_chapter_changed();
