import { z } from 'zod'
import { Text } from './common.ts'

/**
 * Words that offer something for a review. Google's review policy and the FTC's rule on consumer
 * reviews (16 CFR 465) forbid rewarding reviews, so a request that offers one is refused.
 */
const INCENTIVE =
  /\b(discounts?|discounted|coupons?|vouchers?|gift ?cards?|gift certificates?|giveaways?|raffles?|sweepstakes|prizes?|rewards?|rebates?|cash ?back|store credit|entry|entries|enter(ed)? (to win|into|for a chance)|chance to win|\d+ ?% off|\$\d+ off|free (service|tune-?up|inspection|maintenance|visit|month|gift|lubrication|parts?|labor)|in exchange for|in return for)\b/gi

/**
 * Words that ask only happy customers, or ask for a good review. The same rules forbid that
 * ("review gating"): every customer is asked the same way.
 */
const GATE =
  /\b(if you('re| are| were)? (happy|satisfied|pleased|delighted)|if you (enjoyed|liked|loved)|(5|five)[- ]stars?|positive review|good review|great review|glowing review)\b/gi

/** The placeholders a request may use; `{reviewLink}` must be there. */
const PLACEHOLDERS = ['firstName', 'businessName', 'reviewLink']

/** Reports each incentive, rating filter and unknown placeholder in a request, each with its text so the message points at its line. */
function fairRequest(value: string, ctx: z.RefinementCtx): void {
  for (const match of value.matchAll(INCENTIVE))
    ctx.addIssue({
      code: 'custom',
      message: `offers something for a review ("${match[0]}"): Google's review policy and the FTC forbid rewarding reviews; ask every customer the same way, with nothing in return`,
      params: { text: match[0] },
      input: value,
    })
  for (const match of value.matchAll(GATE))
    ctx.addIssue({
      code: 'custom',
      message: `asks only for good reviews ("${match[0]}"): Google's review policy and the FTC forbid filtering who is asked or asking for a rating; ask every customer the same way for an honest review`,
      params: { text: match[0] },
      input: value,
    })
  for (const match of value.matchAll(/\{([^}]*)\}/g))
    if (!PLACEHOLDERS.includes(match[1]!))
      ctx.addIssue({
        code: 'custom',
        message: `unknown placeholder ${match[0]}: use {firstName}, {businessName} or {reviewLink}`,
        params: { text: match[0] },
        input: value,
      })
}

/** Asking a customer for a review after the job: where to send them and the message the admin's lead page fills in. */
export const ReviewRequestSchema = z.strictObject({
  url: z.url({ protocol: /^https$/, message: 'must be an https address, like https://g.page/r/…/review' }).meta({
    description:
      "The business's own review address, where /review sends customers: https://g.page/r/…/review. Changing it later changes where /review goes.",
  }),
  emailSubject: Text.superRefine(fairRequest).meta({
    description: 'Subject of the review request sent by email; may use {firstName} and {businessName}.',
  }),
  message: Text.superRefine(fairRequest)
    .refine((text) => text.includes('{reviewLink}'), {
      message: 'must include {reviewLink}, where the customer leaves the review',
    })
    .meta({
      description:
        'The request sent by text or email after a job is won, the same for every customer: {firstName}, {businessName} and {reviewLink} (this site\'s /review) are filled in. No reward, and no "if you were happy": those are refused.',
    }),
})
export type ReviewRequest = z.output<typeof ReviewRequestSchema>

/**
 * A request's text with the customer's first name, the business's name and the review link filled
 * in. A full stop after a value that ends in one is dropped: "this is {businessName}." with
 * "Gulfline Garage Door Co." reads "…Co.", not "…Co..".
 */
export function fillReviewRequest(
  template: string,
  values: { firstName: string; businessName: string; reviewLink: string },
): string {
  return template.replace(
    /\{(firstName|businessName|reviewLink)\}(\.?)/g,
    (_, name: keyof typeof values, stop: string) => values[name] + (values[name].endsWith('.') ? '' : stop),
  )
}
