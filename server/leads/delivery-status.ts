import { businessDateTime } from '../../shared/business-time.ts'
import type { ServerContext } from '../context.ts'
import { latestFailure } from '../db/lead-deliveries.ts'
import { countLeads, findLead } from '../db/leads.ts'
import type { LeadDeliveryStatus } from '../../shared/lead-delivery.ts'
import { leadEmailStatus } from './email-status.ts'
import { failureText } from './failure-text.ts'
import { routingChanges } from './lead-routing.ts'
import { liveForms } from './live-forms.ts'
import { currentTargets, targetKeyText, targetText } from './target.ts'

export function leadDeliveryStatus(ctx: ServerContext): LeadDeliveryStatus {
  const { targets, source } = currentTargets(ctx.db, ctx.site.forms)
  const failure = latestFailure(ctx.db)
  const counts = countLeads(ctx.db)
  const forwarding = ctx.site.forms.forwarding
  const forms = liveForms(ctx.buildDir, ctx.siteUrl)
  const since = failure && sinceFailure(findLead(ctx.db, failure.leadId)?.status)
  const unreached = (counts.stored ?? 0) + (counts.failed ?? 0)
  return {
    targets: targets.map((target) => ({ kind: target.kind, text: targetText(target) })),
    source,
    contentTarget: forwarding ? targetText(forwarding) : null,
    email: leadEmailStatus(ctx),
    latestFailure: failure && {
      leadId: failure.leadId,
      target: targetKeyText(failure.target),
      reason: failureText(failure.error, failure.statusCode),
      at: new Date(failure.startedAt).toISOString(),
      when: businessDateTime(failure.startedAt, ctx.site.business.timeZone),
      since: since!,
    },
    unreached: { stored: counts.stored ?? 0, failed: counts.failed ?? 0 },
    timeZone: ctx.site.business.timeZone,
    liveForms: forms,
    // Said only while nothing says otherwise: a target set, no lead unreached or waiting on a retry,
    // and every live form posting here.
    allDelivered:
      source !== 'none' &&
      unreached === 0 &&
      (!since || since === 'delivered') &&
      !forms.some((form) => form.elsewhere),
    routingChanges: routingChanges(ctx),
  }
}

/** What became of the lead of the latest failure: a lead sent on later, or deleted, is no longer waiting. */
function sinceFailure(status: string | undefined): 'delivered' | 'retrying' | 'failed' {
  return status === 'pending' ? 'retrying' : status === 'failed' ? 'failed' : 'delivered'
}
