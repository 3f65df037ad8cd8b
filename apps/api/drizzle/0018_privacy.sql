CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'recibida' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	"blocked_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('acceso', 'rectificacion', 'cancelacion', 'oposicion')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" in ('recibida', 'en_proceso', 'resuelta', 'rechazada'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "deletable_from" date;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("due_date") WHERE "privacy_requests"."status" in ('recibida', 'en_proceso');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_pending_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;