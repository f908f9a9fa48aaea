-- Tags and content notes chosen at creation (existing stories have none), and Discover's filters
-- and orders over them: tags (GIN), "popular" (votes) and "trending" (recent likes, reads, plays).
ALTER TABLE "stories" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "stories_tags_idx" ON "stories" USING gin ("tags");
--> statement-breakpoint
CREATE INDEX "stories_popular_idx" ON "stories" USING btree (("upvotes" - "downvotes"), "created_at", "id")
  WHERE "access_type" = 'public' AND "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "story_likes_created_at_idx" ON "story_likes" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "story_plays_day_idx" ON "story_plays" USING btree ("day");
--> statement-breakpoint
CREATE TABLE "author_follows" (
	"follower_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"author_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_follows_follower_id_author_id_pk" PRIMARY KEY ("follower_id", "author_id"),
	CONSTRAINT "author_follows_not_self" CHECK ("follower_id" <> "author_id")
);
--> statement-breakpoint
CREATE INDEX "author_follows_author_id_idx" ON "author_follows" USING btree ("author_id");
--> statement-breakpoint
CREATE TABLE "saved_stories" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"story_id" uuid NOT NULL REFERENCES "stories"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_stories_user_id_story_id_pk" PRIMARY KEY ("user_id", "story_id")
);
--> statement-breakpoint
CREATE INDEX "saved_stories_user_created_idx" ON "saved_stories" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "saved_stories_story_id_idx" ON "saved_stories" USING btree ("story_id");
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"story_id" uuid NOT NULL REFERENCES "stories"("id") ON DELETE cascade,
	"chapter_number" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_story_id_pk" PRIMARY KEY ("user_id", "story_id")
);
--> statement-breakpoint
CREATE INDEX "reading_progress_user_read_idx" ON "reading_progress" USING btree ("user_id", "read_at");
--> statement-breakpoint
CREATE INDEX "reading_progress_read_at_idx" ON "reading_progress" USING btree ("read_at");
--> statement-breakpoint
CREATE INDEX "reading_progress_story_id_idx" ON "reading_progress" USING btree ("story_id");
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"story_id" uuid NOT NULL REFERENCES "stories"("id") ON DELETE cascade,
	"chapter_number" integer,
	"badge" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('story_published', 'story_continued', 'badge_earned'))
);
--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "notifications_story_id_idx" ON "notifications" USING btree ("story_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_chapter_key" ON "notifications" USING btree ("user_id", "story_id", "chapter_number")
  WHERE "kind" IN ('story_published', 'story_continued');
