ALTER TABLE "messages" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_key" ON "messages" USING btree ("sender_id","client_key");