-- When each account last signed in (null until it does).
ALTER TABLE users ADD COLUMN last_sign_in_at INTEGER;

-- What each session is, for its owner's list of signed-in devices: the browser's User-Agent
-- (trimmed), the address it last came from, and when it was last used (written every few minutes
-- at most, not at every request).
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
UPDATE sessions SET last_seen_at = last_verified_at;

-- The role an invite gives the account registered with it. Invites made before roles existed
-- gave administrators.
ALTER TABLE invites ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator' CHECK (role IN ('administrator', 'editor'));
