-- A quote's priced parts (a few kilobytes of JSON each) are compressed with lz4 where the server
-- has it: it costs PostgreSQL a fifth less CPU per quote than the default pglz on the path of
-- every search, for a slightly larger row. PGlite is built without lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE "quotes" ALTER COLUMN "rates" SET COMPRESSION lz4;
  ALTER TABLE "quotes" ALTER COLUMN "charge_items" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
