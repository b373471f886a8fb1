ALTER TABLE "exercise_access" ADD COLUMN "via_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tacticboard_access" ADD COLUMN "via_email" boolean DEFAULT false NOT NULL;