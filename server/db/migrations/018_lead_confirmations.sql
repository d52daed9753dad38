-- The email that confirms a request to its visitor (server/leads/confirmation.ts): at most one per
-- lead, with its own attempts and retries, apart from the lead's delivery to the owner, so a failed
-- confirmation never changes the lead's status. A row is made only for a lead stored as an ordinary
-- lead (never one held as spam or for review) whose visitor gave an email address, while a mail
-- server is set up. `cancelled`: the lead was marked spam (or deleted) before the email went.
CREATE TABLE lead_confirmations (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  sent_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX lead_confirmations_due ON lead_confirmations (status, next_attempt_at);
