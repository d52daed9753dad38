import type { ContentProblem } from '../errors.ts'
import type { Forms } from '../../schemas/forms.ts'
import type { Parsed } from '../parse.ts'

/** Static mode names the forwarder the forms post to, since no server of ours receives them. */
export function checkForms(forms: Parsed<Forms>): ContentProblem[] {
  if (forms.value.mode !== 'static' || forms.value.forwarding?.kind === 'formsubmit') return []
  return [
    forms.source.problem(
      ['mode'],
      'static mode needs forwarding with kind formsubmit: the forwarder the forms post to',
    ),
  ]
}
