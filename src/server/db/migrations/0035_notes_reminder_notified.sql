ALTER TABLE "notes_notes" ADD COLUMN "reminder_notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notes_notes_reminder_due_idx" ON "notes_notes" USING btree ("reminder") WHERE "notes_notes"."reminder" is not null and "notes_notes"."reminder_notified_at" is null;--> statement-breakpoint
-- Reminders that passed before reminders notified anyone are taken as told, so the first run of
-- the reminder task does not bring every old reminder at once.
UPDATE "notes_notes" SET "reminder_notified_at" = now() WHERE "reminder" IS NOT NULL AND "reminder" <= now();
