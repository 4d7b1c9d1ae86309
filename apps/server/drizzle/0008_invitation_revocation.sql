ALTER TABLE "organiser_invitations" ADD COLUMN "invited_by_id" text;--> statement-breakpoint
ALTER TABLE "organiser_invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organiser_invitations" ADD CONSTRAINT "organiser_invitations_invited_by_id_organisers_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_invitations_invited_by_id_idx" ON "organiser_invitations" USING btree ("invited_by_id");