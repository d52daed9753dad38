-- How many times the visitor sent a lead's form again with changes. Every correction is stored (the
-- lead holds the latest fields), but targets get at most one copy a minute per lead, carrying the
-- latest fields and this count (server/db/leads.ts correctLead). Leads corrected before this
-- migration were corrected at least once.
ALTER TABLE leads ADD COLUMN corrections INTEGER NOT NULL DEFAULT 0;
UPDATE leads SET corrections = 1 WHERE corrected_at IS NOT NULL;
