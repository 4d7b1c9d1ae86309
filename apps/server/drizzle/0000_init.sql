CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"call_id" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed" boolean DEFAULT false NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"email" text PRIMARY KEY NOT NULL,
	"user_agent" text,
	"referrer" text,
	"interview_started_at" timestamp with time zone,
	"interview_completed_at" timestamp with time zone,
	"interview_completed" boolean DEFAULT false NOT NULL,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interview_duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_email_onboarding_email_fk" FOREIGN KEY ("email") REFERENCES "public"."onboarding"("email") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_email_id_idx" ON "interviews" USING btree ("email","id");