import type { Request } from 'express'
import { z } from 'zod'
import { parseInput } from '../../http-errors.ts'

const IdParam = z.object({
  id: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER),
})
/** The `:id` of a route, a positive whole number (400 naming `id` otherwise). */
export const idOf = (req: Request) => parseInput(IdParam, req.params).id

/** Logs one change made in the admin area as a security event, with who made it. */
export type Audit = (req: Request, action: string, details: Record<string, unknown>) => void
