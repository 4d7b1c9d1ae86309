-- The overview's counts by interview version (interview_version_counts, see
-- src/db/schema/interview-version-counts.ts), kept as interviews are stored, move on and are
-- deleted (alone, or with an erased person). An interview counts once it leaves `pending`, under
-- its version, its status and, when completed, its duration (-1 otherwise). Every change appends
-- a -1 row under the key it counted under and a +1 row under the new one, so nothing waits on a
-- shared counter row.
CREATE FUNCTION "interview_version_counts_interview"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'pending' THEN
    INSERT INTO "interview_version_counts" ("version_id", "status", "duration_seconds", "interviews")
    VALUES (OLD."interview_version_id", OLD."status",
      CASE WHEN OLD."status" = 'completed' THEN coalesce(OLD."duration_seconds", -1) ELSE -1 END, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'pending' THEN
    INSERT INTO "interview_version_counts" ("version_id", "status", "duration_seconds", "interviews")
    VALUES (NEW."interview_version_id", NEW."status",
      CASE WHEN NEW."status" = 'completed' THEN coalesce(NEW."duration_seconds", -1) ELSE -1 END, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts every interview again, one row per key (the backfill below; after a TRUNCATE, as tests do).
CREATE FUNCTION "interview_version_counts_recount"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "interview_version_counts";
  INSERT INTO "interview_version_counts" ("version_id", "status", "duration_seconds", "interviews")
  SELECT "interview_version_id", "status",
    CASE WHEN "status" = 'completed' THEN coalesce("duration_seconds", -1) ELSE -1 END,
    count(*)::int
  FROM "interviews" WHERE "status" <> 'pending'
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE FUNCTION "interview_version_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "interview_version_counts_recount"();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interviews_version_counted" AFTER INSERT OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION "interview_version_counts_interview"();
--> statement-breakpoint
CREATE TRIGGER "interviews_version_recounted"
  AFTER UPDATE OF "status", "duration_seconds", "interview_version_id" ON "interviews"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."duration_seconds" IS DISTINCT FROM NEW."duration_seconds"
    OR OLD."interview_version_id" IS DISTINCT FROM NEW."interview_version_id")
  EXECUTE FUNCTION "interview_version_counts_interview"();
--> statement-breakpoint
-- A TRUNCATE of `onboarding` with CASCADE truncates `interviews` too, which fires this as well.
CREATE TRIGGER "interviews_version_counts_truncated" AFTER TRUNCATE ON "interviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "interview_version_counts_truncated"();
--> statement-breakpoint
SELECT "interview_version_counts_recount"();
