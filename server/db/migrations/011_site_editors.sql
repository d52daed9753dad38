-- A third role, the site editor, who changes the site's content from the admin (shared/roles.ts).
-- SQLite cannot change a CHECK constraint: each role column is made again with the new one and
-- its values copied over (the column moves to the end of its table; every query names its columns).
ALTER TABLE users RENAME COLUMN role TO role_before_site_editors;
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator' CHECK (role IN ('administrator', 'editor', 'site-editor'));
UPDATE users SET role = role_before_site_editors;
ALTER TABLE users DROP COLUMN role_before_site_editors;

ALTER TABLE invites RENAME COLUMN role TO role_before_site_editors;
ALTER TABLE invites ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator' CHECK (role IN ('administrator', 'editor', 'site-editor'));
UPDATE invites SET role = role_before_site_editors;
ALTER TABLE invites DROP COLUMN role_before_site_editors;
