CREATE TABLE "catalog_access" (
	"therapist_id" uuid NOT NULL,
	"catalog_id" uuid NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "catalog_access_therapist_id_catalog_id_pk" PRIMARY KEY("therapist_id","catalog_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_registers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"group_id" uuid,
	"subgroup_id" uuid,
	"owner_id" uuid,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_registers_name_key" UNIQUE NULLS NOT DISTINCT("catalog_id","group_id","subgroup_id","owner_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "catalog_subgroups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_tags" (
	"register_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "register_tags_register_id_tag_id_pk" PRIMARY KEY("register_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_access" ADD CONSTRAINT "catalog_access_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_access" ADD CONSTRAINT "catalog_access_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_groups" ADD CONSTRAINT "catalog_groups_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_registers" ADD CONSTRAINT "catalog_registers_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_registers" ADD CONSTRAINT "catalog_registers_group_id_catalog_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."catalog_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_registers" ADD CONSTRAINT "catalog_registers_subgroup_id_catalog_subgroups_id_fk" FOREIGN KEY ("subgroup_id") REFERENCES "public"."catalog_subgroups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_registers" ADD CONSTRAINT "catalog_registers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_subgroups" ADD CONSTRAINT "catalog_subgroups_group_id_catalog_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."catalog_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_tags" ADD CONSTRAINT "register_tags_register_id_catalog_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."catalog_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_tags" ADD CONSTRAINT "register_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_groups_name_key" ON "catalog_groups" USING btree ("catalog_id","name_key");--> statement-breakpoint
CREATE INDEX "catalog_registers_place_idx" ON "catalog_registers" USING btree ("catalog_id","group_id","subgroup_id","name_key");--> statement-breakpoint
CREATE INDEX "catalog_registers_owner_idx" ON "catalog_registers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "catalog_registers_search_idx" ON "catalog_registers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_subgroups_name_key" ON "catalog_subgroups" USING btree ("group_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_name_key" ON "catalogs" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "register_tags_tag_idx" ON "register_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree ("name_key");