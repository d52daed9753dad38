import { randomUUID } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import { TEXT_CONSENT_VERSION, type FormState, type LeadKind } from '../../shared/forms.ts'
import { bookingHoursProblems, bookingLeadSchema, contactLeadSchema } from '../../schemas/leads.ts'
import { openWeek } from '../../shared/open-now.ts'
import type { ServerContext } from '../context.ts'
import { formKeyStored, insertLead, type StoredLead } from '../db/leads.ts'
import { renderPageWith } from '../page-renderer.ts'
import { todayIn } from '../../shared/dates.ts'
import { addressGroup } from '../auth/address-group.ts'
import { requestSource } from '../auth/origin.ts'
import { admitLead } from '../leads/address-limit.ts'
import { queueConfirmation, wantsConfirmation } from '../leads/confirmation.ts'
import { leadFormKey } from '../leads/form-key.ts'
import { tooLargeErrors } from '../leads/post-body.ts'
import { campaignTags, clip, landingPageOf, UTM } from '../leads/post-source.ts'
import { keptServedAt, spamReason } from '../leads/spam.ts'
import { isUrgent } from '../leads/urgent.ts'
import { hasTargets } from '../leads/target.ts'
import { textConsentOf } from '../leads/text-consent.ts'
import { countFormSent } from '../measure/form-sent.ts'
import { leadOutsideArea } from '../service-area/check.ts'

/** The addresses of the public lead forms, which post to themselves. */
export const LEAD_FORMS = ['/contact', '/booking']
const META = new Set(['formKey', 'servedAt', 'elapsed', 'website', 'landingPage', 'referrer', TEXT_CONSENT_VERSION])

/** Where a visitor goes once their request is stored: the thank-you page, told which request (routes/thank-you.ts). */
export const thankYouPath = (formKey: string) => `/thank-you?request=${encodeURIComponent(formKey)}`

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

  if (res.locals.postTooLarge) return answer(413, { values, errors: tooLargeErrors(kind) })
  const checked = checkFields(ctx, kind, values, now)
  if ('errors' in checked) return answer(422, { values, errors: checked.errors })

  let stored: ReturnType<typeof storeLead>
  try {
    stored = storeLead(ctx, kind, req, body, checked.fields, now)
  } catch (error) {
    ctx.log({ level: 'error', msg: 'lead not stored', kind, error: String((error as Error).message) })
    return answer(503, {
      values,
      errors: {},
      formError: `We could not save your request just now. Please call us at ${phone}, or try again in a few minutes.`,
    })
  }
  if ('refusedForMs' in stored) {
    const seconds = Math.ceil(stored.refusedForMs / 1000)
    return answer(
      429,
      {
        values,
        errors: {},
        formError: `We have had a great many requests from your connection today, so this one was not sent. Please call us at ${phone}, or try again ${after(seconds)}.`,
      },
      { 'Retry-After': String(seconds) },
    )
  }
  if (json) return res.status(201).json({ ok: true, next: thankYouPath(stored.formKey) })
  res.redirect(303, thankYouPath(stored.formKey))
}

/**
 * Stores a valid post: a new lead (ordinary, held as spam, or held for review past the address's
 * limit), or a repeat of a stored form (identical: nothing changes; with other fields: the lead is
 * corrected). A repeat is never weighed against the limit. Refused only past the daily cap of held
 * leads. The count and the write run without a pause between them, so two posts cannot both slip
 * under the limit.
 */
function storeLead(
  ctx: ServerContext,
  kind: LeadKind,
  req: Request,
  body: Record<string, unknown>,
  fields: Record<string, string>,
  now: number,
): (StoredLead & { formKey: string }) | { refusedForMs: number } {
  const { spam, formKey, utm } = postDetails(ctx, kind, req, body, fields, now)
  const ip = req.ip ?? null
  const ipGroup = ip && addressGroup(ip)
  const admission = formKeyStored(ctx.db, formKey)
    ? ({ verdict: 'accepted' } as const)
    : admitLead(ctx.db, ctx.leadLimits, ipGroup, spam !== null, now)
  if (admission.verdict === 'refused') {
    ctx.log({ event: 'lead_refused_limit', kind, ip })
    return { refusedForMs: admission.retryAfterMs }
  }
  const held = admission.verdict === 'held' ? admission.reason : null
  const target = hasTargets(ctx.db, ctx.site.forms)
  const status = spam ? 'spam' : held ? 'held' : target ? 'pending' : 'stored'
  const stored = insertLead(
    ctx.db,
    {
      kind,
      formKey,
      idempotencyKey: randomUUID(),
      fields,
      status,
      spamReason: spam ?? held,
      landingPage: landingPageOf(body, req.get('referer')),
      referrer: clip(body.referrer, 500) || null,
      utm,
      ip,
      ipGroup,
      userAgent: clip(req.get('user-agent'), 300) || null,
      urgent: isUrgent(kind, fields, ctx.site.forms),
      textConsent: textConsentOf(ctx.db, ctx.site, body, now),
      outsideArea: leadOutsideArea(ctx.site, fields),
    },
    now,
  )
  if (stored.corrected) ctx.log({ event: 'lead_corrected', kind, leadId: stored.id, fields: Object.keys(fields) })
  else ctx.log({ event: 'lead_stored', kind, leadId: stored.id, duplicate: stored.duplicate, spam, held })
  // A new lead the inbox counts (not a repeat or a correction, spam or held) is a form sent in Reports.
  if (!stored.duplicate && !spam && !held) countFormSent(ctx.siteEvents, req, { kind, siteUrl: ctx.siteUrl, body })
  const confirm = !stored.duplicate && wantsConfirmation(ctx.site, ctx.smtp, { status, fields })
  if (confirm) queueConfirmation(ctx, stored.id, now)
  if (target || confirm) ctx.outbox.kick()
  return { ...stored, formKey }
}

/**
 * What the visitor typed, in full (the body parser bounds a post): the post without its metadata
 * and campaign tags. A value over its field's limit is refused by the schema and sent back whole.
 */
function typedValues(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter(
      (entry): entry is [string, string] => !META.has(entry[0]) && !UTM.test(entry[0]) && typeof entry[1] === 'string',
    ),
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
  const { business } = site
  const closed =
    kind === 'booking'
      ? bookingHoursProblems(
          values,
          site.forms,
          openWeek(business.hours[0]!.rows, business.timeZone, business.specialDays),
        )
      : {}
  if (!parsed.success || Object.keys(closed).length) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { errors: { ...closed, ...errors } }
  }
  const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >
  return { fields }
}

/**
 * How to send a form back: JSON to a script; to a browser, the form's page again, which keeps what
 * was typed and the time it was first served, and gives it a fresh key (this answer is the
 * visitor's alone, never cached).
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
      formState: { ...state, servedAt: keptServedAt(body, now), formKey: randomUUID() },
    })
    res.status(status).type('html').send(page)
  }
}

/** What a valid post carries beside its fields: why it looks like spam (if it does), its form key (leadFormKey) and its campaign tags. */
function postDetails(
  ctx: ServerContext,
  kind: LeadKind,
  req: Request,
  body: Record<string, unknown>,
  fields: Record<string, string>,
  now: number,
) {
  const spam = spamReason({
    body,
    fields,
    userAgent: req.get('user-agent'),
    acceptLanguage: req.get('accept-language'),
    now,
  })
  const formKey = leadFormKey(ctx.db, { kind, posted: body.formKey, fields, ip: req.ip ?? null, now })
  return { spam, formKey, utm: campaignTags(body) }
}

/** A wait in words: "in 40 minutes", "in 1 hour", "in 23 hours". */
function after(seconds: number): string {
  if (seconds < 3600) return `in ${Math.max(1, Math.ceil(seconds / 60))} minutes`
  const hours = Math.ceil(seconds / 3600)
  return `in ${hours} hour${hours === 1 ? '' : 's'}`
}
