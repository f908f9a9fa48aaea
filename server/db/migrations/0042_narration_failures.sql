-- Why a narration failed, kept where every instance can read it: a listener polling another instance
-- than the one that synthesised it is told why, rather than nothing.
CREATE TABLE "narration_failures" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
