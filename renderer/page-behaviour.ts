// What every page does in the browser without React, run by +client.ts before any island wakes.
import { openStatus, type OpenWeek } from '../shared/open-now.ts'
import type { ServiceAreaAnswer } from '../shared/service-area.ts'

/** Pixels of scroll after which the header casts a shadow. */
const SHADOW_AFTER = 20

/** Pixels of scroll after which the back-to-top button appears. */
const BACK_TO_TOP_AFTER = 300

/** The back-to-top button (components/BackToTop.tsx) shows past 300 px of scroll and glides to the top. */
export function backToTop() {
  const button = document.querySelector<HTMLButtonElement>('button[data-back-to-top]')
  if (!button) return
  const update = () => {
    const hidden = window.scrollY <= BACK_TO_TOP_AFTER
    if (button.hidden !== hidden) button.hidden = hidden
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
  })
}

/** The sticky header casts a shadow once the page is scrolled: a class, no React. */
export function headerShadow() {
  const header = document.querySelector<HTMLElement>('header[data-scrolled]')
  if (!header) return
  let scrolled: boolean | null = null
  const update = () => {
    const now = window.scrollY > SHADOW_AFTER
    if (now !== scrolled) header.dataset.scrolled = String((scrolled = now))
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
}

/** Remembers the first page of the visit and what sent the visitor there; lead forms send it along. */
export function rememberLanding() {
  try {
    if (sessionStorage.getItem('landing')) return
    sessionStorage.setItem(
      'landing',
      JSON.stringify({
        landingPage: (location.pathname + location.search).slice(0, 500),
        referrer: document.referrer.slice(0, 500),
      }),
    )
  } catch {
    // Storage can be disabled; the server then records the page the form was sent from.
  }
}

/**
 * Gives each lead form that came without a key (from a page every visitor shares) one of its own as
 * the page starts, so a post sent before the form wakes is keyed too: sent twice, it is one lead.
 * The form makes its own key when it wakes (components/useLeadForm.ts). A form sent as a plain post
 * and given back by the back/forward cache gets a new key: what is sent from it now is another
 * request, never a correction of the first (server/leads/form-key.ts).
 */
export function keyLeadForms() {
  // Only where the browser has randomUUID (https, localhost): elsewhere the server derives the key.
  if (typeof crypto.randomUUID !== 'function') return
  const keyOf = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input[name="formKey"]')
  const sent = new WeakSet<HTMLFormElement>()
  for (const form of document.forms) {
    const key = keyOf(form)
    if (key && !key.value) key.value = crypto.randomUUID()
  }
  document.addEventListener('submit', (event) => sent.add(event.target as HTMLFormElement), true)
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const form of document.forms) {
      const key = keyOf(form)
      // A form that has woken keeps its own key (useLeadForm.ts).
      if (!key || !sent.has(form) || form.closest('site-island[data-hydrated]')) continue
      key.value = crypto.randomUUID()
      sent.delete(form)
    }
  })
}

/** How often an open page says again whether the business is open: the status changes on the minute. */
const OPEN_NOW_EVERY_MS = 60_000

/**
 * Whether the phones are answered now (components/OpenNow.tsx, in the header and the call bar):
 * worked out here, from the week the page carries and the visitor's clock, because the HTML may
 * have been built days before. Until then, and without JavaScript, the status is hidden, so it
 * never says anything out of date.
 */
export function openNow() {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-open-now]')]
  if (shown.length === 0) return
  const week = JSON.parse(shown[0]!.dataset.openNow!) as OpenWeek
  const update = () => {
    const { open, text } = openStatus(week, Date.now())
    for (const status of shown) {
      status.textContent = text
      status.dataset.state = open ? 'open' : 'closed'
      status.hidden = false
    }
  }
  update()
  window.setInterval(update, OPEN_NOW_EVERY_MS)
}

/**
 * The "Do we serve you?" boxes (components/ServiceAreaCheck.tsx) answer in place: the same answer
 * the service-area page would give, from the server's API (which the form names), written as the
 * server renders it. If
 * the API cannot be reached, the form is sent as it would be without JavaScript.
 */
export function serviceAreaChecks() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-service-area-check]')) {
    const output = form.querySelector<HTMLElement>('[data-service-area-answer]')!
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      const place = String(new FormData(form).get('place') ?? '')
      fetch(`${form.dataset.serviceAreaCheck}?place=${encodeURIComponent(place)}`)
        .then((response) => (response.ok ? (response.json() as Promise<ServiceAreaAnswer>) : Promise.reject()))
        .then((answer) => {
          const message = document.createElement('p')
          message.textContent = answer.message
          const link = (href: string, text: string) => {
            const a = document.createElement('a')
            a.href = href
            a.textContent = text
            return a
          }
          const links = [
            answer.city ? link(answer.city.path, `Go to our ${answer.city.name} page`) : '',
            answer.telephone ? link(answer.telephone.href, `Call ${answer.telephone.text}`) : '',
          ]
          output.dataset.kind = answer.kind
          output.replaceChildren(message, ...links)
        })
        .catch(() => form.submit())
    })
  }
}
