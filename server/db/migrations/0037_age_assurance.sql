-- Age assurance: each check a user started and its outcome only (never a document, a face or a date
-- of birth), and on the user the time they became a verified adult. Existing accounts start
-- unverified; with AGE_ASSURANCE=off (the default) nothing reads it.
ALTER TABLE "users" ADD COLUMN "age_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "age_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "age_verifications_user_id_idx" ON "age_verifications" USING btree ("user_id","created_at" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "age_verifications_provider_reference_key" ON "age_verifications" USING btree ("provider","provider_reference");
