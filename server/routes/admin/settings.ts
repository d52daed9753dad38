import type { Router } from 'express'
import { z } from 'zod'
import { getSettings, LeadTargetsSchema, saveEmailTest, updateSettings } from '../../admin-settings.ts'
import type { ServerContext } from '../../context.ts'
import { parseInput } from '../../http-errors.ts'
import { leadDeliveryStatus } from '../../leads/delivery-status.ts'
import { leadEmailStatus, sendTestEmail } from '../../leads/email-status.ts'
import { noticeRoutingChange } from '../../leads/lead-routing.ts'
import type { Audit } from './params.ts'

/** The addresses a test email goes to (as typed on the screen, saved or not). */
const TestRecipients = z.strictObject({ recipients: LeadTargetsSchema.shape.emails.min(1, 'enter an address first') })

/** The site's settings, read and written as one typed object; where leads go and how that is going; the test email. */
export function settingsRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/settings', (_req, res) => {
    res.json(getSettings(db))
  })
  router.put('/api/admin/settings', (req, res) => {
    const settings = updateSettings(db, req.body, ctx.now())
    audit(req, 'settings_update', { keys: Object.keys(req.body ?? {}) })
    if (settings.leadTargets) ctx.outbox.kick()
    // Recorded now; the notice email goes out on its own time.
    void noticeRoutingChange(ctx, req.auth!.user.username)
    res.json(settings)
  })
  router.get('/api/admin/settings/lead-delivery', (_req, res) => {
    res.json(leadDeliveryStatus(ctx))
  })
  // Answers 200 either way: a refusal is the mail server's answer, shown to the person as it is.
  router.post('/api/admin/settings/test-email', async (req, res) => {
    const { recipients } = parseInput(TestRecipients, req.body)
    const result = await sendTestEmail(ctx, recipients)
    audit(req, 'lead_email_test', { recipients, sent: result.sent })
    res.json(result)
  })
  router.post('/api/admin/settings/test-email/received', (req, res) => {
    const { recipients } = parseInput(TestRecipients, req.body)
    saveEmailTest(db, { recipients, confirmedAt: ctx.now() }, ctx.now())
    audit(req, 'lead_email_test_received', { recipients })
    res.json(leadEmailStatus(ctx))
  })
}
