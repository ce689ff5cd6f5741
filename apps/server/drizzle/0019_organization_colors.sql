CREATE TABLE "organization_colors" (
	"organization_id" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_colors_organization_id_color_pk" PRIMARY KEY("organization_id","color")
);
--> statement-breakpoint
ALTER TABLE "organization_colors" ADD CONSTRAINT "organization_colors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;