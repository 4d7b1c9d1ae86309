CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"interview_id" uuid NOT NULL,
	"interview_version_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"start_seconds" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "answer")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"live_at" timestamp with time zone,
	"platform_error" text,
	CONSTRAINT "interview_versions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "interview_version_id" uuid;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_interview_version_id_interview_versions_id_fk" FOREIGN KEY ("interview_version_id") REFERENCES "public"."interview_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_versions" ADD CONSTRAINT "interview_versions_created_by_id_organisers_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_interview_question" ON "interview_answers" USING btree ("interview_id","question_index");--> statement-breakpoint
CREATE INDEX "interview_answers_by_question" ON "interview_answers" USING btree ("interview_version_id","question_index","created_at","id");--> statement-breakpoint
CREATE INDEX "interview_answers_search" ON "interview_answers" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_versions_one_live" ON "interview_versions" USING btree ("live") WHERE "interview_versions"."live";