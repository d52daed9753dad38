import type { Router } from 'express'
import { z } from 'zod'
import { REPORT_PERIODS } from '../../../shared/admin-reports.ts'
import type { ServerContext } from '../../context.ts'
import { parseInput } from '../../http-errors.ts'
import { siteReport } from '../../measure/report.ts'

const ReportQuery = z.object({
  days: z.coerce
    .number({ message: 'must be a number of days' })
    .pipe(
      z.union(
        REPORT_PERIODS.map((days) => z.literal(days)),
        { message: `must be ${REPORT_PERIODS.join(', ')}` },
      ),
    )
    .default(30),
})

/** GET /api/admin/reports?days=7|30|90: visits, calls tapped, forms sent and field speed, counted up to this moment. */
export function reportRoutes(router: Router, ctx: ServerContext) {
  router.get('/api/admin/reports', (req, res) => {
    const { days } = parseInput(ReportQuery, req.query)
    ctx.siteEvents.flush()
    res.json(siteReport(ctx.db, ctx.site, ctx.now(), days))
  })
}
