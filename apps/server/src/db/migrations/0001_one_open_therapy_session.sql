ALTER TABLE "therapy_sessions" ADD COLUMN "credit_spent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sessions already settled spent their credit under the old rule.
UPDATE "therapy_sessions" SET "credit_spent" = true WHERE "charged_at" IS NOT NULL;--> statement-breakpoint
-- Older versions could leave several sessions open per user: keep the newest open, end the rest.
UPDATE "therapy_sessions" s SET "ended_at" = now() WHERE s."ended_at" IS NULL AND EXISTS (SELECT 1 FROM "therapy_sessions" o WHERE o."user_id" = s."user_id" AND o."ended_at" IS NULL AND (o."started_at", o."id") > (s."started_at", s."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "therapy_sessions_one_open_per_user" ON "therapy_sessions" USING btree ("user_id") WHERE "therapy_sessions"."ended_at" is null;
