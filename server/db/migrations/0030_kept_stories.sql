-- A story an admin kept after reviewing its reports: later reports queue for review instead of hiding it.
ALTER TABLE "stories" ADD COLUMN "kept_at" timestamp with time zone;
