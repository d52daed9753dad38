import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { inputClass } from '../../components/Field.tsx'
import { zoneLongName } from '../common/business-time.tsx'
import type { LeadPage } from '../../shared/admin-leads.ts'
import { HELD_FILTERS, STAGES, type LeadFilterState } from './lead-types.ts'
import { label, subtleButton } from '../common/ui.ts'

/** Wait after the last key before the search runs. */
const SEARCH_DELAY_MS = 300

/**
 * Search (name, phone, email, city) always in view; status, form, forwarding and dates beside it on
 * a wide screen, behind a "Filters" button on a phone.
 */
export function LeadFilters({
  filters,
  onChange,
}: {
  filters: LeadFilterState
  onChange: (filters: LeadFilterState) => void
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useTypedSearch(filters, onChange)
  const active = activeFilters(filters)
  const search = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: typed })
  }
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <form role="search" onSubmit={search} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}q`} className={label}>
            Search leads
          </label>
          <input
            id={`${id}q`}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Name, phone, email or city"
            className={inputClass}
          />
        </div>
        <button
          type="button"
          className={`${subtleButton} py-2.5 md:hidden`}
          aria-expanded={open}
          aria-controls={`${id}filters`}
          onClick={() => setOpen(!open)}
        >
          Filters{active ? ` (${active})` : ''}
        </button>
      </form>
      <FilterPanel
        id={id}
        open={open}
        filters={filters}
        onChange={onChange}
        onClear={() => {
          setTyped('')
          onChange({ status: '', form: '', forwarding: '', from: '', to: '', q: '', urgent: '' })
        }}
      />
    </div>
  )
}

function Select({
  id,
  text,
  value,
  onChange,
  disabled,
  children,
}: {
  id: string
  text: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} disabled:bg-slate-100`}
      >
        {children}
      </select>
    </div>
  )
}

function DateInput(props: {
  id: string
  text: string
  value: string
  onChange: (value: string) => void
  min?: string
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className={label}>
        {props.text}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        min={props.min || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  )
}

/** The Status filter's choices, each with its number of leads once known. */
function StatusOptions({ all }: { all: LeadPage | undefined }) {
  const count = (n: number | undefined) => (all ? ` (${(n ?? 0).toLocaleString()})` : '')
  return (
    <>
      <option value="">All but spam{count(all && Object.values(all.stages).reduce((a, b) => a + b, 0))}</option>
      {STAGES.map((stage) => (
        <option key={stage.value} value={stage.value}>
          {stage.label}
          {count(all?.stages[stage.value])}
        </option>
      ))}
      <option value="held">Held for review{count(all?.counts.held)}</option>
      <option value="spam">Spam{count(all?.counts.spam)}</option>
    </>
  )
}

const activeFilters = (filters: LeadFilterState) =>
  (['status', 'form', 'forwarding', 'from', 'to', 'urgent'] as const).filter((key) => filters[key]).length

/** What is typed in the search box, applied to the filters a moment after the last key. */
function useTypedSearch(filters: LeadFilterState, onChange: (filters: LeadFilterState) => void) {
  const [typed, setTyped] = useState(filters.q)
  const latest = useRef({ filters, onChange })
  useEffect(() => {
    latest.current = { filters, onChange }
  })
  useEffect(() => {
    if (typed === latest.current.filters.q) return
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: typed }), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  return [typed, setTyped] as const
}

/** Status, form, forwarding, the days received and urgent only; always shown on a wide screen, on a phone when opened. */
function FilterPanel({
  id,
  open,
  filters,
  onChange,
  onClear,
}: {
  id: string
  open: boolean
  filters: LeadFilterState
  onChange: (filters: LeadFilterState) => void
  onClear: () => void
}) {
  // The counts and time zone, from the unfiltered first page (the dashboard's query too).
  const { data: all } = useQuery<LeadPage>({ queryKey: ['/api/admin/leads'] })
  const set = (key: keyof LeadFilterState) => (value: string) => onChange({ ...filters, [key]: value })
  return (
    <div id={`${id}filters`} className={`${open ? 'grid' : 'hidden'} gap-3 sm:grid-cols-2 md:grid md:grid-cols-5`}>
      <Select id={`${id}status`} text="Status" value={filters.status} onChange={set('status')}>
        <StatusOptions all={all} />
      </Select>
      <Select id={`${id}form`} text="Form" value={filters.form} onChange={set('form')}>
        <option value="">Both forms</option>
        <option value="contact">Contact</option>
        <option value="booking">Booking</option>
      </Select>
      <Select
        id={`${id}forwarding`}
        text="Forwarding"
        value={HELD_FILTERS.includes(filters.status) ? '' : filters.forwarding}
        onChange={set('forwarding')}
        disabled={HELD_FILTERS.includes(filters.status)}
      >
        <option value="">Any</option>
        <option value="delivered">Forwarded</option>
        <option value="pending">Waiting to be forwarded</option>
        <option value="failed">Not forwarded (failed)</option>
        <option value="stored">Stored only</option>
      </Select>
      <DateInput id={`${id}from`} text="Received from" value={filters.from} onChange={set('from')} />
      <DateInput id={`${id}to`} text="Received to" value={filters.to} onChange={set('to')} min={filters.from} />
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={filters.urgent === '1'}
          onChange={(event) => set('urgent')(event.target.checked ? '1' : '')}
          className="size-5 accent-accent-700"
        />
        Urgent only
      </label>
      <p className="self-center text-sm text-slate-600 md:col-span-3">
        Dates are whole days in {all ? `${zoneLongName(all.timeZone)} (${all.timeZone})` : 'the business’s time zone'}.
      </p>
      {(activeFilters(filters) > 0 || filters.q) && (
        <button type="button" className={subtleButton} onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  )
}
