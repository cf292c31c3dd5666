-- Inserts into the history lists bump users.lists_version once per user per statement instead of
-- once per row (why: addChat stores a group of chats in one statement, decision 015; one update of
-- the user row per chat made the group's own statement update the same row N times).
-- Transition tables need one event per trigger, so only INSERT moves; UPDATE and DELETE stay per row.
CREATE OR REPLACE FUNCTION haven_bump_lists_version_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows locked in id order, so two statements touching the same users queue instead of deadlocking.
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM inserted_rows) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users SET lists_version = lists_version + 1
   WHERE id IN (SELECT user_id FROM inserted_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER chats_bump_lists_version ON chats;--> statement-breakpoint
CREATE TRIGGER chats_bump_lists_version AFTER UPDATE OR DELETE ON chats FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER chats_bump_lists_version_inserted AFTER INSERT ON chats REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION haven_bump_lists_version_inserted();
