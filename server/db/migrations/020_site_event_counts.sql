-- Beacons are counted in the server's memory and written as daily counts (server/measure/site-events.ts):
-- no row per event any more, so a flood of beacons adds to counts instead of rows. The raw events of
-- the current day are rolled into site_event_days, and their table is dropped.
INSERT INTO site_event_days (day, type, path, landing, source, count)
SELECT day, type, path, landing, source, count(*) FROM site_events
GROUP BY day, type, path, landing, source
ON CONFLICT (day, type, path, landing, source) DO UPDATE SET count = count + excluded.count;

DROP TABLE site_events;
