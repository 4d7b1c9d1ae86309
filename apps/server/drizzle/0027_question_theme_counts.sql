-- How many answers of each question mention each theme, kept as answers' themes are stored and
-- removed (with their answers: a report stored again, a person erased), once per statement,
-- from the rows it changed. Count rows are taken in (question, theme) order so that two reports
-- stored at once wait for each other rather than deadlock. A theme no answer mentions any more
-- loses its row, so a question's top themes are the first rows of its index. A truncate (tests
-- empty tables so) empties the counts.
CREATE FUNCTION "question_themes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "question_themes" ("question_id", "theme", "answers")
  SELECT "question_id", "theme", count(*) FROM "added"
  GROUP BY "question_id", "theme" ORDER BY "question_id", "theme"
  ON CONFLICT ("question_id", "theme") DO UPDATE
    SET "answers" = "question_themes"."answers" + excluded."answers";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_themes_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "question_themes"
    WHERE ("question_id", "theme") IN (SELECT "question_id", "theme" FROM "removed")
    ORDER BY "question_id", "theme" FOR UPDATE;
  UPDATE "question_themes" AS "c" SET "answers" = "c"."answers" - "r"."n"
  FROM (
    SELECT "question_id", "theme", count(*) AS "n" FROM "removed" GROUP BY "question_id", "theme"
  ) AS "r"
  WHERE "c"."question_id" = "r"."question_id" AND "c"."theme" = "r"."theme";
  DELETE FROM "question_themes"
    WHERE "answers" <= 0
      AND ("question_id", "theme") IN (SELECT "question_id", "theme" FROM "removed");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_themes_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "question_themes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "answer_themes_count_added" AFTER INSERT ON "answer_themes"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "question_themes_add"();
--> statement-breakpoint
CREATE TRIGGER "answer_themes_count_removed" AFTER DELETE ON "answer_themes"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "question_themes_remove"();
--> statement-breakpoint
-- Themes are replaced with their answers, never changed, so an update is counted as a move.
CREATE TRIGGER "answer_themes_count_moved_out" AFTER UPDATE ON "answer_themes"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "question_themes_remove"();
--> statement-breakpoint
CREATE TRIGGER "answer_themes_count_moved_in" AFTER UPDATE ON "answer_themes"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "question_themes_add"();
--> statement-breakpoint
CREATE TRIGGER "answer_themes_count_cleared" AFTER TRUNCATE ON "answer_themes"
  FOR EACH STATEMENT EXECUTE FUNCTION "question_themes_clear"();
