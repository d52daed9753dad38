-- Each backup taken, downloaded from Admin → Settings or written by `npm run backup`: the dashboard's
-- first-run checklist asks for one within the last 7 days.
CREATE TABLE backups (
  id INTEGER PRIMARY KEY,
  taken_at INTEGER NOT NULL,
  how TEXT NOT NULL CHECK (how IN ('download', 'command')),
  bytes INTEGER NOT NULL
);
CREATE INDEX backups_taken ON backups (taken_at);
