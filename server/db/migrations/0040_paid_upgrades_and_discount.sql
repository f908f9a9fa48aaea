-- An upgrade billed by the provider waits here until its invoice is paid: the plan applies only then.
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "upgrading_plan" text;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN IF NOT EXISTS "upgrade_invoice_id" text;
--> statement-breakpoint
-- What a checkout's price took off, and how much (euro cents).
ALTER TABLE "checkout_sessions" ADD COLUMN IF NOT EXISTS "discount" text;
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN IF NOT EXISTS "discount_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Money a ledger row stands for (a discount granted), in euro cents.
ALTER TABLE "credit_ledger" ADD COLUMN IF NOT EXISTS "amount_cents" integer;
--> statement-breakpoint
-- Idempotency records keep a digest of every answer, and its body only when small (bounded per account).
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "response_digest" text;
--> statement-breakpoint
-- The first-subscription discount is granted once per account, ever.
CREATE UNIQUE INDEX IF NOT EXISTS "credit_ledger_one_first_subscription_discount_idx" ON "credit_ledger" USING btree ("user_id") WHERE "credit_ledger"."reason" = 'first_subscription_discount';
--> statement-breakpoint
-- Accounts that subscribed before the ledger recorded it had their discount with their first subscription.
INSERT INTO "credit_ledger" ("user_id", "delta_text", "delta_audio", "reason", "reference")
SELECT "user_id", 0, 0, 'first_subscription_discount', 'before-ledger:' || "user_id" FROM "subscriptions"
ON CONFLICT DO NOTHING;
