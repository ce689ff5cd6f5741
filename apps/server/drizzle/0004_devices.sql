CREATE TABLE "device_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_pairings" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device_id" integer,
	"accepted_at" timestamp with time zone,
	"collected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"device_key" text NOT NULL,
	"token_hash" text,
	"user_id" integer,
	"group_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"device_type" text DEFAULT 'NONE' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"interactive" boolean DEFAULT false NOT NULL,
	"timezone" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	"player_state" text,
	"app_version" text,
	"user_agent" text,
	"resolution_width" integer,
	"resolution_height" integer,
	"played_revision" text,
	"showing_playlist_id" integer,
	"showing_slide_id" integer,
	"thumbnail_key" text,
	"thumbnail_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"playlist_id" integer NOT NULL,
	"name" text NOT NULL,
	"aspect" jsonb NOT NULL,
	"overlay_slide_id" integer,
	"slides" jsonb NOT NULL,
	"media" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"device_id" integer,
	"group_id" integer,
	"playlist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"schedule" jsonb,
	"rrule" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_groups" ADD CONSTRAINT "device_groups_parent_id_device_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."device_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_pairings" ADD CONSTRAINT "device_pairings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_showing_playlist_id_playlists_id_fk" FOREIGN KEY ("showing_playlist_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_publications" ADD CONSTRAINT "playlist_publications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_publications" ADD CONSTRAINT "playlist_publications_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_group_id_device_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."device_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_groups_org_parent_idx" ON "device_groups" USING btree ("organization_id","parent_id");--> statement-breakpoint
CREATE INDEX "device_pairings_code_idx" ON "device_pairings" USING btree ("code","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_key_idx" ON "devices" USING btree ("device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_idx" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_org_idx" ON "devices" USING btree ("organization_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_publications_playlist_idx" ON "playlist_publications" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "schedule_entries_device_idx" ON "schedule_entries" USING btree ("device_id","position");--> statement-breakpoint
CREATE INDEX "schedule_entries_group_idx" ON "schedule_entries" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "schedule_entries_playlist_idx" ON "schedule_entries" USING btree ("playlist_id");--> statement-breakpoint
ALTER TABLE "schedule_entries" ADD CONSTRAINT "schedule_entries_one_target" CHECK (("device_id" IS NULL) <> ("group_id" IS NULL));
