-- The administration's dashboard (docs/decisions/0018-analytics.md) counts over a period of time:
-- one index per time column it groups by, covering the columns it counts (index-only scans, the
-- rows never leave the index), and the first completed visit of each patient found by one probe.
-- Written by hand (drizzle-kit cannot express INCLUDE); the schema files do not list them, so a
-- generated migration never drops them.
CREATE INDEX IF NOT EXISTS "appointments_starts_idx" ON "appointments" ("starts_at") INCLUDE ("status", "therapist_id", "patient_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_patient_completed_idx" ON "appointments" ("patient_id", "starts_at") WHERE "status" = 'completada';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "patients_created_idx" ON "patients" ("created_at") INCLUDE ("therapist_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ratings_created_idx" ON "ratings" ("created_at") INCLUDE ("stars", "therapist_id", "hidden");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_created_idx" ON "messages" ("created_at") INCLUDE ("sender_id", "conversation_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" ("created_at") INCLUDE ("role");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_events_created_action_idx" ON "content_events" ("created_at") INCLUDE ("action", "content_id", "content_kind");
