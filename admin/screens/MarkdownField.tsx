import * as Tabs from '@radix-ui/react-tabs'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { inputClass } from '../../components/Field.tsx'
import { apiRequest, errorText } from '../common/api.ts'
import { fieldErrorOf } from '../../shared/field-errors.ts'
import { POST_PREVIEW_PATH, type PostPreview } from '../../shared/posts.ts'

const tab =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 data-[state=active]:bg-navy-900 data-[state=active]:text-white'

/**
 * The article's Markdown, with a Preview of it as readers will get it: the server formats the body
 * with the renderer that publishes it (same sanitizer, same limits) and the preview wears the
 * article's own styles. Both panels stay in the page, so the text being written is never lost.
 */
export function MarkdownField({ defaultValue }: { defaultValue?: string }) {
  const [view, setView] = useState('write')
  const text = useRef<HTMLTextAreaElement>(null)
  const preview = useMutation({
    mutationFn: async (markdown: string) =>
      (await (await apiRequest('POST', POST_PREVIEW_PATH, { markdown })).json()) as PostPreview,
  })
  const show = (next: string) => {
    setView(next)
    if (next === 'preview') preview.mutate(text.current?.value ?? '')
  }
  return (
    <Tabs.Root value={view} onValueChange={show}>
      <div className="mb-1.5 flex flex-wrap items-end justify-between gap-2">
        <label htmlFor="markdown" className="block text-sm font-semibold text-slate-800">
          Article (Markdown)
        </label>
        <Tabs.List aria-label="Article" className="flex gap-1 rounded-lg p-1 ring-1 ring-slate-300">
          <Tabs.Trigger value="write" className={tab}>
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tab}>
            Preview
          </Tabs.Trigger>
        </Tabs.List>
      </div>
      <Tabs.Content value="write" forceMount className="data-[state=inactive]:hidden">
        <textarea
          ref={text}
          id="markdown"
          name="markdown"
          rows={16}
          defaultValue={defaultValue}
          className={`${inputClass} font-mono text-sm`}
        />
      </Tabs.Content>
      <Tabs.Content
        value="preview"
        forceMount
        className="min-h-40 rounded-lg border border-slate-300 p-4 data-[state=inactive]:hidden"
      >
        <PreviewBody preview={preview} />
      </Tabs.Content>
      <MarkdownHelp />
    </Tabs.Root>
  )
}

/** The formatted body, or why it could not be formatted (the same reason saving would give). */
function PreviewBody({
  preview,
}: {
  preview: { isPending: boolean; error: Error | null; data: PostPreview | undefined }
}) {
  if (preview.isPending) return <p className="text-slate-600">Formatting the preview...</p>
  if (preview.error) {
    const message = errorText(preview.error)
    return (
      <p role="alert" className="font-medium text-accent-700">
        {fieldErrorOf(message, { markdown: 'The article' })?.text ?? message}
      </p>
    )
  }
  if (!preview.data?.html) return <p className="text-slate-600">Nothing written yet.</p>
  // Sanitized by the server, as the published page's body is.
  return <div className="article-body [&>:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
}

/** What to type for each kind of formatting the article shows; nothing else is kept (raw HTML is cleaned out). */
const SYNTAX: { what: string; type: string }[] = [
  { what: 'A heading (smaller: ###)', type: '## Spring replacement' },
  { what: 'Bold, italic', type: '**bold**, *italic*' },
  { what: 'A link', type: '[Book a visit](/booking)' },
  { what: 'A list (numbered: 1. 2.)', type: '- Cables\n- Rollers' },
  { what: 'A quote', type: '> A quiet door is a safe door.' },
  { what: 'A table (header, line, rows)', type: '| Part | Lasts |\n| --- | --- |\n| Spring | 7 years |' },
  { what: 'An image (describe it)', type: '![A new steel door](/media/…)' },
  { what: 'A new paragraph', type: 'an empty line between' },
]

function MarkdownHelp() {
  return (
    <details className="mt-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-brand-700">Markdown help</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {SYNTAX.map(({ what, type }) => (
          <div key={what} className="contents">
            <dt className="font-semibold text-slate-800">{what}</dt>
            <dd className="min-w-0">
              <pre className="overflow-x-auto rounded bg-slate-100 px-2 py-1 font-mono text-xs whitespace-pre">
                {type}
              </pre>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
