import * as Dialog from '@radix-ui/react-dialog'
import type { Account } from '../../shared/admin-api.ts'
import { subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** Asks before removing an account, saying what removal does; open while `account` is set. */
export function RemoveAccountDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const remove = useApiMutation<number>({
    method: 'DELETE',
    url: (id) => `/api/admin/accounts/${id}`,
    success: `${account?.username ?? 'The account'} was removed and signed out everywhere.`,
    invalidates: ['/api/admin/accounts'],
  })
  const sessions = account?.activeSessions ?? 0
  return (
    <Dialog.Root open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold break-words text-navy-900">
            Remove {account?.username}’s account?
          </Dialog.Title>
          <Dialog.Description className="text-slate-700">
            {account?.username} is signed out at once
            {sessions > 0 ? ` on every device (${sessions} active session${sessions === 1 ? '' : 's'})` : ''} and can no
            longer sign in. The posts they wrote stay on the blog. To let them back in later, send them a new invite.
          </Dialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close className={subtleButton}>Keep the account</Dialog.Close>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => account && remove.mutate(account.id, { onSuccess: onClose })}
              className="inline-flex items-center justify-center rounded-lg bg-accent-700 px-4 py-2 font-bold break-all text-white hover:bg-accent-600 disabled:opacity-60"
            >
              Remove {account?.username}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
