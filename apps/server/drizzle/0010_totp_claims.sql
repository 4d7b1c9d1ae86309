CREATE TABLE "organiser_totp_claims" (
	"organiser_id" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organiser_totp_claims_organiser_id_code_pk" PRIMARY KEY("organiser_id","code")
);
--> statement-breakpoint
ALTER TABLE "organiser_totp_claims" ADD CONSTRAINT "organiser_totp_claims_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_totp_claims_expires_at_idx" ON "organiser_totp_claims" USING btree ("expires_at");