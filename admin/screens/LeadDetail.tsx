import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { LeadDeleteDialog } from './LeadDeleteDialog.tsx'
import { OutsideAreaBadge, UrgentBadge } from './LeadCard.tsx'
import { LeadForwarding } from './LeadForwarding.tsx'
import { LeadNotes } from './LeadNotes.tsx'
import { LeadStatusSelect } from './LeadStatusSelect.tsx'
import { LeadReviewRequest } from './LeadReviewRequest.tsx'
import { LeadTextConsent } from './LeadTextConsent.tsx'
import { adminDateTime } from '../common/business-time.tsx'
import type { LeadDetail } from '../../shared/admin-leads.ts'
import { stageLabel } from './lead-types.ts'
import { card, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** One lead in full: what they sent, where they came from, its status, forwarding and notes. */
export function LeadDetail({ id, listHref, onBack }: { id: number; listHref: string; onBack: () => void }) {
  const { data: lead, isLoading, error } = useQuery<LeadDetail>({ queryKey: [`/api/admin/leads/${id}`] })
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [lead?.id])
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onBack()
  }
  const backLink = (
    <a href={listHref} onClick={back} className="font-semibold text-brand-700 hover:underline">
      ← All leads
    </a>
  )
  if (isLoading) return <p>Loading the lead...</p>
  if (error || !lead)
    return (
      <div className="space-y-3">
        {backLink}
        <p className="text-accent-700">Lead {id} could not be found. It may have been deleted.</p>
      </div>
    )
  const name = lead.name || 'No name given'
  return (
    <article className="space-y-4" aria-labelledby="lead-heading">
      {backLink}
      <header className={`${card} space-y-3`}>
        <h2
          id="lead-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold break-words text-navy-900 focus:outline-none"
        >
          {name}
        </h2>
        <p className="text-slate-600">
          {lead.urgent && (
            <>
              <UrgentBadge />{' '}
            </>
          )}
          {lead.form} form · received{' '}
          <time dateTime={lead.createdAt}>{adminDateTime(lead.createdAt, lead.timeZone)}</time>
        </p>
        {lead.outsideArea && (
          <p data-outside-area className="text-amber-900">
            <OutsideAreaBadge note={lead.outsideArea} /> {lead.outsideArea}.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {lead.phone && (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={subtleButton}>
              Call {lead.phone}
            </a>
          )}
          {lead.email && (
            <a href={`mailto:${lead.email}`} className={`${subtleButton} [overflow-wrap:anywhere]`}>
              Email {lead.email}
            </a>
          )}
        </div>
        <StatusRow lead={lead} />
      </header>
      <LeadReviewRequest lead={lead} />
      <div className="grid gap-4 xl:grid-cols-2">
        <Facts title="What they sent" rows={lead.fields.map((field) => [field.label, field.value])} />
        <Facts title="Where they came from" rows={origin(lead)} />
        <LeadTextConsent lead={lead} />
        <LeadForwarding lead={lead} />
        <LeadNotes lead={lead} />
      </div>
      <LeadDeleteDialog lead={lead} onDeleted={onBack} />
    </article>
  )
}

/**
 * The status, and spam: a lead held as spam is released with "Not spam", one held for review (its
 * address sent more than the limit) with "Release — forward it"; any other can be marked as spam.
 */
function StatusRow({ lead }: { lead: LeadDetail }) {
  const invalidates = ['/api/admin/leads', `/api/admin/leads/${lead.id}`]
  const spam = useApiMutation<void>({
    method: 'POST',
    url: () => `/api/admin/leads/${lead.id}/spam`,
    success: 'Marked as spam: it is not forwarded, and is listed under Status: Spam.',
    invalidates,
  })
  const notSpam = useApiMutation<void>({
    method: 'POST',
    url: () => `/api/admin/leads/${lead.id}/not-spam`,
    success: 'Not spam: the lead is back in the inbox and forwarded if it had not been.',
    invalidates,
  })
  const release = useApiMutation<void>({
    method: 'POST',
    url: () => `/api/admin/leads/${lead.id}/release`,
    success: 'Released: the lead is an ordinary lead now, forwarded if it had not been.',
    invalidates,
  })
  if (lead.status === 'held')
    return (
      <div className="space-y-2 rounded-xl bg-amber-50 p-4">
        <p className="font-semibold text-slate-900">Held for review: {lead.spamReason ?? 'no reason recorded'}.</p>
        <p className="text-sm text-slate-700">
          More requests came from its address than one household usually sends, so it was kept here instead of being
          forwarded. The visitor was told it was received. If it is a real request, release it: it is forwarded where
          leads go.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={subtleButton} disabled={release.isPending} onClick={() => release.mutate()}>
            Release — forward it
          </button>
          <button type="button" className={subtleButton} disabled={spam.isPending} onClick={() => spam.mutate()}>
            Mark as spam
          </button>
        </div>
      </div>
    )
  if (lead.status === 'spam')
    return (
      <div className="space-y-2 rounded-xl bg-slate-100 p-4">
        <p className="font-semibold text-slate-900">Held as spam: {lead.spamReason ?? 'no reason recorded'}.</p>
        <p className="text-sm text-slate-700">
          It is not forwarded and not counted in the inbox. If it is a real request, release it: it is forwarded where
          leads go (unless it was forwarded before) and its status is {stageLabel(lead.stage)}.
        </p>
        <button type="button" className={subtleButton} disabled={notSpam.isPending} onClick={() => notSpam.mutate()}>
          Not spam
        </button>
      </div>
    )
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-56">
        <LeadStatusSelect id={`lead-${lead.id}-status`} lead={lead} label="Status" />
      </div>
      <button type="button" className={subtleButton} disabled={spam.isPending} onClick={() => spam.mutate()}>
        Mark as spam
      </button>
      {lead.stageChangedAt && (
        <p className="w-full text-sm text-slate-600">
          {stageLabel(lead.stage)} since {adminDateTime(lead.stageChangedAt, lead.timeZone)}
        </p>
      )}
    </div>
  )
}

function origin(lead: LeadDetail): [string, ReactNode][] {
  return [
    ['Landing page', lead.landingPage],
    ['Referrer', lead.referrer || 'None (typed in, a bookmark, or an app)'],
    ...Object.entries(lead.utm).map(([key, value]): [string, string] => [`UTM ${key.replace(/^utm_/, '')}`, value]),
    ['IP address', lead.ip],
    ['Browser', lead.userAgent],
  ]
}

/** A titled list of label and value, long values wrapping rather than widening the page. */
function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className={card} aria-label={title}>
      <h3 className="text-lg font-bold text-navy-900">{title}</h3>
      <dl className="mt-3 space-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-3">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="min-w-0 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
