CREATE TABLE "list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"unique_key" text NOT NULL,
	"search_text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_unique_key" ON "list_items" USING btree ("list_key","unique_key");--> statement-breakpoint
CREATE INDEX "list_items_position_idx" ON "list_items" USING btree ("list_key","position");--> statement-breakpoint
CREATE INDEX "list_items_search_idx" ON "list_items" USING gin ("search_text" gin_trgm_ops);