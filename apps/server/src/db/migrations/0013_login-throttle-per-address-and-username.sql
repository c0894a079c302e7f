CREATE TABLE "login_known_address" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_address_pkey" PRIMARY KEY("username","address")
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" DROP CONSTRAINT "auth_throttle_scope_check";--> statement-breakpoint
CREATE INDEX "login_known_address_last_success_idx" ON "login_known_address" USING btree ("last_success_at");--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD CONSTRAINT "auth_throttle_scope_check" CHECK ("auth_throttle"."scope" in ('login-address', 'login-address-username', 'login-username', 'password-check'));