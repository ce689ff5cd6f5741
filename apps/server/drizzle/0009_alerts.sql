CREATE TABLE "alert_receipts" (
	"alert_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"shown_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"instructions" text NOT NULL,
	"type" text NOT NULL,
	"continuous" boolean NOT NULL,
	"duration_minutes" integer,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"targets_all" boolean NOT NULL,
	"target_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"target_device_ids" integer[] DEFAULT '{}' NOT NULL,
	"target_organization_ids" integer[] DEFAULT '{}' NOT NULL,
	"activated_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"deactivated_at" timestamp with time zone,
	"activated_by_kind" text,
	"activated_by_name" text,
	"deactivated_by_kind" text,
	"deactivated_by_name" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_receipts" ADD CONSTRAINT "alert_receipts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_receipts" ADD CONSTRAINT "alert_receipts_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_receipts_alert_device_idx" ON "alert_receipts" USING btree ("alert_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_org_name_idx" ON "alerts" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "alerts_activated_idx" ON "alerts" USING btree ("activated_at");