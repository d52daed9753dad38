import { z } from 'zod'
import { LinkSchema, SeoSchema, Text } from '../common.ts'
import { HeroSchema, pageBase } from '../page.ts'

/**
 * /thank-you (content/pages/thank-you.yaml): the confirmation a visitor sees once the server has
 * stored their request, and, under `direct`, what the page says to anyone who opens it otherwise.
 */
export const ThankYouPageSchema = z.strictObject({
  ...pageBase,
  hero: HeroSchema.meta({ description: 'The top block of the confirmation.' }),
  nextSteps: z
    .strictObject({
      heading: Text.meta({ description: "The list's heading." }),
      items: z.array(Text).min(1).meta({ description: 'One line per step.' }),
    })
    .meta({ description: 'What happens after a request, step by step.' }),
  promise: Text.meta({ description: 'The promise of how fast someone calls back.' }),
  urgentNote: Text.meta({ description: 'What to do when it cannot wait: call.' }),
  links: z.array(LinkSchema).min(1).meta({ description: 'Buttons to other pages.' }),
  direct: z
    .strictObject({
      seo: SeoSchema.meta({ description: 'The title and description of the page in this case.' }),
      hero: HeroSchema.meta({ description: 'Its top block.' }),
    })
    .meta({
      description:
        'The page opened without a request just sent (typed in, a bookmark, a search result): it must not say anything was received. Its hero\'s buttons lead to the forms and the phone ("tel").',
    }),
})
export type ThankYouPage = z.output<typeof ThankYouPageSchema>
