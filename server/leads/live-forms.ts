import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { currentBuild, pageFile } from '../../shared/build-output.ts'
import type { LiveForm } from '../../shared/lead-delivery.ts'

/** The pages whose forms send leads. */
export const LEAD_FORM_PAGES = ['/contact', '/booking'] as const

/** The `action` of each `<form>` of a page's HTML, as written. */
export function formActions(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/gi)].map((tag) => {
    const action = /\saction\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0])
    return (action?.[1] ?? action?.[2] ?? action?.[3] ?? '').replace(/&amp;/g, '&')
  })
}

/**
 * What the live forms really do: each lead form of the build being served, and where it posts. A
 * form posts "elsewhere" when its action's origin is not the site's (SITE_URL): whatever content or
 * Settings say, that is where a visitor's lead goes. A page missing from the build is said as such.
 */
export function liveForms(buildDir: string, siteUrl: string): LiveForm[] {
  const site = new URL(siteUrl).origin
  let build: string
  try {
    build = currentBuild(buildDir)
  } catch {
    return LEAD_FORM_PAGES.map((page) => ({ page, action: null, elsewhere: false }))
  }
  return LEAD_FORM_PAGES.flatMap((page): LiveForm[] => {
    let html: string
    try {
      html = readFileSync(join(build, 'client', pageFile(page)), 'utf8')
    } catch {
      return [{ page, action: null, elsewhere: false }]
    }
    return formActions(html).map((action) => {
      const target = new URL(action || page, `${site}${page}`)
      return { page, action: target.href, elsewhere: target.origin !== site }
    })
  })
}
