CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exercise_access" (
	"resource_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_access_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_favorites" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_favorites_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "exercise_labels" (
	"field" text NOT NULL,
	"label" text NOT NULL,
	"uses" integer NOT NULL,
	CONSTRAINT "exercise_labels_field_label_pk" PRIMARY KEY("field","label")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"persons" integer DEFAULT 0 NOT NULL,
	"beaters" integer DEFAULT 0 NOT NULL,
	"chasers" integer DEFAULT 0 NOT NULL,
	"time_min" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"description_blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_to" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"board_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tacticboard_access" (
	"resource_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tacticboard_access_resource_id_user_id_pk" PRIMARY KEY("resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tacticboard_favorites" (
	"user_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tacticboard_favorites_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "tacticboard_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tacticboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"coaching_points" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_access" ADD CONSTRAINT "exercise_access_resource_id_exercises_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_access" ADD CONSTRAINT "exercise_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_favorites" ADD CONSTRAINT "exercise_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_favorites" ADD CONSTRAINT "exercise_favorites_resource_id_exercises_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboard_access" ADD CONSTRAINT "tacticboard_access_resource_id_tacticboards_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."tacticboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboard_access" ADD CONSTRAINT "tacticboard_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboard_favorites" ADD CONSTRAINT "tacticboard_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboard_favorites" ADD CONSTRAINT "tacticboard_favorites_resource_id_tacticboards_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."tacticboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboard_pages" ADD CONSTRAINT "tacticboard_pages_board_id_tacticboards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."tacticboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tacticboards" ADD CONSTRAINT "tacticboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exercise_access_user_idx" ON "exercise_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exercise_favorites_resource_idx" ON "exercise_favorites" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "exercises_owner_idx" ON "exercises" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "exercises_name_trgm_idx" ON "exercises" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_name_lower_idx" ON "exercises" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "exercises_tags_idx" ON "exercises" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "exercises_materials_idx" ON "exercises" USING gin ("materials");--> statement-breakpoint
CREATE INDEX "exercises_board_ids_idx" ON "exercises" USING gin ("board_ids");--> statement-breakpoint
CREATE INDEX "exercises_persons_idx" ON "exercises" USING btree ("persons","id");--> statement-breakpoint
CREATE INDEX "exercises_beaters_idx" ON "exercises" USING btree ("beaters","id");--> statement-breakpoint
CREATE INDEX "exercises_chasers_idx" ON "exercises" USING btree ("chasers","id");--> statement-breakpoint
CREATE INDEX "exercises_time_idx" ON "exercises" USING btree ("time_min","id");--> statement-breakpoint
CREATE INDEX "exercises_created_idx" ON "exercises" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "exercises_updated_idx" ON "exercises" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "tacticboard_access_user_idx" ON "tacticboard_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tacticboard_favorites_resource_idx" ON "tacticboard_favorites" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "tacticboard_pages_board_idx" ON "tacticboard_pages" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "tacticboards_owner_idx" ON "tacticboards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "tacticboards_name_trgm_idx" ON "tacticboards" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tacticboards_tags_idx" ON "tacticboards" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "tacticboards_updated_idx" ON "tacticboards" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");