DROP INDEX "interview_answers_by_question";--> statement-breakpoint
ALTER TABLE "interview_answers" ADD COLUMN "question_id" text;--> statement-breakpoint
ALTER TABLE "interview_versions" ADD COLUMN "question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_versions" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "interview_answers_by_question" ON "interview_answers" USING btree ("question_id","created_at","id");