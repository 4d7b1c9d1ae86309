DROP INDEX "interviews_call_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_call_id_unique" ON "interviews" USING btree ("call_id");