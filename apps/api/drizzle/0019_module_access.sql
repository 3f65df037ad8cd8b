CREATE TABLE "module_access" (
	"therapist_id" uuid NOT NULL,
	"module_key" text NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "module_access_therapist_id_module_key_pk" PRIMARY KEY("therapist_id","module_key")
);
--> statement-breakpoint
-- The catalogue permissions become module permissions: every existing row is carried over.
INSERT INTO "module_access" ("therapist_id", "module_key", "allowed", "until")
  SELECT "therapist_id", 'catalog:' || "catalog_id"::text, "allowed", "until" FROM "catalog_access";--> statement-breakpoint
DROP TABLE "catalog_access" CASCADE;--> statement-breakpoint
ALTER TABLE "module_access" ADD CONSTRAINT "module_access_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_access" ADD CONSTRAINT "module_access_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_access_module_idx" ON "module_access" USING btree ("module_key");--> statement-breakpoint
-- A deleted catalogue takes its permission rows with it, as the foreign key of the old table did.
CREATE FUNCTION "module_access_catalog_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "module_access" WHERE "module_key" = 'catalog:' || OLD."id"::text;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalogs_module_access_gone" AFTER DELETE ON "catalogs"
  FOR EACH ROW EXECUTE FUNCTION "module_access_catalog_gone"();
