import { useEffect, useRef, type MouseEvent } from 'react'
import { LeadStatusSelect } from './LeadStatusSelect.tsx'
import { adminDateTime } from '../common/business-time.tsx'
import type { LeadSummary } from '../../shared/admin-leads.ts'

/** The colour of a lead's forwarding state: failed stands out, waiting is amber, forwarded green. */
export const deliveryTone: Record<LeadSummary['status'], string> = {
  delivered: 'text-emerald-800',
  pending: 'text-amber-800',
  failed: 'font-semibold text-accent-700',
  stored: 'text-slate-600',
  spam: 'text-slate-600',
  held: 'font-semibold text-amber-800',
}

/** Says in words, not colour alone, that a lead is urgent (it chose a choice the content marks urgent). */
export function UrgentBadge() {
  return (
    <span className="inline-block rounded-full bg-accent-700 px-2.5 py-0.5 align-middle text-xs font-bold tracking-wide text-white uppercase">
      Urgent
    </span>
  )
}

/** Says that a lead's ZIP code is outside the service area; its title says how far (the lead detail says it in full). */
export function OutsideAreaBadge({ note }: { note: string }) {
  return (
    <span
      title={note}
      className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 align-middle text-xs font-bold text-amber-900"
    >
      Outside the service area
    </span>
  )
}

/** The list's badges after a lead's name: urgent, outside the service area. */
function Badges({ lead }: { lead: LeadSummary }) {
  return (
    <>
      {lead.urgent && (
        <>
          {' '}
          <UrgentBadge />
        </>
      )}
      {lead.outsideArea && (
        <>
          {' '}
          <OutsideAreaBadge note={lead.outsideArea} />
        </>
      )}
    </>
  )
}

/** One lead in the list: a card on a phone, a row on a wide screen; its status can be changed in place. */
export function LeadCard({
  lead,
  timeZone,
  href,
  focus,
  onOpen,
}: {
  lead: LeadSummary
  timeZone: string
  href: string
  /** Takes the focus when shown: the lead just closed. */
  focus: boolean
  onOpen: (id: number) => void
}) {
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    if (focus) link.current?.focus()
  }, [focus])
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onOpen(lead.id)
  }
  const name = lead.name || 'No name given'
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.6fr)_11rem] lg:items-center lg:gap-4">
      <div className="min-w-0">
        <a
          ref={link}
          href={href}
          onClick={open}
          className="text-lg font-bold break-words text-navy-900 hover:underline"
        >
          {name}
        </a>
        <Badges lead={lead} />
        <p className="text-sm text-slate-600">
          {lead.form} · <time dateTime={lead.createdAt}>{adminDateTime(lead.createdAt, timeZone)}</time>
          {lead.noteCount > 0 && ` · ${lead.noteCount} note${lead.noteCount === 1 ? '' : 's'}`}
        </p>
      </div>
      <div className="mt-2 min-w-0 text-sm [overflow-wrap:anywhere] lg:mt-0">
        {lead.phone && (
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="block py-0.5 font-semibold text-brand-700">
            {lead.phone}
          </a>
        )}
        {lead.email && (
          <a href={`mailto:${lead.email}`} className="block py-0.5 text-brand-700">
            {lead.email}
          </a>
        )}
      </div>
      <p className="mt-1 min-w-0 text-sm break-words text-slate-700 lg:mt-0">
        {[lead.service, lead.city].filter(Boolean).join(' · ') || '—'}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 lg:mt-0 lg:block">
        {lead.status === 'spam' ? (
          <span className="inline-block rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
            Spam
          </span>
        ) : lead.status === 'held' ? (
          <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            Held for review
          </span>
        ) : (
          <LeadStatusSelect id={`status-${lead.id}`} lead={lead} label={`Status of ${name}`} hideLabel />
        )}
        <p className={`text-xs lg:mt-1 ${deliveryTone[lead.status]}`}>{lead.delivery}</p>
      </div>
    </li>
  )
}
