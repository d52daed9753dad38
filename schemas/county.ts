import { z } from 'zod'
import { Text } from './common.ts'

/** A county the business serves (content/counties.yaml). */
export const CountySchema = z.strictObject({
  /** County name without the word "County" (`Pinellas`); cities refer to it. */
  name: Text,
  /** The region the county belongs to; must be in content/regions.yaml. */
  region: Text,
  /** A short paragraph on serving this county, shown as a county highlight when `highlight` is set. */
  summary: Text,
  /** Shown among the county highlights on the service-area page. */
  highlight: z.boolean().optional(),
})
export type County = z.output<typeof CountySchema>

export const CountiesFileSchema = z.strictObject({
  counties: z.array(CountySchema).min(1),
})
export type CountiesFile = z.output<typeof CountiesFileSchema>
