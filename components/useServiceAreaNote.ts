import { useRef, useState } from 'react'
import type { FormTarget } from '../shared/forms.ts'
import { SERVICE_AREA_API, type ServiceAreaAnswer } from '../shared/service-area.ts'

/**
 * Whether the business serves the ZIP code a lead form was given, asked of the server's
 * "Do we serve you?" API as the visitor fills the form (components/LeadFormParts.tsx
 * ServiceAreaNote shows it). A form posted to a forwarder has no such server: it asks nothing.
 */
export function useServiceAreaNote(target: FormTarget) {
  const [answer, setAnswer] = useState<ServiceAreaAnswer | null>(null)
  const asked = useRef('')
  /** Asks about `place` (a ZIP code as typed); null or empty clears the note. */
  const check = (place: string | null) => {
    const typed = place?.trim() ?? ''
    if (target.mode !== 'server' || typed === asked.current) return
    asked.current = typed
    if (!typed) return setAnswer(null)
    fetch(`${SERVICE_AREA_API}?place=${encodeURIComponent(typed)}`)
      .then((response) => (response.ok ? (response.json() as Promise<ServiceAreaAnswer>) : null))
      // Only the answer to what the field holds now: an earlier one may arrive late.
      .then((found) => asked.current === typed && setAnswer(found))
      .catch(() => asked.current === typed && setAnswer(null))
  }
  return { answer, check }
}
