-- Why a provider failed, for the admin dashboard: the HTTP status the service answered (when it
-- answered one) and its reason (its error body, redacted and cut short, or what we observed).
ALTER TABLE "provider_failures" ADD COLUMN "status" integer;
--> statement-breakpoint
ALTER TABLE "provider_failures" ADD COLUMN "reason" text;
--> statement-breakpoint
CREATE INDEX "provider_failures_kind_created_at_idx" ON "provider_failures" USING btree ("kind","created_at","id");
