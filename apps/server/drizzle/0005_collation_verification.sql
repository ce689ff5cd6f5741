ALTER TABLE "organizations" ADD COLUMN "collation_token" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "collation_requested_at" timestamp with time zone;--> statement-breakpoint
-- collation switched on before domains were verified waits for its TXT record like a new request
UPDATE "organizations" SET "collate" = false, "collation_requested_at" = now(), "collation_token" = replace(gen_random_uuid()::text, '-', '') WHERE "collate" = true;
