import * as Dialog from '@radix-ui/react-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { adminDateTime } from '../common/business-time.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** "Delete lead", asked once more in a dialog that says what goes with it. */
export function LeadDeleteDialog({ lead, onDeleted }: { lead: LeadDetail; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const name = lead.name || 'this visitor'
  const remove = useApiMutation<void>({
    method: 'DELETE',
    url: () => `/api/admin/leads/${lead.id}`,
    success: `The lead from ${name} was deleted.`,
    invalidates: ['/api/admin/leads'],
  })
  const notes = lead.notes.length
  const attempts = lead.deliveries.length
  const goes = [
    notes > 0 && `its ${notes} note${notes === 1 ? '' : 's'}`,
    attempts > 0 && `its ${attempts} delivery record${attempts === 1 ? '' : 's'}`,
  ].filter(Boolean)
  return (
    <Dialog.Root>
      <Dialog.Trigger className={dangerButton}>Delete lead</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold break-words text-navy-900">
            Delete the lead from {name}?
          </Dialog.Title>
          <Dialog.Description className="text-slate-700">
            The {lead.form.toLowerCase()} request received {adminDateTime(lead.createdAt, lead.timeZone)} is deleted
            {goes.length ? ` with ${goes.join(' and ')}` : ''}. This cannot be undone; export it as CSV first if you may
            need it.
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close className={subtleButton}>Keep the lead</Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    queryClient.removeQueries({ queryKey: [`/api/admin/leads/${lead.id}`] })
                    onDeleted()
                  },
                })
              }
              className="inline-flex items-center justify-center rounded-lg bg-accent-700 px-4 py-2 font-bold text-white hover:bg-accent-600 disabled:opacity-60"
            >
              Delete lead
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
