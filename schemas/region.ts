import { z } from 'zod'
import { Text } from './common.ts'

/** A region the business serves (content/regions.yaml). */
export const RegionSchema = z.strictObject({
  name: Text.meta({ description: 'Region name as cities refer to it (Tampa Bay).' }),
  summary: Text.meta({ description: 'One or two sentences about the region, shown on the service-area page.' }),
})
export type Region = z.output<typeof RegionSchema>

export const RegionsFileSchema = z.strictObject({
  regions: z.array(RegionSchema).min(1).meta({ description: 'The regions the cities are grouped in.' }),
})
