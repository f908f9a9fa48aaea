CREATE TABLE "chapter_narrations" (
	"chapter_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"asset_id" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_narrations_chapter_id_user_id_asset_id_pk" PRIMARY KEY("chapter_id","user_id","asset_id")
);
--> statement-breakpoint
ALTER TABLE "chapter_narrations" ADD CONSTRAINT "chapter_narrations_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_narrations" ADD CONSTRAINT "chapter_narrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_narrations_asset_id_index" ON "chapter_narrations" USING btree ("asset_id");--> statement-breakpoint
-- The audio chapters already show was their owner's narration: record it as such.
INSERT INTO "chapter_narrations" ("chapter_id", "user_id", "asset_id")
SELECT c."id", s."user_id", substring(c."audio_url" from '^/api/audio/([0-9a-f]{64})\.mp3$')
FROM "chapters" c JOIN "stories" s ON s."id" = c."story_id"
WHERE c."audio_url" ~ '^/api/audio/[0-9a-f]{64}\.mp3$'
ON CONFLICT DO NOTHING;
