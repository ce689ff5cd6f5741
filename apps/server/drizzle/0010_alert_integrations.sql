CREATE TABLE "integration_messages" (
	"integration_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"alert_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_messages_integration_id_identifier_pk" PRIMARY KEY("integration_id","identifier")
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean NOT NULL,
	"targets_all" boolean NOT NULL,
	"target_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"target_device_ids" integer[] DEFAULT '{}' NOT NULL,
	"target_organization_ids" integer[] DEFAULT '{}' NOT NULL,
	"default_type" text NOT NULL,
	"default_background_color" text NOT NULL,
	"default_text_color" text NOT NULL,
	"default_continuous" boolean NOT NULL,
	"default_duration_minutes" integer,
	"feed_url" text,
	"poll_minutes" integer,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_polled_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "priority" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "integration_id" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "translations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_messages" ADD CONSTRAINT "integration_messages_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_messages" ADD CONSTRAINT "integration_messages_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_org_name_idx" ON "integrations" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_key_hash_idx" ON "integrations" USING btree ("key_hash");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;