-- Attempts recorded before statuses existed get one from what they hold: a completed attempt in
-- which the visitor never answered (no user entry with text, as interviews/outcome.ts counts
-- answers) was not an interview (abandoned), a started one is still under
-- way, the rest were never started. The onboarding rows that mirror such an attempt stop
-- claiming a completed interview.
UPDATE "interviews" SET "status" = CASE
  WHEN "completed" AND EXISTS (
    SELECT 1 FROM jsonb_array_elements("transcript") AS "entry" WHERE "entry"->>'role' = 'user' AND btrim("entry"->>'text') <> ''
  ) THEN 'completed'
  WHEN "completed" THEN 'abandoned'
  WHEN "started_at" IS NOT NULL THEN 'started'
  ELSE 'pending'
END;--> statement-breakpoint
UPDATE "onboarding" SET "interview_completed" = false
WHERE "interview_completed" AND NOT EXISTS (
  SELECT 1 FROM jsonb_array_elements("transcript") AS "entry"
  WHERE "entry"->>'role' = 'user' AND btrim("entry"->>'text') <> ''
);
