/** A US telephone number as the content writes it, e.g. (813) 555-0142, in E.164: +18135550142. */
export function e164(telephone: string): string {
  return `+1${telephone.replace(/\D/g, '')}`
}

/** A `tel:` link for a US telephone number as the content writes it, e.g. (813) 555-0142. */
export function telHref(telephone: string): string {
  return `tel:${e164(telephone)}`
}
