ALTER TABLE "auth_rate_limits" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "auth_rate_limits" CASCADE;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "recording_url" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "stereo_recording_url" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_status_known" CHECK (status in ('pending', 'started', 'completed', 'abandoned'));