-- A narration being synthesised on one instance, relayed to listeners on the others: its audio so
-- far in order, until it is stored (or fails), when the instance making it removes it.
CREATE TABLE "narration_streams" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "narration_stream_chunks" (
	"asset_id" text NOT NULL REFERENCES "narration_streams"("asset_id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	PRIMARY KEY ("asset_id", "seq")
);
