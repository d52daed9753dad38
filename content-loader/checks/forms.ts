import { forwardAddressProblem } from '../../shared/public-address.ts'
import type { ContentProblem } from '../errors.ts'
import type { Forms } from '../../schemas/forms.ts'
import type { Parsed } from '../parse.ts'

/**
 * Where leads go must be somewhere the forms can post to: static mode names the forwarder the forms
 * post to (no server of ours receives them), and a forwarder is a public https address (the
 * server's CSP admits a static forwarder's origin in `form-action`, server/headers.ts).
 */
export function checkForms(forms: Parsed<Forms>): ContentProblem[] {
  const { mode, forwarding } = forms.value
  const problems: ContentProblem[] = []
  if (mode === 'static' && forwarding?.kind !== 'formsubmit')
    problems.push(
      forms.source.problem(
        ['mode'],
        'static mode needs forwarding with kind formsubmit: the forwarder the forms post to',
      ),
    )
  const why = forwarding && forwardAddressProblem(forwarding.url)
  if (why) problems.push(forms.source.problem(['forwarding', 'url'], why))
  return problems
}
