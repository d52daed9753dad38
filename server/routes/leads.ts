import { randomUUID } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import { FORM_KEY_PLACEHOLDER, type FormState } from '../../shared/forms.ts'
import { bookingLeadSchema, contactLeadSchema, type LeadKind } from '../../schemas/leads.ts'
import type { ServerContext } from '../context.ts'
import { insertLead } from '../db/leads.ts'
import { renderPageWith } from '../page-renderer.ts'
import { todayIn } from '../../schemas/dates.ts'
import { requestSource } from '../auth/origin.ts'
import { keptServedAt, spamReason } from '../leads/spam.ts'
import { isUrgent } from '../leads/urgent.ts'
import { hasTargets } from '../leads/target.ts'

/** The addresses of the public lead forms, which post to themselves. */
export const LEAD_FORMS = ['/contact', '/booking']
const META = new Set(['formKey', 'servedAt', 'elapsed', 'website', 'landingPage', 'referrer'])
const UTM = /^utm_(source|medium|campaign|term|content)$/

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '')

/** Plain HTML posts of the contact and booking forms (and the same posts sent with fetch, which get JSON). */
export function leadRoutes(ctx: ServerContext): Router {
  const router = Router()
  for (const kind of ['contact', 'booking'] as const) {
    router.post(`/${kind}`, (req, res) => submit(ctx, kind, req, res))
  }
  return router
}

async function submit(ctx: ServerContext, kind: LeadKind, req: Request, res: Response) {
  const { site } = ctx
  const phone = site.business.telephone
  const json = req.accepts(['html', 'json']) === 'json'
  const body: Record<string, unknown> =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {}
  const values = typedValues(body)
  const now = ctx.now()
  const answer = formAnswer(ctx, kind, req, res, json, body, now)

  // The form carries no session, so a post from the bare domain, or with `Origin: null` from a
  // privacy tool, is taken; only a post another website made is refused, as a page with the form.
  if (requestSource(req, new URL(ctx.siteUrl).origin) === 'cross-site') {
    ctx.log({ event: 'lead_refused_cross_site', kind, ip: req.ip, origin: req.get('origin') ?? null })
    return answer(403, {
      values,
      errors: {},
      formError: `This form was sent from another website, so we did not accept it. Please check your details and send it again here, or call us at ${phone}.`,
    })
  }

  const wait = ctx.leadLimit.take(req.ip ?? 'unknown', now)
  if (wait > 0) {
    ctx.log({ event: 'lead_rate_limited', kind, ip: req.ip })
    const seconds = Math.ceil(wait / 1000)
    return answer(
      429,
      {
        values,
        errors: {},
        formError: `We have received several requests from your connection in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes, or call us at ${phone}.`,
      },
      { 'Retry-After': String(seconds) },
    )
  }

  const checked = checkFields(ctx, kind, values, now)
  if ('errors' in checked) return answer(422, { values, errors: checked.errors })

  const { fields } = checked
  const { spam, formKey, utm } = postDetails(req, body, fields, now)
  try {
    const target = hasTargets(ctx.db, site.forms)
    const stored = insertLead(
      ctx.db,
      {
        kind,
        formKey,
        idempotencyKey: randomUUID(),
        fields,
        status: spam ? 'spam' : target ? 'pending' : 'stored',
        spamReason: spam,
        landingPage: clip(body.landingPage, 500) || pathOf(req.get('referer')),
        referrer: clip(body.referrer, 500) || null,
        utm,
        ip: req.ip ?? null,
        userAgent: clip(req.get('user-agent'), 300) || null,
        urgent: isUrgent(kind, fields, site.forms),
      },
      now,
    )
    ctx.log({ event: 'lead_stored', kind, leadId: stored.id, duplicate: stored.duplicate, spam })
    if (!spam && target) ctx.outbox.kick()
  } catch (error) {
    ctx.log({ level: 'error', msg: 'lead not stored', kind, error: String((error as Error).message) })
    return answer(503, {
      values,
      errors: {},
      formError: `We could not save your request just now. Please call us at ${phone}, or try again in a few minutes.`,
    })
  }
  if (json) return res.status(201).json({ ok: true })
  res.redirect(303, '/thank-you')
}

/** What the visitor typed, each value cut to 2,000 characters: the post without its metadata and campaign tags. */
function typedValues(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name, value]) => !META.has(name) && !UTM.test(name) && typeof value === 'string')
      .map(([name, value]) => [name, clip(value, 2000)]),
  )
}

/** The typed values checked against the form's schema: its fields, or the first problem with each bad one. */
function checkFields(
  { site }: ServerContext,
  kind: LeadKind,
  values: Record<string, string>,
  now: number,
): { fields: Record<string, string> } | { errors: Record<string, string> } {
  const schema =
    kind === 'contact'
      ? contactLeadSchema(site.forms)
      : bookingLeadSchema(site.forms, todayIn(site.business.timeZone, now))
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { errors }
  }
  const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >
  return { fields }
}

/**
 * How to send a form back: JSON to a script; to a browser, the form's page again, which keeps what
 * was typed and the time it was first served, and gives it a fresh key.
 */
function formAnswer(
  ctx: ServerContext,
  kind: LeadKind,
  req: Request,
  res: Response,
  json: boolean,
  body: Record<string, unknown>,
  now: number,
) {
  return async (status: number, state: FormState, headers: Record<string, string> = {}) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (json)
      return res
        .status(status)
        .json({ message: state.formError ?? 'Please correct the highlighted fields.', errors: state.errors })
    const page = await renderPageWith(ctx, req, `/${kind}`, {
      formState: { ...state, servedAt: keptServedAt(body, now) },
    })
    res.status(status).type('html').send(page)
  }
}

/** What a valid post carries beside its fields: why it looks like spam (if it does), its form key and its campaign tags. */
function postDetails(req: Request, body: Record<string, unknown>, fields: Record<string, string>, now: number) {
  const spam = spamReason({
    body,
    fields,
    userAgent: req.get('user-agent'),
    acceptLanguage: req.get('accept-language'),
    now,
  })
  const formKey =
    /^[\w-]{8,64}$/.test(clip(body.formKey, 64)) && body.formKey !== FORM_KEY_PLACEHOLDER
      ? String(body.formKey)
      : randomUUID()
  const utm = Object.fromEntries(
    Object.entries({
      ...utmFrom(clip(body.landingPage, 500)),
      ...Object.fromEntries(Object.entries(body).filter(([name]) => UTM.test(name))),
    }).map(([name, value]) => [name, clip(value, 200)]),
  )
  return { spam, formKey, utm }
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return (parsed.pathname + parsed.search).slice(0, 500)
  } catch {
    return null
  }
}

function utmFrom(landingPage: string): Record<string, string> {
  const query = landingPage.split('?')[1]
  if (!query) return {}
  return Object.fromEntries([...new URLSearchParams(query)].filter(([name]) => UTM.test(name)))
}
