-- Each change made to the content files from Admin → Site content: who made it, when, what it says,
-- and every file's text before and after, so history can show it and a revert can write it back.
-- History is never rewritten: a revert is a change of its own, naming the change it reverted.
CREATE TABLE content_changes (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  -- The author's name is kept as it was: an account removed later leaves its changes named.
  author_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  summary TEXT NOT NULL,
  revert_of INTEGER REFERENCES content_changes (id),
  -- The git commit, when the content folder is in a git repository.
  git_commit TEXT
);

-- A file of a change; before or after is NULL where the change added or removed the file.
CREATE TABLE content_change_files (
  change_id INTEGER NOT NULL REFERENCES content_changes (id) ON DELETE CASCADE,
  file TEXT NOT NULL,
  before_text TEXT,
  after_text TEXT,
  PRIMARY KEY (change_id, file)
);
