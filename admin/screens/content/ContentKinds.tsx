import { useQuery } from '@tanstack/react-query'
import type { ContentTypeInfo } from '../../../shared/admin-content.ts'
import { card } from '../../common/ui.ts'
import { contentHref } from './useContentRoute.ts'

export const KINDS_URL = '/api/admin/content'

/** The kinds of content, in menu order: a file of its own opens as its form, a folder as its list. */
export function ContentKinds() {
  const { data: kinds, isLoading, error } = useQuery<ContentTypeInfo[]>({ queryKey: [KINDS_URL] })
  if (isLoading) return <p>Loading...</p>
  if (error || !kinds) return <p className="text-accent-700">The kinds of content could not be loaded.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {kinds.map((kind) => (
        <li key={kind.type}>
          <a
            href={contentHref(
              kind.many ? { view: 'entries', type: kind.type } : { view: 'entry', type: kind.type, id: kind.type },
            )}
            className={`${card} block h-full hover:ring-navy-900`}
          >
            <span className="block text-lg font-bold text-navy-900">{kind.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{kind.description}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}

/** What the viewer knows of a kind: its label and whether entries can be added. */
export function useKind(type: string): ContentTypeInfo | undefined {
  const { data: kinds } = useQuery<ContentTypeInfo[]>({ queryKey: [KINDS_URL] })
  return kinds?.find((kind) => kind.type === type)
}
