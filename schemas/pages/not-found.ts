import { z } from 'zod'
import { InternalLink, LinkSchema, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** The page shown for any unknown address (content/pages/not-found.yaml). */
export const NotFoundPageSchema = z.strictObject({
  ...pageBase,
  heading: Text.meta({ description: "The page's heading." }),
  text: Text.meta({ description: 'A sentence or two under it.' }),
  teasers: z.array(InternalLink).length(3).meta({ description: 'Three services to suggest instead.' }),
  actions: z.array(LinkSchema).min(1).meta({ description: 'Buttons to other pages.' }),
  callLabel: Text.meta({ description: 'Label of the call button beside them.' }),
})
export type NotFoundPage = z.output<typeof NotFoundPageSchema>
