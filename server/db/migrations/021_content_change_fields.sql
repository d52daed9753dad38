-- What each change did, field by field, as history shows it ("Telephone: (813) 555-0142 → (813)
-- 555-0199"): worked out when the change is made, on the edit's thread, and kept as JSON. Changes made
-- before have none: history shows their YAML diff.
ALTER TABLE content_changes ADD COLUMN fields TEXT;
