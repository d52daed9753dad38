-- What each account may do (shared/roles.ts). Accounts made before roles existed were all administrators.
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator' CHECK (role IN ('administrator', 'editor'));
