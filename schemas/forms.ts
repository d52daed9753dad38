import { z } from 'zod'
import { Text } from './common.ts'

const Choice = z.strictObject({
  value: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and hyphens')
    .meta({ description: 'Value sent with the form: repair.' }),
  label: Text.meta({ description: 'What the visitor sees: Garage Door Repair.' }),
  urgent: z.boolean().optional().meta({
    description: 'A lead that chooses this is urgent: it is flagged in the inbox and its email subject says so.',
  }),
})

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "08:00"')

/** An arrival window of the booking form: offered on a day only when it falls within that day's hours. */
const TimeSlot = Choice.extend({
  starts: Time.optional().meta({ description: 'When the window starts, 24-hour: 08:00.' }),
  ends: Time.optional().meta({ description: 'When it ends, 24-hour: 11:00.' }),
}).refine((slot) => !slot.starts || !slot.ends || slot.starts < slot.ends, {
  message: 'ends before it starts',
  path: ['ends'],
  params: { inForm: 'The window must end after it starts' },
})

/** The placeholders the confirmation email's wording may use. */
export const CONFIRMATION_PLACEHOLDERS = ['firstName', 'businessName', 'phone', 'service', 'opensAt'] as const

/** Reports each placeholder a confirmation's text names that is not filled in, with its text so the message points at it. */
function knownPlaceholders(value: string, ctx: z.RefinementCtx): void {
  for (const match of value.matchAll(/\{([^}]*)\}/g))
    if (!(CONFIRMATION_PLACEHOLDERS as readonly string[]).includes(match[1]!))
      ctx.addIssue({
        code: 'custom',
        message: `unknown placeholder ${match[0]}: use ${CONFIRMATION_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
        params: { text: match[0] },
        input: value,
      })
}

const ConfirmationText = Text.superRefine(knownPlaceholders)

/**
 * The email sent to a visitor who gave an email address, once their request is stored: what they
 * asked for (every field they filled in, listed after `intro`), what happens next and when, and the
 * phone number; a reply goes to the business's email. Each text may use {firstName}, {businessName},
 * {phone} (the business's), {service} (the service chosen) and, in `afterHours`, {opensAt}. Never sent
 * for a lead held as spam or for review; left out, no confirmation is sent.
 */
const ConfirmationEmail = z.strictObject({
  subject: ConfirmationText.meta({ description: "The email's subject: We got your request, {firstName}." }),
  intro: ConfirmationText.meta({
    description:
      'The opening, before the list of what they sent: Hi {firstName}, thank you for contacting {businessName}. This is what you sent us:.',
  }),
  nextSteps: ConfirmationText.meta({
    description:
      "What happens next, said whenever the request arrives: We'll call you within 1-2 business hours to confirm the details and a time.",
  }),
  afterHours: ConfirmationText.refine((text) => text.includes('{opensAt}'), {
    message: 'must include {opensAt}, when the business next opens',
  }).meta({
    description:
      'Added after Next steps when the request arrives outside the first set of hours in Business details; {opensAt} becomes when they next open, like "Monday from 7 am" or "today from 8 am".',
  }),
  urgentAfterHours: ConfirmationText.optional().meta({
    description:
      "Said instead of After hours when an urgent request (a choice marked urgent) arrives outside those hours, which are answered as soon as possible: For a door that can't wait, call us now at {phone}. Left out, an urgent request is told afterHours like any other.",
  }),
  closing: ConfirmationText.meta({
    description: 'The last paragraph: Anything to add or change? Call us at {phone}, or reply to this email.',
  }),
})

/** The contact and booking forms' choices and delivery (content/forms.yaml). */
export const FormsSchema = z
  .strictObject({
    mode: z.enum(['server', 'static']).meta({
      description:
        "server: forms post to this site's server, which stores each lead and forwards it. static: forms post straight to the forwarder below (for hosting the built pages without the server).",
    }),
    forwarding: z
      .strictObject({
        kind: z
          .enum(['formsubmit', 'webhook'])
          .meta({ description: 'formsubmit: a FormSubmit-compatible form forwarder; webhook: a JSON webhook.' }),
        url: z
          .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
          .meta({ description: 'Where leads are sent: the http(s) address of the forwarder or webhook.' }),
      })
      .optional()
      .meta({
        description:
          "Where leads are forwarded: a FormSubmit-compatible form forwarder, or a JSON webhook. In server mode the admin area's setting overrides this; without either, leads are only stored. Static mode needs a formsubmit forwarder.",
      }),
    phoneExample: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like "(555) 555-0142"')
      .meta({
        description:
          'A phone number written the way visitors should write theirs, quoted when one is mistyped: (813) 555-0142.',
      }),
    serviceTypes: z.array(Choice).min(1).meta({
      description:
        'The services a visitor can choose on the contact form, in its order; the booking form offers those its own service types name.',
    }),
    contact: z
      .strictObject({
        subject: Text.meta({ description: 'Email subject of a contact lead.' }),
        states: z
          .array(
            z.strictObject({
              value: z
                .string()
                .regex(/^[A-Z]{2}$/)
                .meta({ description: 'Two-letter state code sent with the form: FL.' }),
              label: Text.meta({ description: 'What the visitor sees: Florida.' }),
            }),
          )
          .min(1)
          .meta({ description: 'States offered in the state field; the first is the default.' }),
      })
      .meta({ description: 'The contact form.' }),
    textMessages: z
      .strictObject({
        consent: Text.refine((text) => /\bSTOP\b/.test(text) && /\bHELP\b/.test(text), {
          message: 'must say how to stop texts and get help, like "Reply STOP to opt out, HELP for help."',
        })
          .refine((text) => /msg (&|and) data rates may apply/i.test(text), {
            message: 'must say "Msg & data rates may apply."',
          })
          .refine((text) => /\b\d+ (text )?(messages|msgs)\b/i.test(text), {
            message: 'must say how many messages are sent, like "up to 4 messages per request"',
          })
          .meta({
            description:
              'The box\'s wording: who texts, how often, "Msg & data rates may apply" and how to stop (STOP) and get help (HELP). Editing it makes a new version; leads sent before keep the one they saw.',
          }),
        privacyHeading: Text.meta({
          description: "The privacy page's section on phone numbers and text messages: its heading.",
        }),
        privacy: Text.meta({
          description:
            "That section's text, paragraphs separated by a blank line; shown after the section on what is collected.",
        }),
      })
      .optional()
      .meta({
        description:
          'The optional box on both forms that asks to text the visitor about their request; left out, the forms offer none. Each lead keeps whether it was ticked and the exact wording shown beside it.',
      }),
    confirmationEmail: ConfirmationEmail.optional().meta({
      description:
        'The email that confirms a request to the visitor who gave an email address; left out, none is sent.',
    }),
    booking: z
      .strictObject({
        subject: Text.meta({ description: 'Email subject of a booking lead.' }),
        serviceTypes: z.array(z.string()).min(1).meta({
          description:
            "The services the booking form offers, in its order, by their value in the contact form's Service types (whose labels it shows): a visit to book, so not emergency, which is a call or the contact form.",
        }),
        timeSlots: z.array(TimeSlot).min(1).meta({
          description:
            'Arrival windows offered; on a given day, only those within the hours the business keeps that day (its first set of hours, and its special days).',
        }),
        urgency: z.array(Choice).min(1).meta({ description: 'Urgency choices; the first is the default.' }),
      })
      .meta({ description: 'The booking form.' }),
  })
  .superRefine((forms, check) => {
    const offered = new Set(forms.serviceTypes.map((choice) => choice.value))
    forms.booking.serviceTypes.forEach((value, i) => {
      if (!offered.has(value))
        check.addIssue({
          code: 'custom',
          path: ['booking', 'serviceTypes', i],
          message: `must be one of the serviceTypes values (${[...offered].join(', ')})`,
        })
    })
  })
export type Forms = z.output<typeof FormsSchema>
export type TimeSlotChoice = z.output<typeof TimeSlot>

/** The booking form's services, as choices with their labels (FormsSchema has checked each is listed). */
export function bookingServiceTypes(forms: Forms): z.output<typeof Choice>[] {
  return forms.booking.serviceTypes.flatMap((value) => forms.serviceTypes.filter((choice) => choice.value === value))
}
