ALTER TABLE "devices" ADD COLUMN "clock_offset_ms" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "timezone" text;