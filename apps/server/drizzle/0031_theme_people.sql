-- Themes are counted by people from here on (0032 counts them again): the triggers that counted
-- answers go first, since they name the column renamed below.
DROP TRIGGER "answer_themes_count_added" ON "answer_themes";--> statement-breakpoint
DROP TRIGGER "answer_themes_count_removed" ON "answer_themes";--> statement-breakpoint
DROP TRIGGER "answer_themes_count_moved_out" ON "answer_themes";--> statement-breakpoint
DROP TRIGGER "answer_themes_count_moved_in" ON "answer_themes";--> statement-breakpoint
DROP TRIGGER "answer_themes_count_cleared" ON "answer_themes";--> statement-breakpoint
DROP FUNCTION "question_themes_add"();--> statement-breakpoint
DROP FUNCTION "question_themes_remove"();--> statement-breakpoint
DROP FUNCTION "question_themes_clear"();--> statement-breakpoint
CREATE TABLE "question_theme_people" (
	"question_id" text NOT NULL,
	"theme" text NOT NULL,
	"email" text NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "question_theme_people_question_id_theme_email_pk" PRIMARY KEY("question_id","theme","email")
);
--> statement-breakpoint
-- Each stored theme learns whose answer it is from the answer's interview.
ALTER TABLE "answer_themes" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "answer_themes" AS "t" SET "email" = "i"."email"
  FROM "interview_answers" AS "a" JOIN "interviews" AS "i" ON "i"."id" = "a"."interview_id"
  WHERE "a"."id" = "t"."answer_id";--> statement-breakpoint
ALTER TABLE "answer_themes" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
DROP INDEX "question_themes_top";--> statement-breakpoint
ALTER TABLE "question_themes" RENAME COLUMN "answers" TO "people";--> statement-breakpoint
CREATE INDEX "question_themes_top" ON "question_themes" USING btree ("question_id","people","theme");
