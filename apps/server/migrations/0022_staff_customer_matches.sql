-- Every match of a staff customer search (ADR 085, amended for issue 15): the brand's customers whose search text is
-- LIKE the pattern, with the columns the sorts read. Index scans and sequential scans are off inside it, so the
-- planner can only take the trigram index (a bitmap scan): it would otherwise walk a sort index through every
-- customer to find the few that match, or read the whole table for a term it rightly expects in one customer of ten
-- (a phone number's start), and a LIKE on every row costs far more than its cost model says. A function because
-- these settings then hold for this one query inside the caller's single statement (no transaction around it).
CREATE FUNCTION "staff_customer_matches"("brand" text, "pattern" text)
RETURNS TABLE ("id" uuid, "contact_name" text, "contact_surname" text, "legal_name" text,
  "created_at" timestamp with time zone, "last_sign_in_at" timestamp with time zone)
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT "c"."id", "c"."contact_name", "c"."contact_surname", "c"."legal_name", "c"."created_at", "c"."last_sign_in_at"
  FROM "customers" "c"
  WHERE "c"."brand_id" = "brand" AND "c"."search_text" LIKE "pattern"
$$;
