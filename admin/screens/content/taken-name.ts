import type { ErrorSchema } from '@rjsf/utils'
import { useQuery } from '@tanstack/react-query'
import type { ContentList, ContentType, ContentTypeInfo } from '../../../shared/admin-content.ts'
import { alreadyCalled, entryNoun } from '../../../shared/field-label.ts'
import { slugify } from '../../../shared/slug.ts'
import { contentUrl } from './content-api.ts'
import { contentHref } from './useContentRoute.ts'

/** Another entry of the kind that the name being typed would take the place of, and where to open it. */
export interface TakenName {
  /** The form's id of the name's input (`root_name`). */
  fieldId: string
  message: string
  title: string
  href: string
}

/**
 * The name of a new entry (or of a city being renamed: its address moves with its name) that
 * another entry of the kind already has, said at the name as it is typed, as the server refuses it
 * on Check and Save: "There is already a city called Palm Harbor: open it, or choose another name".
 */
export function useTakenName(
  kind: ContentTypeInfo | undefined,
  type: ContentType,
  openedAs: string | null,
  values: unknown,
): TakenName | null {
  const { data: list } = useQuery<ContentList>({ queryKey: [contentUrl(type)], enabled: !!kind?.canCreate })
  const field = type === 'cities' ? 'name' : 'title'
  if (!kind?.canCreate || !list || (openedAs !== null && type !== 'cities')) return null
  const name = (values as Record<string, unknown> | null)?.[field]
  const slug = typeof name === 'string' ? slugify(name) : ''
  const other = slug && list.entries.find((entry) => entry.id === slug && entry.id !== openedAs)
  if (!other) return null
  return {
    fieldId: `root_${field}`,
    message: alreadyCalled(entryNoun(kind.label), other.title),
    title: other.title,
    href: contentHref({ view: 'entry', type, id: other.id }),
  }
}

/** The form's problems with the taken name's added at its field (once, if the server said it too). */
export function withTakenName(problems: ErrorSchema, taken: TakenName | null): ErrorSchema {
  if (!taken) return problems
  const field = taken.fieldId.replace(/^root_/, '')
  const at = (problems as Record<string, { __errors?: string[] }>)[field]
  const errors = at?.__errors ?? []
  if (errors.includes(taken.message)) return problems
  return { ...problems, [field]: { ...at, __errors: [taken.message, ...errors] } } as ErrorSchema
}
