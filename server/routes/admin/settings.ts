import type { Router } from 'express'
import { getSettings, updateSettings } from '../../admin-settings.ts'
import type { ServerContext } from '../../context.ts'
import type { Audit } from './params.ts'

/** The site's settings, read and written as one typed object. */
export function settingsRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  const { db } = ctx
  router.get('/api/admin/settings', (_req, res) => {
    res.json(getSettings(db))
  })
  router.put('/api/admin/settings', (req, res) => {
    const settings = updateSettings(db, req.body, ctx.now())
    audit(req, 'settings_update', { keys: Object.keys(req.body ?? {}) })
    res.json(settings)
  })
}
