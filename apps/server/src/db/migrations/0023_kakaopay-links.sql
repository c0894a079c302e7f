ALTER TABLE "funeral_invitation" ADD COLUMN "kakao_pay_link" text;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "groom_kakao_pay_link" text;--> statement-breakpoint
ALTER TABLE "wedding_invitation" ADD COLUMN "bride_kakao_pay_link" text;