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
