CREATE TABLE "meditation_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood" text NOT NULL,
	"intensity" integer,
	"note" text DEFAULT '' NOT NULL,
	"goals" text DEFAULT '' NOT NULL,
	"has_goals" boolean DEFAULT false NOT NULL,
	"context" text DEFAULT 'profile' NOT NULL,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answers" text NOT NULL,
	"score" text NOT NULL,
	"band" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "progress_stamp" text;--> statement-breakpoint
ALTER TABLE "meditation_plays" ADD CONSTRAINT "meditation_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_checkins" ADD CONSTRAINT "mood_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_checkins" ADD CONSTRAINT "mood_checkins_session_id_therapy_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."therapy_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_results" ADD CONSTRAINT "questionnaire_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meditation_plays_user_created_idx" ON "meditation_plays" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mood_checkins_user_created_idx" ON "mood_checkins" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "mood_checkins_session_idx" ON "mood_checkins" USING btree ("session_id") WHERE "mood_checkins"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "mood_checkins_user_goals_idx" ON "mood_checkins" USING btree ("user_id","created_at") WHERE "mood_checkins"."has_goals";--> statement-breakpoint
CREATE INDEX "questionnaire_results_user_created_idx" ON "questionnaire_results" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questionnaire_results_user_kind_created_idx" ON "questionnaire_results" USING btree ("user_id","kind","created_at","id");--> statement-breakpoint
-- The progress figures (users.progress) are cached per (lists_version, day): every new activity
-- (a check-in, a questionnaire, a meditation play, a therapy session start) bumps the version like
-- the history lists do (migration 0004), so getUser knows when to recompute them.
CREATE TRIGGER mood_checkins_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON mood_checkins FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER questionnaire_results_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON questionnaire_results FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER meditation_plays_bump_lists_version AFTER INSERT OR UPDATE OR DELETE ON meditation_plays FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();--> statement-breakpoint
CREATE TRIGGER therapy_sessions_bump_lists_version AFTER INSERT ON therapy_sessions FOR EACH ROW EXECUTE FUNCTION haven_bump_lists_version();
