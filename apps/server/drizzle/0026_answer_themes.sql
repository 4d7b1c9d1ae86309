CREATE TABLE "answer_themes" (
	"answer_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"theme" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_themes_answer_id_theme_pk" PRIMARY KEY("answer_id","theme")
);
--> statement-breakpoint
CREATE TABLE "question_themes" (
	"question_id" text NOT NULL,
	"theme" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_themes_question_id_theme_pk" PRIMARY KEY("question_id","theme")
);
--> statement-breakpoint
ALTER TABLE "answer_themes" ADD CONSTRAINT "answer_themes_answer_id_interview_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."interview_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_themes_by_theme" ON "answer_themes" USING btree ("question_id","theme","created_at","answer_id");--> statement-breakpoint
CREATE INDEX "question_themes_top" ON "question_themes" USING btree ("question_id","answers","theme");