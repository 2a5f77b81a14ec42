ALTER TABLE "outbox_emails" ADD COLUMN "subject" text;--> statement-breakpoint
-- Rows queued before this migration: their subjects, as the templates render them (modules/email/templates.ts).
UPDATE "outbox_emails" SET "subject" = CASE "template"
  WHEN 'contactAcknowledgement' THEN 'We have your message'
  WHEN 'careerApplicationReceived' THEN 'Application received: ' || coalesce("params"->>'position', '')
  WHEN 'internshipApplicationReceived' THEN 'Your internship application is in'
  WHEN 'newsletterWelcome' THEN 'Welcome to the Pathshala newsletter'
  WHEN 'purchaseReceipt' THEN 'Your Pathshala receipt ' || coalesce("params"->>'receipt', '')
  WHEN 'refundIssued' THEN 'Your refund for order ' || coalesce("params"->>'receipt', '')
  WHEN 'passwordReset' THEN 'Reset your Pathshala password'
  ELSE "template"
END;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "subject" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_emails_to_trgm_idx" ON "outbox_emails" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_emails_subject_trgm_idx" ON "outbox_emails" USING gin ("subject" gin_trgm_ops);
