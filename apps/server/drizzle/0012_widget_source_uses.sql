CREATE TABLE "widget_source_uses" (
	"playlist_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	CONSTRAINT "widget_source_uses_playlist_id_source_id_pk" PRIMARY KEY("playlist_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "widget_sources" ADD COLUMN "blob_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_sources" ADD COLUMN "stored_images" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_source_uses" ADD CONSTRAINT "widget_source_uses_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_source_uses" ADD CONSTRAINT "widget_source_uses_source_id_widget_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."widget_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_source_uses_source_idx" ON "widget_source_uses" USING btree ("source_id");