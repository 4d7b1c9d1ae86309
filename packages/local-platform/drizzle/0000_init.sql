CREATE TABLE "platform_resources" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"data" jsonb NOT NULL,
	"hidden" jsonb,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_keys" (
	"value" text PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_request_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"time" timestamp (3) with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"query" text,
	"resource" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"call_id" uuid,
	"assistant_id" uuid
);
--> statement-breakpoint
CREATE TABLE "platform_assistant_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"assistant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_org_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_file_blobs" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"content_base64" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_resources_org_kind_created_idx" ON "platform_resources" USING btree ("org_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "platform_resources_org_kind_parent_idx" ON "platform_resources" USING btree ("org_id","kind","parent_id");--> statement-breakpoint
CREATE INDEX "platform_request_logs_org_time_idx" ON "platform_request_logs" USING btree ("org_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_assistant_versions_assistant_idx" ON "platform_assistant_versions" USING btree ("assistant_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_org_users_org_email_idx" ON "platform_org_users" USING btree ("org_id","email");