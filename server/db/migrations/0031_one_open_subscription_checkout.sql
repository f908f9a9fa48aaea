-- An account keeps only its newest open subscription checkout; the older ones can no longer be paid here.
UPDATE "checkout_sessions" AS c SET "status" = 'expired'
WHERE c."kind" = 'subscription' AND c."status" = 'open'
  AND EXISTS (
    SELECT 1 FROM "checkout_sessions" AS newer
    WHERE newer."user_id" = c."user_id" AND newer."kind" = 'subscription' AND newer."status" = 'open'
      AND (newer."created_at", newer."id") > (c."created_at", c."id")
  );
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "checkout_sessions_one_open_subscription_idx" ON "checkout_sessions" USING btree ("user_id") WHERE "checkout_sessions"."kind" = 'subscription' AND "checkout_sessions"."status" = 'open';
