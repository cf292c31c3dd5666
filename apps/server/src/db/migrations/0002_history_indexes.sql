DROP INDEX "chats_user_idx";--> statement-breakpoint
DROP INDEX "therapy_records_user_idx";--> statement-breakpoint
DROP INDEX "affirmations_user_idx";--> statement-breakpoint
DROP INDEX "meditations_user_idx";--> statement-breakpoint
CREATE INDEX "chats_user_created_idx" ON "chats" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "therapy_records_user_created_idx" ON "therapy_records" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "affirmations_user_created_idx" ON "affirmations" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "favorite_affirmations_user_created_idx" ON "favorite_affirmations" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meditations_user_created_idx" ON "meditations" USING btree ("user_id","created_at","id");