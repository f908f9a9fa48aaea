-- Migration 0034 (the story tree) replaced the unique index on (story_id, number) with one for the
-- main path only, which a query can use only when it says `on_main_path`. The public lists join
-- each story's chapter 1 without saying so, and chapters are also read and deleted by story: they
-- scanned the whole table (150 ms for an uncached first page at 100,000 stories, 0.8 s for a
-- search). Every chapter by story and number, whatever its path.
CREATE INDEX "chapters_story_number_idx" ON "chapters" USING btree ("story_id","number");
