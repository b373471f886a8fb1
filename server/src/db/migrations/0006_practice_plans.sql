CREATE TABLE "practice_plan_access" (
	"resource_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"via_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_plan_access_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "practice_plan_favorites" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_plan_favorites_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "practice_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"date" date,
	"start_time" text,
	"head_count" integer,
	"planned_minutes" integer,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_plan_access" ADD CONSTRAINT "practice_plan_access_resource_id_practice_plans_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."practice_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_plan_access" ADD CONSTRAINT "practice_plan_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_plan_favorites" ADD CONSTRAINT "practice_plan_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_plan_favorites" ADD CONSTRAINT "practice_plan_favorites_resource_id_practice_plans_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."practice_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_plans" ADD CONSTRAINT "practice_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_plan_access_user_idx" ON "practice_plan_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_plan_favorites_resource_idx" ON "practice_plan_favorites" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "practice_plans_owner_idx" ON "practice_plans" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "practice_plans_name_trgm_idx" ON "practice_plans" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "practice_plans_tags_idx" ON "practice_plans" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "practice_plans_updated_idx" ON "practice_plans" USING btree ("updated_at","id");