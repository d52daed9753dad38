import type { RequestHandler } from 'express'
import helmet from 'helmet'

const YEAR = 365 * 24 * 60 * 60

/**
 * Security headers. The CSP allows exactly what the site uses: its own scripts, styles (plus inline
 * style attributes, which the dialog and accordion set), fonts and images; blog images may come
 * from https hosts; no plugins, no framing, forms post only here (or, in static mode, to the
 * forwarder the content names).
 */
export function securityHeaders(
  extra: { imgSrc?: string[]; formAction?: () => string | null; https?: boolean; dev?: boolean } = {},
): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // `npm run dev`: Vite's and React's hot-reload preambles are inline scripts.
          'script-src': ["'self'", ...(extra.dev ? ["'unsafe-inline'"] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:', ...(extra.imgSrc ?? [])],
          'font-src': ["'self'"],
          // `npm run dev`: and the hot-reload socket.
          'connect-src': ["'self'", ...(extra.dev ? ['ws:', 'wss:'] : [])],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'frame-ancestors': ["'none'"],
          // A static-mode site's forms post to its forwarder (content/forms.yaml): that origin too.
          'form-action': [() => ["'self'", extra.formAction?.()].filter(Boolean).join(' ')],
        },
      },
      // Sent below: whenever the site's address is https, and on any https request.
      strictTransportSecurity: false,
      // Browsers then send Origin on same-origin form posts (with no-referrer they send "null").
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
    (req, res, next) => {
      if (extra.https || req.secure) res.setHeader('Strict-Transport-Security', `max-age=${YEAR}; includeSubDomains`)
      next()
    },
  ]
}
