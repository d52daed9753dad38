/** Whether a navigation link points at the current page or the section it belongs to. */
export function isCurrent(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}
