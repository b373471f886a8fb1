ALTER TABLE "practice_plans" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "tacticboards" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "practice_plans" ADD CONSTRAINT "practice_plans_share_token_unique" UNIQUE("share_token");--> statement-breakpoint
ALTER TABLE "tacticboards" ADD CONSTRAINT "tacticboards_share_token_unique" UNIQUE("share_token");