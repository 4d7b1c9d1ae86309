ALTER TABLE "interviews" DROP CONSTRAINT "interviews_status_known";--> statement-breakpoint
ALTER TABLE "onboarding" ADD COLUMN "current_interview_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding" DROP COLUMN "interview_started_at";--> statement-breakpoint
ALTER TABLE "onboarding" DROP COLUMN "interview_completed_at";--> statement-breakpoint
ALTER TABLE "onboarding" DROP COLUMN "interview_completed";--> statement-breakpoint
ALTER TABLE "onboarding" DROP COLUMN "transcript";--> statement-breakpoint
ALTER TABLE "onboarding" DROP COLUMN "interview_duration_seconds";--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_status_known" CHECK (status in ('pending', 'started', 'completed', 'partial', 'abandoned'));--> statement-breakpoint
CREATE VIEW "public"."onboarding_records" AS (select o.email, o.user_agent, o.referrer, o.created_at, o.current_interview_id,
    coalesce(i.status, 'none') as status,
    i.started_at as interview_started_at,
    i.completed_at as interview_completed_at,
    coalesce(i.status = 'completed', false) as interview_completed,
    coalesce(i.transcript, '[]'::jsonb) as transcript,
    i.duration_seconds as interview_duration_seconds
  from onboarding o left join interviews i on i.id = o.current_interview_id);