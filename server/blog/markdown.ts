import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const marked = new Marked({ gfm: true, async: false })

/**
 * What an article may contain once rendered: text formatting, headings, lists, tables, quotes,
 * code, links and images. No scripts, styles, frames, forms or event handlers; links and images
 * only to http(s), mailto/tel links, and site paths.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nestingLimit: 20,
  transformTags: {
    // An article's own headings sit under the page's h1, so a Markdown "#" becomes h2.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(/^https?:/i.test(attribs.href ?? '') ? { rel: 'noopener nofollow' } : {}) } }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

/** Markdown to HTML that is safe to show to visitors: the sanitizer is the last step, always. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string
  return sanitizeHtml(html, ALLOWED)
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readTime(markdown: string): number {
  const words = markdown.replace(/[#>*_`~\-[\]()!|]/g, ' ').split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}
