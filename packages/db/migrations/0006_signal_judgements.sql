CREATE TABLE "signal_judgements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"search_run_id" text,
	"saved_search_id" text,
	"signal_id" text NOT NULL,
	"judgement" text NOT NULL,
	"reason" text,
	"text" text NOT NULL,
	"relevance" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signal_judgements_once" UNIQUE NULLS NOT DISTINCT("user_id","search_run_id","saved_search_id","signal_id"),
	CONSTRAINT "signal_judgements_one_search" CHECK (("signal_judgements"."search_run_id" is null) <> ("signal_judgements"."saved_search_id" is null))
);
--> statement-breakpoint
ALTER TABLE "signal_judgements" ADD CONSTRAINT "signal_judgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_judgements" ADD CONSTRAINT "signal_judgements_search_run_id_search_runs_id_fk" FOREIGN KEY ("search_run_id") REFERENCES "public"."search_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_judgements" ADD CONSTRAINT "signal_judgements_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;