-- What visitors do on the site, counted without knowing who they are (server/measure/): page views,
-- taps on the telephone number, lead forms started and sent (shared/site-events.ts). No address, browser or identifier is
-- kept. Raw events are kept for the current day (in the business's time zone); each earlier day is
-- rolled up into site_event_days and its raw events deleted.
CREATE TABLE site_events (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  -- The business's calendar day of `at` (YYYY-MM-DD).
  day TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('visit', 'view', 'call', 'form_start', 'form_submit')),
  -- The page it happened on, and the first page of the visit.
  path TEXT NOT NULL,
  landing TEXT NOT NULL,
  -- Where the visit came from: a campaign's utm_source, another site's host name, or 'direct'.
  source TEXT NOT NULL
);
CREATE INDEX site_events_day ON site_events (day);

-- Daily counts of the same, by page, first page and source.
CREATE TABLE site_event_days (
  day TEXT NOT NULL,
  type TEXT NOT NULL,
  path TEXT NOT NULL,
  landing TEXT NOT NULL,
  source TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, type, path, landing, source)
);

-- Real visitors' page speed (Core Web Vitals), kept as daily histograms per page template: a value is
-- counted in its bucket (server/measure/vitals.ts), and the 75th percentile is read from the buckets.
CREATE TABLE site_vitals (
  day TEXT NOT NULL,
  template TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, template, metric, bucket)
);
