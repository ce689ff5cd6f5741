CREATE TABLE "widget_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"snapshot" jsonb,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"error_code" text,
	"error_message" text,
	"refresh_minutes" integer NOT NULL,
	"next_refresh_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "widget_sources_source_key_idx" ON "widget_sources" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "widget_sources_next_refresh_idx" ON "widget_sources" USING btree ("next_refresh_at");