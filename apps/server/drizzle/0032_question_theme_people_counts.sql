-- How many people mention each theme in their answers to each question, kept as answers'
-- themes are stored and removed (with their answers: a report stored again, a person erased,
-- retention), once per statement, from the rows it changed. Each person's own count per theme
-- (question_theme_people) says when they start mentioning it (their first such answer) or stop
-- (their last one gone); only then does the theme's count move, so a person who answered in
-- two interviews counts once. Rows are taken in key order, person counts before theme counts,
-- so that two reports stored at once wait for each other rather than deadlock, and the upsert
-- on a person's row makes two reports of one person stored at once count them once. A count at
-- zero loses its row, so a question's top themes are the first rows of its index. A truncate
-- (tests empty tables so) empties the counts.
CREATE FUNCTION "question_themes_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "grouped" AS (
    SELECT "question_id", "theme", "email", count(*)::int AS "n" FROM "added"
    GROUP BY "question_id", "theme", "email"
  ), "counted" AS (
    INSERT INTO "question_theme_people" ("question_id", "theme", "email", "answers")
    SELECT "question_id", "theme", "email", "n" FROM "grouped"
    ORDER BY "question_id", "theme", "email"
    ON CONFLICT ("question_id", "theme", "email") DO UPDATE
      SET "answers" = "question_theme_people"."answers" + excluded."answers"
    RETURNING "question_id", "theme", "email", "answers"
  )
  -- A person whose count is just what this statement added is new to the theme.
  INSERT INTO "question_themes" ("question_id", "theme", "people")
  SELECT "c"."question_id", "c"."theme", count(*) FROM "counted" AS "c"
  JOIN "grouped" AS "g" USING ("question_id", "theme", "email")
  WHERE "c"."answers" = "g"."n"
  GROUP BY "c"."question_id", "c"."theme" ORDER BY "c"."question_id", "c"."theme"
  ON CONFLICT ("question_id", "theme") DO UPDATE
    SET "people" = "question_themes"."people" + excluded."people";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_themes_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "question_theme_people"
    WHERE ("question_id", "theme", "email") IN (SELECT "question_id", "theme", "email" FROM "removed")
    ORDER BY "question_id", "theme", "email" FOR UPDATE;
  UPDATE "question_theme_people" AS "p" SET "answers" = "p"."answers" - "r"."n"
  FROM (
    SELECT "question_id", "theme", "email", count(*) AS "n" FROM "removed"
    GROUP BY "question_id", "theme", "email"
  ) AS "r"
  WHERE "p"."question_id" = "r"."question_id" AND "p"."theme" = "r"."theme"
    AND "p"."email" = "r"."email";
  PERFORM 1 FROM "question_themes"
    WHERE ("question_id", "theme") IN (
      SELECT "question_id", "theme" FROM "question_theme_people"
      WHERE "answers" <= 0
        AND ("question_id", "theme", "email") IN (SELECT "question_id", "theme", "email" FROM "removed")
    )
    ORDER BY "question_id", "theme" FOR UPDATE;
  -- The people who no longer mention a theme leave it.
  WITH "gone" AS (
    DELETE FROM "question_theme_people"
    WHERE "answers" <= 0
      AND ("question_id", "theme", "email") IN (SELECT "question_id", "theme", "email" FROM "removed")
    RETURNING "question_id", "theme"
  )
  UPDATE "question_themes" AS "c" SET "people" = "c"."people" - "g"."n"
  FROM (SELECT "question_id", "theme", count(*) AS "n" FROM "gone" GROUP BY "question_id", "theme") AS "g"
  WHERE "c"."question_id" = "g"."question_id" AND "c"."theme" = "g"."theme";
  DELETE FROM "question_themes"
    WHERE "people" <= 0
      AND ("question_id", "theme") IN (SELECT "question_id", "theme" FROM "removed");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_themes_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "question_theme_people";
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
--> statement-breakpoint
-- The themes stored so far, counted by people.
DELETE FROM "question_themes";
--> statement-breakpoint
INSERT INTO "question_theme_people" ("question_id", "theme", "email", "answers")
SELECT "question_id", "theme", "email", count(*) FROM "answer_themes"
GROUP BY "question_id", "theme", "email";
--> statement-breakpoint
INSERT INTO "question_themes" ("question_id", "theme", "people")
SELECT "question_id", "theme", count(*) FROM "question_theme_people"
GROUP BY "question_id", "theme";
