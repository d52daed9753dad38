import { pipeline } from 'node:stream/promises'
import type { Router } from 'express'
import { todayIn } from '../../../shared/dates.ts'
import { slugify } from '../../../shared/slug.ts'
import { openFreshBackup } from '../../backup.ts'
import type { ServerContext } from '../../context.ts'
import { recordBackup } from '../../db/backups.ts'
import type { Audit } from './params.ts'

/** A download of the whole database, made fresh with SQLite's online backup while the site keeps running. */
export function backupRoutes(router: Router, ctx: ServerContext, audit: Audit) {
  router.get('/api/admin/backup', async (req, res) => {
    const backup = await openFreshBackup(ctx.db)
    /** Bytes of the file handed to the connection. */
    let handedOver = 0
    try {
      const site = slugify(ctx.site.business.name) || 'site'
      const filename = `${site}-backup-${todayIn(ctx.site.business.timeZone, ctx.now())}.db`
      audit(req, 'backup_download', { bytes: backup.bytes, ...backup.counts })
      res.set({
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(backup.bytes),
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      })
      const file = backup.file.createReadStream({ autoClose: false })
      file.on('data', (chunk: string | Buffer) => {
        handedOver += chunk.length
      })
      await pipeline(file, res)
    } catch (error) {
      // The connection closed: mid-download (the person closed the page), or as the last bytes went
      // (a client that hangs up once it has the whole file). Nothing to answer either way.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error
    } finally {
      await backup.close()
    }
    // The dashboard's checklist asks for a recent backup: one counts once the whole file was sent.
    if (handedOver === backup.bytes) recordBackup(ctx.db, 'download', backup.bytes, ctx.now())
    else ctx.log({ event: 'backup_download_cut_short', username: req.auth!.user.username })
  })
}
