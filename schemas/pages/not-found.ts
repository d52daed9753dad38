import { z } from 'zod'
import { InternalLink, LinkSchema, Text } from '../common.ts'
import { pageBase } from '../page.ts'

/** The page shown for any unknown address (content/pages/not-found.yaml). */
export const NotFoundPageSchema = z.strictObject({
  ...pageBase,
  /** The page's heading. */
  heading: Text,
  /** A sentence or two under it. */
  text: Text,
  /** Three services to suggest instead. */
  teasers: z.array(InternalLink).length(3),
  /** Buttons to other pages. */
  actions: z.array(LinkSchema).min(1),
  /** Label of the call button beside them. */
  callLabel: Text,
})
export type NotFoundPage = z.output<typeof NotFoundPageSchema>
