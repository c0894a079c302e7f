-- Sandbox payments cancelled before 0027 kept refunded amounts: each was refunded whole
-- (only whole cancels existed then), so its cancelled_amount is its amount, as PortOne's record would say.
UPDATE "sandbox_payment" SET "cancelled_amount" = "amount" WHERE "status" = 'CANCELLED' AND "cancelled_amount" = 0;
