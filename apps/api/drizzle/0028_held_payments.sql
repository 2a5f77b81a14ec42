ALTER TABLE "orders" ADD COLUMN "held_amount_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_currency" text;