CREATE TABLE "chapter_unlocks" (
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"chapter_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_unlocks_user_id_story_id_chapter_number_pk" PRIMARY KEY("user_id","story_id","chapter_number")
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'writing' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chosen_choice" text,
	"is_final" boolean DEFAULT false NOT NULL,
	"text_credits_cost" integer DEFAULT 0 NOT NULL,
	"audio_url" text,
	"memory" text DEFAULT '' NOT NULL,
	"instruction" jsonb NOT NULL,
	"max_tokens" integer NOT NULL,
	"charged_user_id" uuid,
	"charged_text_credits" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapters_status_valid" CHECK ("chapters"."status" IN ('writing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"settings" jsonb NOT NULL,
	"access_type" text DEFAULT 'public' NOT NULL,
	"category" text DEFAULT 'romance' NOT NULL,
	"is_concluded" boolean DEFAULT false NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"audio_url" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_counters_non_negative" CHECK ("stories"."likes" >= 0 AND "stories"."upvotes" >= 0 AND "stories"."downvotes" >= 0 AND "stories"."plays" >= 0)
);
--> statement-breakpoint
CREATE TABLE "story_likes" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_likes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "story_votes" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_votes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id"),
	CONSTRAINT "story_votes_value_valid" CHECK ("story_votes"."value" IN (-1, 1))
);
--> statement-breakpoint
ALTER TABLE "chapter_unlocks" ADD CONSTRAINT "chapter_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_unlocks" ADD CONSTRAINT "chapter_unlocks_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_charged_user_id_users_id_fk" FOREIGN KEY ("charged_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_likes" ADD CONSTRAINT "story_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_votes" ADD CONSTRAINT "story_votes_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_votes" ADD CONSTRAINT "story_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapter_unlocks_story_id_idx" ON "chapter_unlocks" USING btree ("story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_story_number_key" ON "chapters" USING btree ("story_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_one_writing_per_story_key" ON "chapters" USING btree ("story_id") WHERE "chapters"."status" = 'writing';--> statement-breakpoint
CREATE INDEX "chapters_writing_idx" ON "chapters" USING btree ("created_at") WHERE "chapters"."status" = 'writing';--> statement-breakpoint
CREATE INDEX "stories_user_id_idx" ON "stories" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_public_list_idx" ON "stories" USING btree ("access_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "story_likes_user_id_idx" ON "story_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "story_votes_user_id_idx" ON "story_votes" USING btree ("user_id");