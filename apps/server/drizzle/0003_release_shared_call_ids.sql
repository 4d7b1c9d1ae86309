-- Before call ids become unique (next migration): where several attempts claimed one call, only
-- the attempt the platform's report was stored on (else the earliest) keeps it; the others let go.
UPDATE "interviews" AS "claimant"
SET "call_id" = NULL
WHERE "claimant"."call_id" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "interviews" AS "owner"
    WHERE "owner"."call_id" = "claimant"."call_id"
      AND "owner"."id" <> "claimant"."id"
      AND ("owner"."call_report_at" IS NOT NULL, "claimant"."id") > ("claimant"."call_report_at" IS NOT NULL, "owner"."id")
  );
