import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { apiRequest, errorText } from '../common/api.ts'
import { useToast } from '../common/toast.tsx'
import { Field, inputClass } from '../../components/Field.tsx'
import type { AdminSettings } from '../../shared/admin-api.ts'
import { LeadEmailTest } from './LeadEmailTest.tsx'
import { LeadsGoNow } from './LeadsGoNow.tsx'
import { CHECKLIST, LEAD_DELIVERY, SETTINGS, type LeadDeliveryStatus, type LeadTargets } from './lead-delivery.ts'
import { button, card, subtleButton } from '../common/ui.ts'

/** How each field is named when the server refuses it: "This address must be an email address, …". */
const FIELD_NAMES = { emails: 'This address', webhook: 'This address', formsubmit: 'This address' }

/** A refusal of one field (`leadTargets.emails.1: must be …`) as its key (`emails.1`) and sentence; null for any other error. */
function fieldError(error: unknown): { field: string; text: string } | null {
  const [, field, , rest] = /^leadTargets\.((emails|webhook|formsubmit)(?:\.\d+)?): (.+)$/s.exec(errorText(error)) ?? []
  if (!field || !rest) return null
  const name = FIELD_NAMES[field.split('.')[0] as keyof typeof FIELD_NAMES]
  return { field, text: `${name} ${rest}${/[.!?]$/.test(rest) ? '' : '.'}` }
}

/**
 * Where each lead goes: the email addresses first (what an owner wants), then, as a secondary
 * choice, another system (a webhook, a form-forwarding service). Each field's refusal is said at
 * the field; the list of addresses keeps what was typed.
 */
export function LeadTargetsForm() {
  const { data: settings, isLoading } = useQuery<AdminSettings>({ queryKey: [SETTINGS] })
  const { data: status } = useQuery<LeadDeliveryStatus>({ queryKey: [LEAD_DELIVERY] })
  if (isLoading || !status) return <p>Loading...</p>
  return <TargetsForm saved={settings?.leadTargets ?? null} status={status} />
}

function TargetsForm({ saved, status }: { saved: LeadTargets | null; status: LeadDeliveryStatus }) {
  const [emails, setEmails] = useState<string[]>(saved?.emails.length ? saved.emails : [''])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const queryClient = useQueryClient()
  const toast = useToast()
  const save = useMutation({
    mutationFn: (leadTargets: LeadTargets) => apiRequest('PUT', SETTINGS, { leadTargets }),
    onSuccess: async () => {
      await Promise.all(
        [SETTINGS, LEAD_DELIVERY, CHECKLIST].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      )
      toast({ title: 'Saved: leads go where the screen now says.' })
    },
    // A field's refusal is said at the field; anything else in a toast.
    onError: (error) => {
      if (!fieldError(error)) toast({ title: 'Not saved', description: errorText(error), variant: 'destructive' })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const address = (name: string) => String(form.get(name) ?? '').trim() || null
    setErrors({})
    save.mutate(
      {
        emails: emails.map((e) => e.trim()).filter(Boolean),
        webhook: address('webhook'),
        formsubmit: address('formsubmit'),
        privateNetwork: form.get('privateNetwork') === 'on',
      },
      {
        onError: (error) => {
          const named = fieldError(error)
          if (!named) return
          // The index counts the addresses sent (blank rows left out): find the box that held it.
          const [kind, index] = named.field.split('.')
          const row = kind === 'emails' ? filledRow(emails, Number(index)) : null
          const key = row === null ? named.field : `emails.${row}`
          setErrors({ [key]: named.text })
          document.getElementById(`field-${key}`)?.focus()
        },
      },
    )
  }
  const typed = emails.map((e) => e.trim()).filter(Boolean)
  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-5`} aria-labelledby="lead-targets">
      <h2 id="lead-targets" className="text-xl font-bold text-navy-900">
        Where each lead goes
      </h2>
      <LeadsGoNow status={status} />
      <fieldset id="lead-email" className="scroll-mt-4 space-y-3">
        <legend className="text-lg font-bold text-navy-900">Email each lead to</legend>
        <p className="text-slate-600">
          Each contact and booking request arrives as an email: what was asked for and where, the visitor’s details, a
          tap-to-call phone number, and a reply that goes straight to the visitor.
        </p>
        <EmailList emails={emails} onChange={setEmails} errors={errors} />
        <LeadEmailTest typed={typed} status={status} />
      </fieldset>
      <OtherSystems saved={saved} errors={errors} />
      <button type="submit" disabled={save.isPending} className={button}>
        Save where leads go
      </button>
    </form>
  )
}

/** One box per address, with Remove and "Add another address" (up to 10). */
function EmailList({
  emails,
  onChange,
  errors,
}: {
  emails: string[]
  onChange: (emails: string[]) => void
  errors: Record<string, string>
}) {
  return (
    <>
      {emails.map((value, i) => (
        <div key={i} className="flex items-start gap-2">
          <Field name={`emails.${i}`} label={`Email address ${i + 1}`} error={errors[`emails.${i}`]} className="grow">
            {(input) => (
              <input
                {...input}
                type="email"
                autoComplete="email"
                value={value}
                onChange={(e) => onChange(emails.map((old, j) => (j === i ? e.target.value : old)))}
                placeholder="office@example.com"
                className={inputClass}
              />
            )}
          </Field>
          {emails.length > 1 && (
            <button
              type="button"
              className={`${subtleButton} mt-7`}
              aria-label={`Remove email address ${i + 1}`}
              onClick={() => onChange(emails.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </div>
      ))}
      {emails.length < 10 && (
        <button type="button" className={subtleButton} onClick={() => onChange([...emails, ''])}>
          Add another address
        </button>
      )}
    </>
  )
}

/** The row of the `index`-th filled-in address (blank rows are not sent). */
function filledRow(emails: string[], index: number): number | null {
  const rows = emails.flatMap((e, i) => (e.trim() ? [i] : []))
  return rows[index] ?? null
}

/** The secondary targets, each with one sentence on what it does. */
function OtherSystems({ saved, errors }: { saved: LeadTargets | null; errors: Record<string, string> }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-4">
      <legend className="pt-4 text-base font-semibold text-slate-700">
        Also send each lead to another system (optional)
      </legend>
      <Field
        name="webhook"
        label="Webhook address"
        error={errors.webhook}
        hint="For a CRM or an automation service (Zapier and the like): each lead is posted to this address as JSON."
      >
        {(input) => (
          <input
            {...input}
            type="url"
            defaultValue={saved?.webhook ?? ''}
            placeholder="https://"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        name="formsubmit"
        label="Form-forwarding service address"
        error={errors.formsubmit}
        hint="For a service such as FormSubmit, which emails on what a form sends it: each lead is posted to it as a form."
      >
        {(input) => (
          <input
            {...input}
            type="url"
            defaultValue={saved?.formsubmit ?? ''}
            placeholder="https://formsubmit.co/…"
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex items-start gap-2">
        <input
          id="field-privateNetwork"
          name="privateNetwork"
          type="checkbox"
          defaultChecked={!!saved?.privateNetwork}
          aria-describedby="field-privateNetwork-hint"
          className="mt-1 size-4"
        />
        <div>
          <label htmlFor="field-privateNetwork" className="font-semibold text-slate-800">
            This is on our private network
          </label>
          <p id="field-privateNetwork-hint" className="text-sm text-slate-600">
            Only for a system in your office or on this server (a CRM at 192.168.… or http://…): leads are then sent to
            it as typed. Otherwise these addresses must be public https ones, checked again each time a lead is sent.
          </p>
        </div>
      </div>
    </fieldset>
  )
}
