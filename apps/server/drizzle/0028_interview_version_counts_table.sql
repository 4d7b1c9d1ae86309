CREATE TABLE "interview_version_counts" (
	"version_id" uuid,
	"status" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"interviews" integer NOT NULL
);
