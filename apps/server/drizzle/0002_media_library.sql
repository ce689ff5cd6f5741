CREATE TABLE "media_blob_releases" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"section" text NOT NULL,
	"owner_user_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"section" text NOT NULL,
	"folder_id" integer,
	"creator_user_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"thumbnail_key" text,
	"page_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"page_count" integer,
	"status" text NOT NULL,
	"failure" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"uneditable_when_shared" boolean DEFAULT false NOT NULL,
	"source_media_id" integer,
	"stock_from_organization_id" integer,
	"platform_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_parent_id_media_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_stock_from_organization_id_organizations_id_fk" FOREIGN KEY ("stock_from_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_folders_org_parent_idx" ON "media_folders" USING btree ("organization_id","section","parent_id");--> statement-breakpoint
CREATE INDEX "media_items_org_section_idx" ON "media_items" USING btree ("organization_id","section","folder_id");--> statement-breakpoint
CREATE INDEX "media_items_blob_idx" ON "media_items" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "media_items_thumbnail_idx" ON "media_items" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "media_items_source_idx" ON "media_items" USING btree ("source_media_id");--> statement-breakpoint
CREATE INDEX "media_items_status_idx" ON "media_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "media_items_pages_idx" ON "media_items" USING gin ("page_keys");--> statement-breakpoint
CREATE FUNCTION "media_items_queue_blob_release"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "media_blob_releases" ("key")
    SELECT k FROM (
      SELECT OLD."blob_key" AS k
      UNION SELECT OLD."thumbnail_key"
      UNION SELECT jsonb_array_elements_text(OLD."page_keys")
    ) keys
    WHERE k IS NOT NULL
  ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "media_items_blob_release" AFTER DELETE ON "media_items"
  FOR EACH ROW EXECUTE FUNCTION "media_items_queue_blob_release"();
