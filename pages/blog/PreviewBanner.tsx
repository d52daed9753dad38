import type { PreviewNote } from './preview.ts'

/** Tells a signed-in user that the article they see is not on the public blog, and when it will be. */
export function PreviewBanner({ preview }: { preview: PreviewNote }) {
  const state =
    preview.status === 'scheduled' && preview.publishesAt
      ? `Scheduled to publish ${preview.publishesAt}. Until then, only signed-in staff can open it;`
      : 'This draft is seen only by signed-in staff;'
  const text = `${state} visitors get “page not found” at this address.`
  return (
    <div role="status" className="border-b-4 border-amber-500 bg-amber-100 text-amber-950">
      <div className="container-page flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4">
        <p className="min-w-0">
          <strong className="block text-lg font-extrabold">Preview — not published</strong>
          <span className="block">{text}</span>
        </p>
        <a
          href="/admin/posts"
          className="shrink-0 rounded-lg bg-amber-950 px-4 py-2 font-bold text-white hover:bg-amber-900"
        >
          Back to the posts
        </a>
      </div>
    </div>
  )
}
