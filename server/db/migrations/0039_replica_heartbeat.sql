-- With read replicas (DATABASE_REPLICA_URL), the primary's instances touch this row every second;
-- a replica's copy of it says how far behind the primary that replica is, whatever replicates it.
CREATE TABLE "replica_heartbeat" (
  "id" integer PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "replica_heartbeat" ("id") VALUES (1);
