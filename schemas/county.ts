import { z } from 'zod'
import { Text } from './common.ts'

/** A county the business serves (content/counties.yaml). */
export const CountySchema = z.strictObject({
  name: Text.meta({ description: 'County name without the word "County" (Pinellas); cities refer to it.' }),
  region: Text.meta({ description: 'The region the county is in, one of the regions.' }),
  summary: Text.meta({
    description: 'A short paragraph on serving this county, shown as a county highlight when highlight is set.',
  }),
  highlight: z
    .boolean()
    .optional()
    .meta({ description: 'Shown among the county highlights on the service-area page.' }),
})
export type County = z.output<typeof CountySchema>

export const CountiesFileSchema = z.strictObject({
  counties: z.array(CountySchema).min(1).meta({ description: 'The counties served.' }),
})
export type CountiesFile = z.output<typeof CountiesFileSchema>
