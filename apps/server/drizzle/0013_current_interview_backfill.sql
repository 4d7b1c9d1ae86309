-- Each onboarding row points at its current interview: the newest one that left `pending`,
-- else the newest (the rule the mirrored columns this replaces followed).
UPDATE "onboarding" SET "current_interview_id" = (
  SELECT "i"."id" FROM "interviews" AS "i"
  WHERE "i"."email" = "onboarding"."email"
  ORDER BY ("i"."status" = 'pending' AND "i"."started_at" IS NULL AND jsonb_array_length("i"."transcript") = 0), "i"."id" DESC
  LIMIT 1
);
