/**
 * Where sign-in goes on to: an address of the admin area (`/admin`, `/admin/leads`), never another
 * site or page, whatever a link or a form says; `/admin` otherwise.
 */
export function adminNext(value: unknown): string {
  return typeof value === 'string' && /^\/admin(\/[a-z-]*)?$/.test(value) ? value : '/admin'
}
