import { BackupPanel } from './BackupPanel.tsx'
import { LeadTargetsForm } from './LeadTargetsForm.tsx'

/** The site's settings: where each lead goes; and a backup of everything, to download. */
export function Settings() {
  return (
    <div className="space-y-6">
      <LeadTargetsForm />
      <BackupPanel />
    </div>
  )
}
