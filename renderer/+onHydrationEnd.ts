/** Remembers the first page of the visit and what sent the visitor there; lead forms send it along. */
export function onHydrationEnd() {
  try {
    if (sessionStorage.getItem('landing')) return
    sessionStorage.setItem('landing', JSON.stringify({ landingPage: (location.pathname + location.search).slice(0, 500), referrer: document.referrer.slice(0, 500) }))
  } catch {
    // Storage can be disabled; the server then records the page the form was sent from.
  }
}
