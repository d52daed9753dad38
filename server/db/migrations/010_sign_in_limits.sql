-- Failed sign-ins, counted per account (the username as typed, lower-cased, known or not) and per
-- client address group (server/auth/address-group.ts), so the limits in server/auth/throttle.ts
-- survive a restart. A row is deleted once its failures are forgotten.
CREATE TABLE sign_in_failures (
  kind TEXT NOT NULL CHECK (kind IN ('account', 'address')),
  subject TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  blocked_until INTEGER NOT NULL,
  PRIMARY KEY (kind, subject)
) WITHOUT ROWID;
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);
