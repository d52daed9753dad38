import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiRequest, errorText } from '../common/api.ts'
import { useToast } from '../common/toast.tsx'
import { button, card } from '../common/ui.ts'

/** The name the server gave the file (`attachment; filename="…"`), or a plain one. */
function attachmentName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'site-backup.db'
}

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Hands a downloaded file to the browser to save, under the server's name for it. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Downloading a backup of the database: what it holds, what it leaves out, and where restoring is explained. */
export function BackupPanel() {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const res = await apiRequest('GET', '/api/admin/backup')
      const name = attachmentName(res.headers.get('Content-Disposition'))
      const blob = await res.blob()
      save(blob, name)
      // The dashboard's checklist asks for a recent backup: this one counts.
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/checklist'] })
      toast({ title: 'Backup downloaded', description: `${name} (${megabytes(blob.size)}). Keep it somewhere safe.` })
    } catch (error) {
      setProblem(`The backup could not be downloaded: ${errorText(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section id="backup" aria-labelledby="backup-heading" className={`${card} space-y-4`}>
      <h2 id="backup-heading" className="text-xl font-bold text-navy-900">
        Back up the database
      </h2>
      <p className="text-slate-600">
        A backup is one file holding every post, lead, account and setting, copied the moment you ask while the site
        keeps taking requests. Uploaded images are not in it: they live in the <code>media</code> folder beside the
        database on the server and are copied separately.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void download()} disabled={busy} className={button}>
          {busy ? 'Preparing the backup…' : 'Download a backup'}
        </button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {busy ? 'Copying the database; large sites take a few seconds.' : ''}
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-accent-700">
          {problem}
        </p>
      )}
      <p className="text-sm text-slate-600">
        To restore a backup, follow “Backups and restoring” in the site’s README.md.
      </p>
    </section>
  )
}
