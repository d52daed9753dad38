import type { Router } from 'express'
import type { ServerContext } from '../../context.ts'
import { notesOfLeads, type LeadNote } from '../../db/lead-notes.ts'
import { pageLeads, type Lead } from '../../db/leads.ts'
import { csvRow, CSV_BOM } from '../../leads/csv.ts'
import { fieldLabel, readableFields } from '../../leads/deliver.ts'
import { leadFilter, localTime, parseLeadQuery } from './lead-query.ts'
import { formFields, leadCity } from '../../leads/lead-fields.ts'
import { deliveryText, FORM_NAMES } from './lead-view.ts'

/** Fields with a column of their own at the front; every other form field follows, by label. */
const NAMED = new Set(['fullName', 'firstName', 'lastName', 'email', 'phone', 'city', 'serviceType'])
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']
/** Leads read (and written out) per step, so tens of thousands never sit in memory at once. */
const BATCH = 500

const STAGE_NAMES: Record<Lead['stage'], string> = {
  new: 'New',
  contacted: 'Contacted',
  booked: 'Booked',
  won: 'Won',
  lost: 'Lost',
}

/**
 * GET /api/admin/leads/export: every lead the list's filter lets through (not one page), newest
 * first, as a CSV file for a spreadsheet (server/leads/csv.ts): one header row of labels, then a row
 * per lead, its team notes in one cell.
 */
export function leadExportRoute(router: Router, ctx: ServerContext) {
  const timeZone = ctx.site.business.timeZone
  router.get('/api/admin/leads/export', (req, res) => {
    const filter = leadFilter(parseLeadQuery(req.query), timeZone)
    const orders = formFields(ctx.site.forms)
    const extra = [...new Set([...orders.contact, ...orders.booking])].filter((name) => !NAMED.has(name))
    const today = localTime(ctx.now(), timeZone).slice(0, 10)
    res.setHeader('Content-Type', 'text/csv; charset=utf-8')
    res.setHeader('Content-Disposition', `attachment; filename="leads-${today}.csv"`)
    res.setHeader('Cache-Control', 'no-store')
    res.write(
      CSV_BOM +
        csvRow([
          `Received (${timeZone})`,
          'Form',
          'Status',
          'Delivery',
          'Name',
          'Email',
          'Phone',
          'City',
          'Service',
          'Service area',
          'Urgent',
          'Text messages',
          ...extra.map(fieldLabel),
          'Landing page',
          'Referrer',
          ...UTM.map((key) => `UTM ${key.slice(4)}`),
          'Team notes',
          'Lead ID',
        ]),
    )
    let before: number | null = null
    do {
      const page = pageLeads(ctx.db, filter, before, BATCH)
      const notes = notesOfLeads(
        ctx.db,
        page.leads.map((lead) => lead.id),
      )
      res.write(page.leads.map((lead) => leadRow(lead, extra, notes.get(lead.id) ?? [], ctx)).join(''))
      before = page.next
    } while (before !== null)
    res.end()
  })
}

function leadRow(lead: Lead, extra: string[], notes: LeadNote[], ctx: ServerContext): string {
  const timeZone = ctx.site.business.timeZone
  const fields = readableFields(lead, ctx.site.forms)
  return csvRow([
    localTime(lead.createdAt, timeZone),
    FORM_NAMES[lead.kind],
    lead.status === 'spam' ? 'Spam' : lead.status === 'held' ? 'Held for review' : STAGE_NAMES[lead.stage],
    deliveryText(lead),
    fields.fullName ?? [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    fields.email,
    fields.phone,
    leadCity(lead, ctx.site),
    fields.serviceType,
    lead.outsideArea && `Outside the service area: ${lead.outsideArea}`,
    lead.urgent ? 'Urgent' : '',
    textConsentCell(lead),
    ...extra.map((name) => fields[name]),
    lead.landingPage,
    lead.referrer,
    ...UTM.map((key) => lead.utm[key]),
    notes.map((note) => `${localTime(note.createdAt, timeZone)} ${note.author}: ${note.body}`).join('\n'),
    lead.id,
  ])
}

/** The answer to the text-message box and the version of the words beside it; empty where the form had no box. */
const textConsentCell = ({ textConsent: consent }: Lead) =>
  consent ? `${consent.agreed ? 'Agreed' : 'Not agreed'} (${consent.version})` : ''
