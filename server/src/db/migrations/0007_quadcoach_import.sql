CREATE TABLE "quadcoach_id_map" (
	"kind" text NOT NULL,
	"object_id" text NOT NULL,
	"courtside_id" uuid NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quadcoach_id_map_kind_object_id_pk" PRIMARY KEY("kind","object_id")
);
