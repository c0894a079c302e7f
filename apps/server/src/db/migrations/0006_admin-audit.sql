CREATE TABLE "admin_audit" (
	"audit_seq" serial PRIMARY KEY NOT NULL,
	"account_seq" integer,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"target_seqs" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"summary" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('create', 'update', 'delete', 'toggle', 'answer', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_account_seq_account_account_seq_fk" FOREIGN KEY ("account_seq") REFERENCES "public"."account"("account_seq") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_create_idx" ON "admin_audit" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "admin_audit_resource_create_idx" ON "admin_audit" USING btree ("resource","create_date");