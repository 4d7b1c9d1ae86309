ALTER TABLE "interviews" ADD COLUMN "call_report_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "interviews_call_id_idx" ON "interviews" USING btree ("call_id");