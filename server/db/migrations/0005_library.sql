DROP INDEX "stories_public_list_idx";--> statement-breakpoint
CREATE INDEX "chapters_opening_trgm_idx" ON "chapters" USING gin ("content" gin_trgm_ops) WHERE "chapters"."number" = 1;--> statement-breakpoint
CREATE INDEX "stories_list_idx" ON "stories" USING btree ("access_type","created_at","id");--> statement-breakpoint
CREATE INDEX "stories_title_trgm_idx" ON "stories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_writing_tone_idx" ON "stories" USING btree (lower("settings"->>'writingTone'));--> statement-breakpoint
CREATE INDEX "stories_atmosphere_idx" ON "stories" USING btree (lower("settings"->>'atmosphere'));--> statement-breakpoint
CREATE INDEX "stories_category_idx" ON "stories" USING btree ("category");--> statement-breakpoint
CREATE INDEX "stories_explicit_level_idx" ON "stories" USING btree ((("settings"->>'explicitLevel')::int));