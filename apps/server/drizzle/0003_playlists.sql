CREATE TABLE "playlist_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"thumbnail_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"folder_id" integer,
	"creator_user_id" integer,
	"name" text NOT NULL,
	"aspect" jsonb NOT NULL,
	"overlay_slide_id" integer,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"uneditable_when_shared" boolean DEFAULT false NOT NULL,
	"source_playlist_id" integer,
	"stock_from_organization_id" integer,
	"platform_stock" boolean DEFAULT false NOT NULL,
	"edit_lock_user_id" integer,
	"edit_lock_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "media_folders_org_parent_idx";--> statement-breakpoint
ALTER TABLE "media_folders" ADD COLUMN "library" text DEFAULT 'media' NOT NULL;--> statement-breakpoint
ALTER TABLE "playlist_slides" ADD CONSTRAINT "playlist_slides_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_overlay_slide_id_playlist_slides_id_fk" FOREIGN KEY ("overlay_slide_id") REFERENCES "public"."playlist_slides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_stock_from_organization_id_organizations_id_fk" FOREIGN KEY ("stock_from_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlists" ADD CONSTRAINT "playlists_edit_lock_user_id_users_id_fk" FOREIGN KEY ("edit_lock_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_slides_playlist_idx" ON "playlist_slides" USING btree ("playlist_id","position");--> statement-breakpoint
CREATE INDEX "playlist_slides_thumbnail_idx" ON "playlist_slides" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "playlists_org_section_idx" ON "playlists" USING btree ("organization_id","kind","section","folder_id");--> statement-breakpoint
CREATE INDEX "playlists_source_idx" ON "playlists" USING btree ("source_playlist_id");--> statement-breakpoint
CREATE INDEX "media_folders_org_parent_idx" ON "media_folders" USING btree ("organization_id","library","section","parent_id");--> statement-breakpoint
CREATE FUNCTION "playlist_slides_queue_thumbnail_release"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."thumbnail_key" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."thumbnail_key" IS DISTINCT FROM OLD."thumbnail_key") THEN
    INSERT INTO "media_blob_releases" ("key") VALUES (OLD."thumbnail_key") ON CONFLICT ("key") DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "playlist_slides_thumbnail_release" AFTER DELETE OR UPDATE OF "thumbnail_key" ON "playlist_slides"
  FOR EACH ROW EXECUTE FUNCTION "playlist_slides_queue_thumbnail_release"();
