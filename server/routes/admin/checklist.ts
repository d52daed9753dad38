import type { Router } from 'express'
import type { ServerContext } from '../../context.ts'
import { setupChecklist } from '../../setup-checklist.ts'

/** The dashboard's first-run checklist (server/setup-checklist.ts), worked out afresh on every look. */
export function checklistRoutes(router: Router, ctx: ServerContext) {
  router.get('/api/admin/checklist', (_req, res) => {
    res.json(setupChecklist(ctx))
  })
}
