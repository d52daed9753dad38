-- Images uploaded for blog posts. The files live beside the database, in media/ (server/images/):
-- each one re-encoded at several widths and named by the SHA-256 of the uploaded bytes, so a name
-- never changes what it shows. A post refers to one by its address (/media/<hash>-<width>.jpg),
-- in posts.image, as it refers to any other image.
CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  -- The first 16 hex digits of the SHA-256 of the uploaded file: the same file uploaded twice is stored once.
  hash TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  -- Of the picture the right way up (after the camera's rotation is applied).
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp', 'avif')),
  -- The size of the uploaded file.
  bytes INTEGER NOT NULL,
  -- The widths made, comma-separated (each as AVIF, WebP and JPEG): 480,800,1200,1600.
  widths TEXT NOT NULL,
  uploaded_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX images_created ON images (created_at);
