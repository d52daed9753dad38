/**
 * `Spring Safety: 5 Rules!` → `spring-safety-5-rules`: lowercase letters and digits joined by single
 * hyphens, accents dropped, apostrophes taken out (`Land O' Lakes` → `land-o-lakes`). A post's, a
 * service's and a city's id, file name and address: the content check, the server and the Site
 * content form all name an entry by it.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
