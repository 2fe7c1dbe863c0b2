ALTER TABLE "seen_signals" ADD COLUMN "cross_post_key" text;--> statement-breakpoint
ALTER TABLE "seen_signals" ADD COLUMN "post" jsonb;--> statement-breakpoint
CREATE INDEX "seen_signals_cross_post_idx" ON "seen_signals" USING btree ("user_id","cross_post_key");