-- Instances that run background work, with their last heartbeat: a stopping instance hands the
-- chapters it is writing on to the others only when one is alive.
CREATE TABLE "instances" (
	"owner" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- How many times a chapter was handed on mid-writing; past a bound it fails and is refunded.
ALTER TABLE "chapters" ADD COLUMN "handoffs" integer DEFAULT 0 NOT NULL;
