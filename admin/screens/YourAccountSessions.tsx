import { useQuery } from '@tanstack/react-query'
import type { SessionView } from '../../shared/admin-api.ts'
import { useBusinessTime } from '../common/business-time.tsx'
import { card, dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

const SESSIONS = '/api/admin/sessions'

/** Every browser the viewer is signed in with: this one marked; any other signed out one at a time or all at once. */
export function Sessions() {
  const { data: sessions = [], isLoading, error, dataUpdatedAt } = useQuery<SessionView[]>({ queryKey: [SESSIONS] })
  const { dateTime, ago } = useBusinessTime()
  const endOne = useApiMutation<SessionView>({
    method: 'DELETE',
    url: (session) => `${SESSIONS}/${session.id}`,
    success: 'That device was signed out.',
    invalidates: [SESSIONS],
  })
  const endOthers = useApiMutation<void>({
    method: 'POST',
    url: () => `${SESSIONS}/end-others`,
    success: 'Every other device was signed out.',
    invalidates: [SESSIONS],
  })
  const others = sessions.filter((session) => !session.current)
  return (
    <section aria-labelledby="sessions-heading" className={`${card} space-y-3`}>
      <h2 id="sessions-heading" className="text-xl font-bold text-navy-900">
        Where you are signed in
      </h2>
      <p className="text-slate-600">
        Each browser stays signed in for up to 30 days, or until a week passes without use. If you do not recognise one,
        sign it out and change your password.
      </p>
      {isLoading ? (
        <p>Loading...</p>
      ) : error ? (
        <p className="text-accent-700">Your sessions could not be loaded. Reload the page to try again.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Your sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="session">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-navy-900" title={session.userAgent || undefined}>
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      This device
                    </span>
                  )}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
                  <dt className="font-medium text-slate-700">IP address</dt>
                  <dd className="break-all">{session.ip ?? 'Not known'}</dd>
                  <dt className="font-medium text-slate-700">Signed in</dt>
                  <dd>{dateTime(session.signedInAt)}</dd>
                  <dt className="font-medium text-slate-700">Last seen</dt>
                  <dd>{session.current ? 'Now' : ago(session.lastSeenAt, dataUpdatedAt)}</dd>
                </dl>
              </div>
              {!session.current && (
                <button
                  type="button"
                  onClick={() => endOne.mutate(session)}
                  disabled={endOne.isPending}
                  aria-label={`Sign out ${session.device}, signed in ${dateTime(session.signedInAt)}`}
                  className={subtleButton}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          onClick={() => endOthers.mutate()}
          disabled={endOthers.isPending}
          className={dangerButton}
        >
          Sign out all other devices
        </button>
      )}
    </section>
  )
}
