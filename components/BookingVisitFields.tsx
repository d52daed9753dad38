import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { todayIn } from '../shared/dates.ts'
import type { Choice, FormValues } from '../shared/forms.ts'
import { bookingDayOf, type BookingDays } from '../shared/booking-days.ts'
import { inputClass } from './Field.tsx'
import { Field } from './Field.tsx'
import { ChoiceSelect } from './LeadFormParts.tsx'
import type { FieldFor } from './useLeadForm.ts'

/** An arrival window of the booking form, with its times when the content gives them. */
export type TimeSlot = Choice & { starts?: string; ends?: string }

/** The labels of the booking form's visit fields. */
export const VISIT_LABELS = {
  serviceType: 'Service Needed',
  preferredDate: 'Preferred Date',
  preferredTimeSlot: 'Preferred Time',
}

/** Today's date never changes while the form is open, so there is nothing to subscribe to. */
const noChanges = () => () => {}

/** What service is needed, and the day and time slot asked for. */
export function VisitFields({
  field,
  values,
  serviceTypes,
  timeSlots,
  days,
  minDate,
  timeZone,
}: {
  field: FieldFor
  values: FormValues
  serviceTypes: Choice[]
  timeSlots: TimeSlot[]
  days: BookingDays
  minDate: string
  timeZone: string
}) {
  // The page is prerendered; in the browser, the earliest date becomes today.
  const min = useSyncExternalStore(
    noChanges,
    () => todayIn(timeZone),
    () => minDate,
  )
  const { day, closed, pick, dateInput, slot } = useChosenDay(values.preferredDate ?? '', days, timeSlots)
  return (
    <>
      <Field {...field('serviceType')} label={VISIT_LABELS.serviceType} className="sm:col-span-2">
        {(p) => (
          <ChoiceSelect
            {...p}
            choices={serviceTypes}
            placeholder="Select a Service"
            defaultValue={values.serviceType}
          />
        )}
      </Field>
      <Field {...field('preferredDate')} label={VISIT_LABELS.preferredDate} hint={day?.said || undefined}>
        {({ pattern: _datesHaveNoPattern, ...p }) => (
          <input
            {...p}
            type="date"
            min={min}
            ref={dateInput}
            defaultValue={values.preferredDate}
            onChange={(event) => pick(event.currentTarget.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field {...field('preferredTimeSlot')} label={VISIT_LABELS.preferredTimeSlot}>
        {(p) => (
          <ChoiceSelect
            {...p}
            ref={slot}
            choices={timeSlots}
            closed={closed ?? undefined}
            placeholder="Select a Time Slot"
            defaultValue={values.preferredTimeSlot}
          />
        )}
      </Field>
    </>
  )
}

/**
 * The day chosen, its hours, and the arrival windows it does not have; a window chosen before that
 * a new day does not have is cleared. A day typed or filled in before the form woke is read as it wakes.
 */
function useChosenDay(sent: string, days: BookingDays, timeSlots: TimeSlot[]) {
  const [date, setDate] = useState(sent)
  const dateInput = useRef<HTMLInputElement>(null)
  const slot = useRef<HTMLSelectElement>(null)
  const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? bookingDayOf(days, value) : null)
  const pick = (next: string) => {
    setDate(next)
    const select = slot.current
    const open = dayOf(next)?.open
    if (select?.value && open && !open.includes(select.value)) select.value = ''
  }
  useEffect(() => {
    const typed = dateInput.current?.value
    if (typed && typed !== sent) pick(typed)
    // Once, as the form wakes: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const day = dayOf(date)
  const closed =
    day && new Set(timeSlots.filter((choice) => !day.open.includes(choice.value)).map((choice) => choice.value))
  return { day, closed, pick, dateInput, slot }
}
