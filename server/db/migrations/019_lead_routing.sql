-- An account may give an email address: where notices for administrators go (a change to where
-- leads go, server/leads/lead-routing.ts). Optional: accounts made before have none.
ALTER TABLE users ADD COLUMN email TEXT;

-- Every change to where leads go (the forms' mode, a static forwarder, the targets in force), by any
-- path: Settings, Site content, a content file edited by hand or pulled with git. Each row is where
-- leads went from `at` on, as words and as the fingerprint compared at each start, content reload and
-- Settings save (server/leads/lead-routing.ts). The first row of a database is the starting point,
-- with no `before`; every later one is a change, shown on the dashboard and emailed.
CREATE TABLE lead_routing_changes (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  -- Who changed it: an account's name as it was, or NULL for a content file (a hand edit, a git pull).
  by_name TEXT,
  -- The routing as JSON (shared/lead-routing.ts LeadRouting), before (NULL for the first row) and after.
  before_json TEXT,
  after_json TEXT NOT NULL,
  -- The addresses the notice was emailed to, and what the mail server said when it failed.
  notified TEXT NOT NULL DEFAULT '',
  notice_error TEXT
);
