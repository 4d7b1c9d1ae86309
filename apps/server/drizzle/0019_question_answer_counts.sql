-- Each question's answer count, kept as answers are stored and removed: once per statement, from
-- the rows it changed. Count rows are taken in question order so that two reports stored at once
-- wait for each other rather than deadlock. A truncate (tests empty tables so) empties the counts.
CREATE FUNCTION "interview_question_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "interview_question_counts" ("question_id", "answers")
  SELECT "question_id", count(*) FROM "added" GROUP BY "question_id" ORDER BY "question_id"
  ON CONFLICT ("question_id") DO UPDATE
    SET "answers" = "interview_question_counts"."answers" + excluded."answers";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "interview_question_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "interview_question_counts"
    WHERE "question_id" IN (SELECT "question_id" FROM "removed")
    ORDER BY "question_id" FOR UPDATE;
  UPDATE "interview_question_counts" AS "c" SET "answers" = "c"."answers" - "r"."n"
  FROM (SELECT "question_id", count(*) AS "n" FROM "removed" GROUP BY "question_id") AS "r"
  WHERE "c"."question_id" = "r"."question_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "interview_question_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "interview_question_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interview_answers_count_added" AFTER INSERT ON "interview_answers"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "interview_question_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "interview_answers_count_removed" AFTER DELETE ON "interview_answers"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "interview_question_counts_remove"();
--> statement-breakpoint
-- Answers are replaced, never changed, so an update of the question is counted as a move.
CREATE TRIGGER "interview_answers_count_moved_out" AFTER UPDATE ON "interview_answers"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "interview_question_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "interview_answers_count_moved_in" AFTER UPDATE ON "interview_answers"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "interview_question_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "interview_answers_count_cleared" AFTER TRUNCATE ON "interview_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "interview_question_counts_clear"();
--> statement-breakpoint
INSERT INTO "interview_question_counts" ("question_id", "answers")
SELECT "question_id", count(*) FROM "interview_answers" GROUP BY "question_id";
