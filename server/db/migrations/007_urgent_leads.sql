-- Whether a lead is urgent: it chose a choice the content marks `urgent: true` (content/forms.yaml),
-- decided when the lead is stored (server/leads/urgent.ts) and kept, so the inbox sorts and filters
-- on it in SQL. NULL means not yet worked out: the leads stored before this migration, which the
-- server works out from the content once, at start-up (markUrgentLeads).
ALTER TABLE leads ADD COLUMN urgent INTEGER CHECK (urgent IN (0, 1));

-- The inbox's first section, urgent leads still new, is read through this index: a few rows, not all.
CREATE INDEX leads_urgent ON leads (id) WHERE urgent = 1;
