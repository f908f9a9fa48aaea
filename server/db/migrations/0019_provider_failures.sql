-- Each failure of an outside provider (the writer of a chapter, the voice of a narration), with
-- which provider it was, for the admin dashboard's failures by provider.
CREATE TABLE "provider_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "provider_failures_created_at_idx" ON "provider_failures" USING btree ("created_at");
