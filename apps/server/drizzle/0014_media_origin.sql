ALTER TABLE "media_items" ADD COLUMN "origin" jsonb;--> statement-breakpoint
CREATE INDEX "media_items_origin_idx" ON "media_items" USING btree (("origin"->>'provider'),("origin"->>'id'));