CREATE TABLE "content_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" uuid NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_events_kind_check" CHECK ("content_events"."content_kind" in ('document', 'video', 'article')),
	CONSTRAINT "content_events_action_check" CHECK ("content_events"."action" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"author_id" uuid,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" bigint,
	"video_source" text,
	"video_ref" text,
	"duration_seconds" integer,
	"body" text DEFAULT '' NOT NULL,
	"image_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('video', 'document', 'article')),
	CONSTRAINT "content_items_audience_check" CHECK ("content_items"."audience" in ('terapeutas', 'pacientes', 'ambos')),
	CONSTRAINT "content_items_video_check" CHECK (("content_items"."kind" = 'video') = ("content_items"."video_source" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_events_created_idx" ON "content_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_events_content_idx" ON "content_events" USING btree ("content_id","action");--> statement-breakpoint
CREATE INDEX "content_items_kind_idx" ON "content_items" USING btree ("kind","archived_at","published","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_category_idx" ON "content_items" USING btree ("kind","category");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);