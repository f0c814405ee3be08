-- What each booked charge line is (ADR 091), so the booking's pages, PDFs and mails name it in the reader's language.
-- Null on lines booked before labels and on lines staff type into a revised quote: their own name is shown.
ALTER TABLE "booking_charges" ADD COLUMN "label" jsonb;
