-- The per-address lead limit counts a client's group of addresses, as sign-in limits do
-- (server/auth/address-group.ts): an IPv6 /64 as one client (a household is given the block and
-- may rotate through it at will), ::ffff:a.b.c.d as a.b.c.d, loopback as one. Written with each
-- lead by the server. Leads stored before this migration get their address as their group
-- (loopback as one); the limit only looks back a day, so that approximation passes within a day.
ALTER TABLE leads ADD COLUMN ip_group TEXT;
UPDATE leads SET ip_group = CASE WHEN ip LIKE '127.%' OR ip = '::1' THEN 'loopback' ELSE ip END;
CREATE INDEX leads_ip_group ON leads (ip_group, created_at);
