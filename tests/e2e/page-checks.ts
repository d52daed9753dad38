import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** Ids named by aria-controls, aria-labelledby, aria-describedby and label[for] that no element has. */
export function danglingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = []
    for (const attribute of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of element.getAttribute(attribute)!.split(/\s+/))
          if (id && !document.getElementById(id))
            missing.push(`${attribute}="${id}" on <${element.tagName.toLowerCase()}>`)
      }
    }
    return missing
  })
}

/**
 * Every console error and warning of `page` from now on (React's hydration warnings are among
 * them), and every uncaught error, as they come. The not-found page's own 404, for its address
 * `url`, is what it should answer.
 */
export function consoleProblems(page: Page, url: string): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.location().url === url && message.text().includes('status of 404')) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/**
 * Beside WCAG's rules, axe's landmark rules: content outside every landmark (the phone's call bar
 * was) and two landmarks of one kind that a screen reader's list cannot tell apart (two asides).
 * Target sizes are weighed on their own (smallTargetsOnScreen).
 */
export const RULES = {
  region: { enabled: true },
  'landmark-unique': { enabled: true },
  'target-size': { enabled: false },
}

/**
 * axe's violations on the page, or within one element of it: rule, what it asks, and the elements.
 * `without` leaves rules out (by id) on top of RULES.
 */
export async function axeViolations(page: Page, within?: string, without: string[] = []): Promise<string[]> {
  return page.evaluate(
    async ({ within, tags, rules }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>
        }
      }
      const result = await axe.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      })
      return result.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    },
    { within, tags: WCAG, rules: { ...RULES, ...Object.fromEntries(without.map((id) => [id, { enabled: false }])) } },
  )
}
