CREATE TABLE "impersonation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"actor_organization_id" integer,
	"actor_organization_name" text NOT NULL,
	"target_organization_id" integer NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"action" text NOT NULL,
	"status_code" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_organization_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"recipient_organization_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "license_pricing" (
	"organization_id" integer NOT NULL,
	"item" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "license_pricing_organization_id_item_pk" PRIMARY KEY("organization_id","item")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "total_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licenses" ADD COLUMN "used_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impersonation_log" ADD CONSTRAINT "impersonation_log_request_id_impersonation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."impersonation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_log" ADD CONSTRAINT "impersonation_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_log" ADD CONSTRAINT "impersonation_log_actor_organization_id_organizations_id_fk" FOREIGN KEY ("actor_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_log" ADD CONSTRAINT "impersonation_log_target_organization_id_organizations_id_fk" FOREIGN KEY ("target_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_sender_organization_id_organizations_id_fk" FOREIGN KEY ("sender_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_recipient_organization_id_organizations_id_fk" FOREIGN KEY ("recipient_organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_pricing" ADD CONSTRAINT "license_pricing_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_log_target_idx" ON "impersonation_log" USING btree ("target_organization_id","at");--> statement-breakpoint
CREATE INDEX "impersonation_requests_sender_idx" ON "impersonation_requests" USING btree ("sender_organization_id");--> statement-breakpoint
CREATE INDEX "impersonation_requests_recipient_idx" ON "impersonation_requests" USING btree ("recipient_organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username") WHERE "users"."username" is not null;