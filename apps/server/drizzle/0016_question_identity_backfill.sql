-- Each version's questions get their identity: one id per distinct wording (case and spacing
-- aside), the rule new saves follow (src/interview-versions/question-ids.ts), so the same
-- question asked by several versions is one question. A wording repeated inside one version
-- gets a suffix on its later copies, so ids never repeat within a version.
UPDATE "interview_versions" AS "v" SET "question_ids" = "ids"."list"
FROM (
  SELECT "numbered"."id", jsonb_agg("numbered"."question_id" ORDER BY "numbered"."ord") AS "list"
  FROM (
    SELECT "q"."id", "q"."ord",
      'q' || substr(md5("q"."wording"), 1, 16)
        || CASE WHEN row_number() OVER (PARTITION BY "q"."id", "q"."wording" ORDER BY "q"."ord") > 1
          THEN '-' || row_number() OVER (PARTITION BY "q"."id", "q"."wording" ORDER BY "q"."ord")
          ELSE '' END AS "question_id"
    FROM (
      SELECT "iv"."id", "t"."ord",
        lower(regexp_replace(btrim("t"."text"), '\s+', ' ', 'g')) AS "wording"
      FROM "interview_versions" AS "iv",
        jsonb_array_elements_text("iv"."definition" -> 'questions') WITH ORDINALITY AS "t"("text", "ord")
    ) AS "q"
  ) AS "numbered"
  GROUP BY "numbered"."id"
) AS "ids"
WHERE "v"."id" = "ids"."id";
--> statement-breakpoint
-- Each answer takes the id of its question in its version; an answer whose position its
-- version never had (none should) is known by its own wording.
UPDATE "interview_answers" AS "a" SET "question_id" = coalesce(
  (SELECT "v"."question_ids" ->> "a"."question_index" FROM "interview_versions" AS "v"
    WHERE "v"."id" = "a"."interview_version_id"),
  'q' || substr(md5(lower(regexp_replace(btrim("a"."question"), '\s+', ' ', 'g'))), 1, 16)
);
