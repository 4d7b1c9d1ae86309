CREATE TABLE "interview_question_counts" (
	"question_id" text PRIMARY KEY NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL
);
