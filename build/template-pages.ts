/**
 * City pages rendered straight from their template's hooks, without a renderPage() call each, which
 * routes the address, copies page contexts and searches the HTML to place the tags: a third of a
 * render process's time at 5,000 cities (docs/decisions/0021; how: build/README.md). The hooks are
 * used once two city pages rendered through them are byte for byte what renderPage() made. A page
 * whose hooks throw (a redirect, a 404, a content error) or that reads a field neither given nor
 * ABSENT (`routeParams`, `urlParsed`, headers...) goes to renderPage(). tests/build.test.ts checks.
 */

/** What a render process needs of a rendered page: its HTML and its page context. */
export interface RenderedPage {
  html: string
  pageContext: Record<string, unknown>
}

type Hook = (pageContext: Record<string, unknown>) => unknown

/** The hooks the template may have: any other (an onBeforeRender, say) would be left out here. */
const HOOKS = new Set(['onCreatePageContext', 'guard', 'data', 'onRenderHtml'])
/** Page-independent fields of Vike's page context that templates read. */
const SHARED = ['isClientSide', 'isPrerendering', 'isClientSideNavigation', 'config', 'Page', 'pageId', 'is404']

/**
 * Fields of the page context (renderer/+onCreatePageContext.server.ts) that a prerendered page does
 * not have, which templates may read as absent; any other field missing sends the page to renderPage().
 */
const ABSENT = new Set([
  'viewer',
  'services',
  'pageReads',
  'contentError',
  'formState',
  'leadReceived',
  'serviceAreaAnswer',
])

export function templatePages() {
  /** What every city page shares, learnt from the first one renderPage() renders; null when it cannot be used. */
  let template: ReturnType<typeof templateOf> | undefined
  /** The first city page, once the template is learnt from it; proven, once a second one agrees. */
  let learntAt: string | undefined
  let proven = false
  let direct = 0

  /** The page at `path`, through the template's hooks; null when renderPage() must render it. */
  async function throughHooks(path: string): Promise<RenderedPage | null> {
    if (!template) return null
    const { at, before, after, fromEnd } = template.tags
    const given: Record<string, unknown> = {
      ...template.shared,
      urlOriginal: path,
      urlPathname: path,
      errorWhileRendering: null,
    }
    const pageContext = new Proxy(given, {
      get(target, key, receiver) {
        // A field not given: the page goes to renderPage().
        if (typeof key === 'string' && !(key in target) && !ABSENT.has(key)) throw new Error(`${key} is not given`)
        return Reflect.get(target, key, receiver)
      },
    })
    try {
      for (const hook of template.onCreatePageContext) await hook(pageContext)
      await template.guard?.(pageContext)
      if (template.data) given.data = await template.data(pageContext)
      const result = (await template.onRenderHtml(pageContext)) as { pageContext?: Record<string, unknown> }
      const text = result?.pageContext?.documentText
      if (typeof text !== 'string' || !text.startsWith(at) || !text.endsWith(fromEnd)) return null
      Object.assign(given, result.pageContext, { documentText: undefined })
      return { html: at + before + text.slice(at.length, text.length - fromEnd.length) + after + fromEnd, pageContext }
    } catch {
      return null
    }
  }

  return {
    /**
     * Learns the template from the first city page renderPage() rendered (`html`), and proves it there
     * and on a second one: it is used only if both, rendered again through its hooks, come out the same.
     */
    async learn(path: string, pageContext: Record<string, unknown>, html: string) {
      if (template === null || proven) return
      if (template === undefined) {
        template = templateOf(pageContext, html)
        learntAt = path
      } else if (path === learntAt) return
      const again = await throughHooks(path)
      if (again?.html !== html) template = null
      else if (path !== learntAt) proven = true
    },
    /** The page at `path`, through the proven template's hooks; null when renderPage() must render it. */
    async render(path: string): Promise<RenderedPage | null> {
      if (!proven) return null
      const page = await throughHooks(path)
      if (page) direct++
      return page
    },
    /** How many pages the template rendered, for the build's summary line. */
    get rendered() {
      return direct
    },
  }
}

/** The template of the page renderPage() rendered as `html`, or null when its hooks cannot render it alone. */
function templateOf(pageContext: Record<string, unknown>, html: string) {
  const config = pageContext.config as Record<string, unknown> | undefined
  const text = pageContext.documentText
  if (!config || typeof text !== 'string' || typeof config.onRenderHtml !== 'function') return null
  for (const [name, value] of Object.entries(config))
    if (/^on[A-Z]/.test(name) && !HOOKS.has(name) && value !== undefined) return null
  const tags = tagsBetween(text, html)
  if (!tags) return null
  const hook = (value: unknown) => (typeof value === 'function' ? (value as Hook) : undefined)
  return {
    shared: Object.fromEntries(SHARED.filter((key) => key in pageContext).map((key) => [key, pageContext[key]])),
    onCreatePageContext: [config.onCreatePageContext ?? []]
      .flat()
      .filter((value): value is Hook => typeof value === 'function'),
    guard: hook(config.guard),
    data: hook(config.data),
    onRenderHtml: config.onRenderHtml as Hook,
    tags,
  }
}

/**
 * What Vike added to `text` to make `html`, when it is one run of characters after the first ones
 * and one before the last ones (the stylesheet and preload links in the head, the script before
 * `</body>`): `before` goes after `at`, the text every page of the template begins with (up to its
 * head's tag); `after` before `fromEnd`, the text every page ends with (from its body's end tag).
 */
function tagsBetween(text: string, html: string) {
  const head = text.indexOf('<head>')
  const body = text.lastIndexOf('</body>')
  if (head < 0 || body < head) return null
  let start = 0
  while (start < head + 6 && text[start] === html[start]) start++
  let end = 0
  while (end < text.length - body && text[text.length - 1 - end] === html[html.length - 1 - end]) end++
  const middle = text.slice(start, text.length - end)
  const inHtml = html.slice(start, html.length - end)
  const offset = inHtml.indexOf(middle)
  if (offset < 0 || inHtml.lastIndexOf(middle) !== offset) return null
  return {
    at: text.slice(0, start),
    before: inHtml.slice(0, offset),
    after: inHtml.slice(offset + middle.length),
    fromEnd: text.slice(text.length - end),
  }
}
