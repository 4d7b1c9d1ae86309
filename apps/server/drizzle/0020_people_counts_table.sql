CREATE TABLE "people_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"people" integer NOT NULL
);
