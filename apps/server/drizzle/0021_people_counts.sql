-- The overview's counts (people_counts, see src/db/schema/people-counts.ts), kept as people sign
-- up and are erased and as their current interview changes or moves on. Every change appends a -1
-- row under the key a person counted under and a +1 row under the new one, so nothing waits on a
-- shared counter row. A person's key is their sign-up day (UTC), their current interview's
-- status (`none` while it does not exist) and, when completed, its duration (-1 otherwise).
CREATE FUNCTION "people_counts_add"("signed_up" timestamptz, "interview" uuid, "delta" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
  SELECT ("signed_up" AT TIME ZONE 'UTC')::date, coalesce("i"."status", 'none'),
    CASE WHEN "i"."status" = 'completed' THEN coalesce("i"."duration_seconds", -1) ELSE -1 END,
    "delta"
  FROM (SELECT 1) AS "one" LEFT JOIN "interviews" AS "i" ON "i"."id" = "interview"
$$;
--> statement-breakpoint
-- A person signs up, is erased, or gets another current interview. The erasure is counted before
-- the row goes (BEFORE DELETE): its interviews, deleted by the cascade after it, still tell the
-- key the person counted under.
CREATE FUNCTION "people_counts_person"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "people_counts_add"(OLD."created_at", OLD."current_interview_id", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "people_counts_add"(NEW."created_at", NEW."current_interview_id", 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An interview is stored, moves on, or is deleted: the people whose current interview it is (one,
-- or none) move from the key it gave them to the one it gives now (`none` before it existed and
-- after it is gone).
CREATE FUNCTION "people_counts_interview"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
    SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date, 'none', -1, -1
    FROM "onboarding" AS "o" WHERE "o"."current_interview_id" = NEW."id";
  ELSE
    INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
    SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date, OLD."status",
      CASE WHEN OLD."status" = 'completed' THEN coalesce(OLD."duration_seconds", -1) ELSE -1 END, -1
    FROM "onboarding" AS "o" WHERE "o"."current_interview_id" = OLD."id";
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
    SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date, 'none', -1, 1
    FROM "onboarding" AS "o" WHERE "o"."current_interview_id" = OLD."id";
  ELSE
    INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
    SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date, NEW."status",
      CASE WHEN NEW."status" = 'completed' THEN coalesce(NEW."duration_seconds", -1) ELSE -1 END, 1
    FROM "onboarding" AS "o" WHERE "o"."current_interview_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts everyone again, one row per key (the backfill below; after a TRUNCATE, as tests do).
CREATE FUNCTION "people_counts_recount"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "people_counts";
  INSERT INTO "people_counts" ("day", "status", "duration_seconds", "people")
  SELECT ("o"."created_at" AT TIME ZONE 'UTC')::date, coalesce("i"."status", 'none'),
    CASE WHEN "i"."status" = 'completed' THEN coalesce("i"."duration_seconds", -1) ELSE -1 END,
    count(*)::int
  FROM "onboarding" AS "o" LEFT JOIN "interviews" AS "i" ON "i"."id" = "o"."current_interview_id"
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE FUNCTION "people_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "people_counts_recount"();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "onboarding_counted" AFTER INSERT ON "onboarding"
  FOR EACH ROW EXECUTE FUNCTION "people_counts_person"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_recounted" AFTER UPDATE OF "created_at", "current_interview_id" ON "onboarding"
  FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."current_interview_id" IS DISTINCT FROM NEW."current_interview_id")
  EXECUTE FUNCTION "people_counts_person"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_uncounted" BEFORE DELETE ON "onboarding"
  FOR EACH ROW EXECUTE FUNCTION "people_counts_person"();
--> statement-breakpoint
CREATE TRIGGER "interviews_counted" AFTER INSERT OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION "people_counts_interview"();
--> statement-breakpoint
CREATE TRIGGER "interviews_recounted" AFTER UPDATE OF "status", "duration_seconds" ON "interviews"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."duration_seconds" IS DISTINCT FROM NEW."duration_seconds")
  EXECUTE FUNCTION "people_counts_interview"();
--> statement-breakpoint
CREATE TRIGGER "onboarding_counts_truncated" AFTER TRUNCATE ON "onboarding"
  FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_truncated"();
--> statement-breakpoint
CREATE TRIGGER "interviews_counts_truncated" AFTER TRUNCATE ON "interviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "people_counts_truncated"();
--> statement-breakpoint
SELECT "people_counts_recount"();
