/** A `tel:` link for a US telephone number as the content writes it, e.g. (813) 555-0142. */
export function telHref(telephone: string): string {
  return `tel:+1${telephone.replace(/\D/g, '')}`
}
