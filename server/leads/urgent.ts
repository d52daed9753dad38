import type { Forms } from '../../schemas/forms.ts'
import type { LeadKind } from '../../shared/forms.ts'
import type { DB } from '../db/database.ts'

/** The choice lists each form's fields pick from, by field name. */
function choiceFields(kind: LeadKind, forms: Forms): Record<string, { value: string; urgent?: boolean }[]> {
  return kind === 'contact'
    ? { serviceType: forms.serviceTypes }
    : { serviceType: forms.serviceTypes, preferredTimeSlot: forms.booking.timeSlots, urgency: forms.booking.urgency }
}

/**
 * Whether a lead is urgent: one of its fields holds a choice the content marks `urgent: true` (in
 * content/forms.yaml, Emergency Service and the booking urgency Urgent). Only the content's flags
 * decide, so an owner who marks another choice urgent needs no code change.
 */
export function isUrgent(kind: LeadKind, fields: Record<string, string>, forms: Forms): boolean {
  return Object.entries(choiceFields(kind, forms)).some(
    ([name, choices]) => choices.find((choice) => choice.value === fields[name])?.urgent === true,
  )
}

/**
 * Works out, from the content, whether each lead stored before urgency was recorded (migration 007
 * left it NULL) is urgent; run at start-up, it finds nothing to do once they are done. Returns how
 * many leads it decided.
 */
export function markUrgentLeads(db: DB, forms: Forms): number {
  const rows = db.prepare('SELECT id, kind, fields FROM leads WHERE urgent IS NULL').all() as {
    id: number
    kind: LeadKind
    fields: string
  }[]
  const mark = db.prepare('UPDATE leads SET urgent = ? WHERE id = ?')
  db.transaction(() => {
    for (const row of rows) mark.run(isUrgent(row.kind, JSON.parse(row.fields), forms) ? 1 : 0, row.id)
  })()
  return rows.length
}
