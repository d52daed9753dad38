-- Leads held for review: past the per-address limit, a lead is stored and held ('held'), not
-- refused; the owner releases it. A status of its own, not 'spam', because the visitor did nothing
-- wrong and the inbox, the dashboard and the export must not call it spam; spam_reason says why
-- either kind of lead was held.
--
-- SQLite cannot change a CHECK constraint in place, so leads is rebuilt. The migration runs inside
-- a transaction with foreign keys on (database.ts), where they cannot be turned off, and dropping
-- leads would cascade-delete the rows of lead_deliveries and lead_notes that point at it. So those
-- two tables are rebuilt as well, pointing at the new table, before the old ones are dropped; the
-- renames then point their foreign keys at "leads" again. Columns keep the order migrations 001
-- and 003 gave them; the indexes and the search triggers of 003 are made again, word for word.

CREATE TABLE leads_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'booking')),
  -- The form's hidden per-render key: posting the same form twice stores one lead.
  form_key TEXT NOT NULL UNIQUE,
  -- Sent with every delivery so a receiver can drop repeats; a new one when a correction changes the lead.
  idempotency_key TEXT NOT NULL UNIQUE,
  fields TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam', 'held', 'stored')),
  spam_reason TEXT,
  landing_page TEXT,
  referrer TEXT,
  utm TEXT,
  ip TEXT,
  user_agent TEXT,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER,
  delivered_at INTEGER,
  stage TEXT NOT NULL DEFAULT 'new' CHECK (stage IN ('new', 'contacted', 'booked', 'won', 'lost')),
  stage_changed_at INTEGER,
  search TEXT NOT NULL DEFAULT '',
  -- When the visitor last sent the same form again with different fields (the lead now holds those).
  corrected_at INTEGER
);
INSERT INTO leads_new (id, kind, form_key, idempotency_key, fields, status, spam_reason, landing_page, referrer, utm,
    ip, user_agent, created_at, next_attempt_at, delivered_at, stage, stage_changed_at, search)
  SELECT id, kind, form_key, idempotency_key, fields, status, spam_reason, landing_page, referrer, utm,
    ip, user_agent, created_at, next_attempt_at, delivered_at, stage, stage_changed_at, search
  FROM leads;

CREATE TABLE lead_deliveries_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads_new (id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  target TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1))
);
INSERT INTO lead_deliveries_new SELECT id, lead_id, attempt, target, started_at, finished_at, status_code, error, ok
  FROM lead_deliveries;

CREATE TABLE lead_notes_new (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads_new (id) ON DELETE CASCADE,
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO lead_notes_new SELECT id, lead_id, author_id, author_name, body, created_at FROM lead_notes;

DROP TABLE lead_notes;
DROP TABLE lead_deliveries;
DROP TABLE leads;
ALTER TABLE leads_new RENAME TO leads;
ALTER TABLE lead_deliveries_new RENAME TO lead_deliveries;
ALTER TABLE lead_notes_new RENAME TO lead_notes;

CREATE INDEX leads_due ON leads (status, next_attempt_at);
CREATE INDEX leads_stage ON leads (stage, status);
CREATE INDEX leads_created ON leads (created_at);
CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);
-- The per-address limit counts an address's leads of the last ten minutes and day (server/db/lead-limits.ts).
CREATE INDEX leads_ip ON leads (ip, created_at);

CREATE TRIGGER leads_search_insert AFTER INSERT ON leads
BEGIN
  UPDATE leads SET search = ' ' || replace(replace(replace(replace(lower(
      coalesce(json_extract(NEW.fields, '$.fullName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.firstName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.lastName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.email'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.city'), '') || ' ' ||
      CASE WHEN NEW.landing_page LIKE '/service-area/%' THEN substr(NEW.landing_page, 15) ELSE '' END
    ), '.', ''), '''', ''), '’', ''), '-', ' ')
    || ' ' || replace(replace(replace(replace(replace(replace(
      coalesce(json_extract(NEW.fields, '$.phone'), ''), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')
  WHERE id = NEW.id;
END;

CREATE TRIGGER leads_search_update AFTER UPDATE OF fields, landing_page ON leads
BEGIN
  UPDATE leads SET search = ' ' || replace(replace(replace(replace(lower(
      coalesce(json_extract(NEW.fields, '$.fullName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.firstName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.lastName'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.email'), '') || ' ' ||
      coalesce(json_extract(NEW.fields, '$.city'), '') || ' ' ||
      CASE WHEN NEW.landing_page LIKE '/service-area/%' THEN substr(NEW.landing_page, 15) ELSE '' END
    ), '.', ''), '''', ''), '’', ''), '-', ' ')
    || ' ' || replace(replace(replace(replace(replace(replace(
      coalesce(json_extract(NEW.fields, '$.phone'), ''), ' ', ''), '(', ''), ')', ''), '-', ''), '.', ''), '+', '')
  WHERE id = NEW.id;
END;
