import express, { type RequestHandler } from 'express'
import { LONG_TEXT_MAX } from '../../schemas/leads.ts'
import type { LeadKind } from '../../shared/forms.ts'

/**
 * How much of a lead form's post is read: far more than anyone types, so a long pasted text comes
 * back whole, refused at its field with the limit (schemas/leads.ts). A post past it comes back
 * with the limit at the form's long-text field, empty: what was not read cannot be kept.
 */
const LEAD_POST_LIMIT = '1mb'
const LONG_TEXT: Record<LeadKind, string> = { contact: 'message', booking: 'additionalNotes' }

/**
 * Reads the post of a lead form (at `paths`) before the site's general parsers and their 100 KB; one
 * too large is marked (`res.locals.postTooLarge`) for routes/leads.ts to send back as the form.
 */
export function leadFormBody(paths: string[]): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: LEAD_POST_LIMIT, parameterLimit: 100 })
  return (req, res, next) => {
    if (req.method !== 'POST' || !paths.includes(req.path)) return next()
    parse(req, res, (error?: { type?: string }) => {
      if (error?.type !== 'entity.too.large') return next(error)
      res.locals.postTooLarge = true
      next()
    })
  }
}

/** The error of a post too large to read, at the form's long-text field, with its limit. */
export function tooLargeErrors(kind: LeadKind): Record<string, string> {
  const limit = LONG_TEXT_MAX.toLocaleString('en-US')
  return {
    [LONG_TEXT[kind]]:
      `This was too long for us to receive (over 1 MB), so we could not keep it. Please keep it to ${limit} characters.`,
  }
}
