-- Accounts of the people who run the site. Every account is an administrator.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  password_changed_at INTEGER NOT NULL
);

-- Signed-in sessions. The token's secret is never stored: only its SHA-256.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  secret_hash BLOB NOT NULL,
  created_at INTEGER NOT NULL,
  last_verified_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One-time codes an administrator hands out so a new colleague can register.
CREATE TABLE invites (
  id INTEGER PRIMARY KEY,
  code_hash BLOB NOT NULL UNIQUE,
  note TEXT NOT NULL DEFAULT '',
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  used_by INTEGER REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  excerpt TEXT NOT NULL,
  markdown TEXT NOT NULL,
  -- The Markdown rendered to HTML and sanitized, once, when the post is saved.
  content TEXT NOT NULL,
  image TEXT,
  image_alt TEXT,
  category_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  published_at INTEGER,
  read_time INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX posts_published ON posts (status, published_at);

CREATE TABLE post_tags (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);

-- Old addresses of published posts whose slug changed: /blog/<old_slug> answers 301.
CREATE TABLE post_redirects (
  old_slug TEXT PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE
);

-- Seed posts from content/blog already imported, so a restart (or a deleted post) imports nothing twice.
CREATE TABLE seed_imports (
  slug TEXT PRIMARY KEY,
  imported_at INTEGER NOT NULL
);

-- Site settings edited in the admin area; each value is JSON checked by a Zod schema.
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Every contact or booking request, stored before anything else happens to it.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'booking')),
  -- The form's hidden per-render key: posting the same form twice stores one lead.
  form_key TEXT NOT NULL UNIQUE,
  -- Sent with every delivery so a receiver can drop repeats.
  idempotency_key TEXT NOT NULL UNIQUE,
  fields TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'spam', 'stored')),
  spam_reason TEXT,
  landing_page TEXT,
  referrer TEXT,
  utm TEXT,
  ip TEXT,
  user_agent TEXT,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER,
  delivered_at INTEGER
);
CREATE INDEX leads_due ON leads (status, next_attempt_at);

-- Each attempt to forward a lead, successful or not.
CREATE TABLE lead_deliveries (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  target TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1))
);
CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id);
