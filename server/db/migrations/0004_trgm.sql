-- Trigram indexes (Discover search) need pg_trgm; PostgreSQL ships it as a contrib extension, PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
