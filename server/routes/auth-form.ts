import type { Request, Response } from 'express'
import { adminNext } from '../../shared/admin-next.ts'
import { ACCOUNT_FIELDS, fieldErrorOf } from '../../shared/field-errors.ts'
import type { FormState } from '../../shared/forms.ts'
import type { ServerContext } from '../context.ts'
import { HttpError } from '../http-errors.ts'
import { renderPageWith } from '../page-renderer.ts'

/** The fields of the sign-in page's form that an error can name, and how its sentence names each. */
const FIELDS = { username: ACCOUNT_FIELDS.username, password: ACCOUNT_FIELDS.password, code: ACCOUNT_FIELDS.code }

/**
 * How the sign-in page's form is answered when the browser posts it itself to /auth (the page's
 * script not awake yet, an autofill that submits at once, or no JavaScript; once awake, the script
 * sends JSON to /api/login or /api/register): on to `next` in the admin area, or the page again
 * with what was wrong and what was typed, the password aside. The password never travels in an address.
 */
export async function answerAccountForm(
  ctx: ServerContext,
  req: Request,
  res: Response,
  view: 'login' | 'register',
  act: () => Promise<unknown>,
): Promise<void> {
  const body = (req.body ?? {}) as Record<string, unknown>
  try {
    await act()
    res.redirect(303, adminNext(req.query.next))
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const named = fieldErrorOf(error.message, FIELDS)
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '')
    const state: FormState = {
      values: view === 'register' ? { username: text('username'), code: text('code') } : { username: text('username') },
      errors: named ? { [named.field]: named.text } : {},
      ...(!named && { formError: error.message }),
    }
    // The page the form was on (/auth, /auth?view=register&next=…), again.
    const page = await renderPageWith(ctx, req, req.originalUrl, { formState: state })
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value)
    res.status(error.status).type('html').send(page)
  }
}
