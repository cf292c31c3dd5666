DROP INDEX "favorite_affirmations_user_text_idx";--> statement-breakpoint
ALTER TABLE "favorite_affirmations" ADD COLUMN "text_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_affirmations_user_text_hash_idx" ON "favorite_affirmations" USING btree ("user_id","text_hash");