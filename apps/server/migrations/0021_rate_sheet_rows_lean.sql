-- Staged rate-sheet rows are loaded by COPY a million at a time (ADR 086): only the primary key is kept up. The diff
-- reads one version's rows by that key and groups them in memory; the lane index cost more on load than it saved.
DROP INDEX IF EXISTS "rate_sheet_rows_lane_idx";
