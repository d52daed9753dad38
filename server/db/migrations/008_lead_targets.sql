-- Several targets may take each lead (email, a webhook, a form forwarder); each is recorded on its own
-- in lead_deliveries, and a retry goes only to the targets without a success. "Forward again" on a
-- lead that every target has asks for one more copy everywhere: successes from before this moment no
-- longer count (server/db/lead-deliveries.ts servedTargets).
ALTER TABLE leads ADD COLUMN sent_again_at INTEGER;
