ALTER TABLE "users" ADD COLUMN "lists_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_user_send_time_idx" ON "chats" USING btree ("user_id","send_time");--> statement-breakpoint
-- Every change to a user's history lists bumps users.lists_version (why: the getUser cache in
-- modules/auth/record-cache.ts compares it, so a write on any instance is seen by every instance).
CREATE OR REPLACE FUNCTION haven_bump_lists_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET lists_version = lists_version + 1
   WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    UPDATE users SET lists_version = lists_version + 1 WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER chats_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON chats FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER therapy_records_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON therapy_records FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER meditations_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON meditations FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER affirmations_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON affirmations FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER favorite_affirmations_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON favorite_affirmations FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();
