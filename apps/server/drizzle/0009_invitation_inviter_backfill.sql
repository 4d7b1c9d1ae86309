-- Invitations sent before revocation existed name their sender by e-mail only: link them to the
-- organiser with that e-mail, and withdraw the pending ones whose sender is no longer an owner
-- (demoted before demotion withdrew invitations), so a later promotion cannot revive them.
UPDATE "organiser_invitations" SET "invited_by_id" = "organisers"."id"
FROM "organisers"
WHERE "organisers"."email" = "organiser_invitations"."invited_by";--> statement-breakpoint
UPDATE "organiser_invitations" SET "revoked_at" = now()
WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "organisers"
  WHERE "organisers"."id" = "organiser_invitations"."invited_by_id" AND "organisers"."role" = 'owner'
);
