ALTER TABLE "stories" ADD COLUMN "published_access_type" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "stories" SET "published_access_type" = "access_type" WHERE "access_type" <> 'private';--> statement-breakpoint
UPDATE "checkout_sessions" SET "confirmed_at" = "fulfilled_at" WHERE "status" = 'fulfilled';
