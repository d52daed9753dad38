-- The wordings of the lead forms' text-message box, one row per version: the version is a digest of
-- the exact text (shared/text-consent.ts), so an edited wording is a new row and the old text stays
-- here for the leads that were sent beside it.
CREATE TABLE text_consent_wordings (
  version TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  recorded_at INTEGER NOT NULL
);

-- Each lead's answer to the box: ticked (1) or not (0), the version of the wording shown, and when
-- the lead was sent (or last corrected) with that answer. NULL where the form offered no box: the
-- leads stored before this migration, and those of a site whose content has no box.
ALTER TABLE leads ADD COLUMN text_consent INTEGER CHECK (text_consent IN (0, 1));
ALTER TABLE leads ADD COLUMN text_consent_version TEXT REFERENCES text_consent_wordings (version);
ALTER TABLE leads ADD COLUMN text_consent_at INTEGER;
