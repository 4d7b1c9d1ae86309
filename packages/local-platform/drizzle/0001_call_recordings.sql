CREATE TABLE "platform_recording_chunks" (
	"call_id" uuid NOT NULL,
	"channels" text NOT NULL,
	"seq" integer NOT NULL,
	"offset" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "platform_recording_chunks_call_id_channels_seq_pk" PRIMARY KEY("call_id","channels","seq")
);
--> statement-breakpoint
CREATE TABLE "platform_recordings" (
	"call_id" uuid NOT NULL,
	"channels" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "platform_recordings_call_id_channels_pk" PRIMARY KEY("call_id","channels")
);
--> statement-breakpoint
CREATE TABLE "platform_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_recording_chunks" ADD CONSTRAINT "platform_recording_chunks_recording_fk" FOREIGN KEY ("call_id","channels") REFERENCES "public"."platform_recordings"("call_id","channels") ON DELETE cascade ON UPDATE no action;