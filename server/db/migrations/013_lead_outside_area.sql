-- Why a lead's ZIP code is outside the service area, in words ("33101 (Miami) is 105 miles from
-- Bonita Springs, the nearest city served"), worked out from the content when the lead is stored
-- (server/service-area/check.ts outsideAreaNote). NULL: inside the area, no ZIP code given, or
-- stored before this migration. The lead is taken all the same; the inbox marks it.
ALTER TABLE leads ADD COLUMN outside_area TEXT;
