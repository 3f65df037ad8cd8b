CREATE TABLE "therapist_profiles" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"modality" text NOT NULL,
	"office_address" text DEFAULT '' NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"languages" text[] NOT NULL,
	"years_of_practice" integer DEFAULT 0 NOT NULL,
	"training" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepts_new_patients" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"public_listed" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"verification_note" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"next_free_at" timestamp with time zone,
	"slots_checked_at" timestamp with time zone,
	"slots_stale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_profiles_fee_check" CHECK ("therapist_profiles"."fee" between 0 and 50000),
	CONSTRAINT "therapist_profiles_modality_check" CHECK ("therapist_profiles"."modality" in ('presencial', 'en_linea', 'ambas'))
);
--> statement-breakpoint
CREATE TABLE "therapist_therapies" (
	"therapist_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "therapist_therapies_therapist_id_tag_id_pk" PRIMARY KEY("therapist_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD CONSTRAINT "therapist_profiles_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD CONSTRAINT "therapist_profiles_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_therapies" ADD CONSTRAINT "therapist_therapies_therapist_id_therapist_profiles_therapist_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapist_profiles"("therapist_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_therapies" ADD CONSTRAINT "therapist_therapies_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_profiles_slug_key" ON "therapist_profiles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "therapist_profiles_place_idx" ON "therapist_profiles" USING btree ("state","city_key");--> statement-breakpoint
CREATE INDEX "therapist_profiles_next_free_idx" ON "therapist_profiles" USING btree ("next_free_at");--> statement-breakpoint
CREATE INDEX "therapist_profiles_search_idx" ON "therapist_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "therapist_profiles_slots_idx" ON "therapist_profiles" USING btree ("slots_checked_at") WHERE "therapist_profiles"."listed";--> statement-breakpoint
CREATE INDEX "therapist_therapies_tag_idx" ON "therapist_therapies" USING btree ("tag_id","therapist_id");