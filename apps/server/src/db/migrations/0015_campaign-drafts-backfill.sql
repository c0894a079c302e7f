-- Hand-written (drizzle-kit generate --custom): a published campaign of 0 원
-- becomes a draft before the next migration requires a published campaign to
-- have an amount above 0 and an order. Such a campaign could not be paid for
-- (a payment's amount must be above 0) and sorted first on the public list.
UPDATE "campaign" SET "display_yn" = 'N' WHERE "display_yn" = 'Y' AND "campaign_amount" <= 0;
