import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { inputClass } from '../../components/Field.tsx'
import type { Named } from '../../shared/posts.ts'
import { button, card, dangerButton, subtleButton } from '../common/ui.ts'
import { useApiMutation } from '../common/useApiMutation.ts'

/** Add, rename and delete calls for the list; each refreshes the list, the public list and the posts. */
function useNamedMutations(api: string, noun: string, publicApi: string) {
  const invalidates = [api, publicApi, '/api/admin/posts']
  const create = useApiMutation<string>({
    method: 'POST',
    url: () => api,
    body: (name) => ({ name }),
    success: `The ${noun} was added.`,
    invalidates,
  })
  const rename = useApiMutation<Named>({
    method: 'PATCH',
    url: (item) => `${api}/${item.id}`,
    body: (item) => ({ name: item.name }),
    success: `The ${noun} was renamed.`,
    invalidates,
  })
  const remove = useApiMutation<number>({
    method: 'DELETE',
    url: (id) => `${api}/${id}`,
    success: `The ${noun} was deleted.`,
    invalidates,
  })
  return { create, rename, remove }
}

/** Categories or topics: add, rename, delete. */
export function NamedList({ api, noun, publicApi }: { api: string; noun: string; publicApi: string }) {
  const { data: items = [], isLoading } = useQuery<Named[]>({ queryKey: [api] })
  const { create, rename, remove } = useNamedMutations(api, noun, publicApi)
  const [editing, setEditing] = useState<number | null>(null)

  return (
    <div className="space-y-6">
      <AddForm
        noun={noun}
        adding={create.isPending}
        onAdd={(name, added) => create.mutate(name, { onSuccess: added })}
      />
      <div className={card}>
        {isLoading ? (
          <p>Loading...</p>
        ) : items.length === 0 ? (
          <p className="text-slate-600">No {noun === 'category' ? 'categories' : 'topics'} yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
                {editing === item.id ? (
                  <RenameForm
                    item={item}
                    onRename={(name) => rename.mutate({ id: item.id, name }, { onSuccess: () => setEditing(null) })}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <span className="flex-1 font-semibold">{item.name}</span>
                    <button type="button" onClick={() => setEditing(item.id)} className={subtleButton}>
                      Rename
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        window.confirm(
                          `Delete the ${noun} "${item.name}"?${noun === 'category' ? ' Its posts become Uncategorized.' : ''}`,
                        ) && remove.mutate(item.id)
                      }
                      className={dangerButton}
                    >
                      Delete
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** The form that adds a name; it empties once the name is added. */
function AddForm({
  noun,
  adding,
  onAdd,
}: {
  noun: string
  adding: boolean
  onAdd: (name: string, added: () => void) => void
}) {
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '')
    onAdd(name, () => form.reset())
  }
  return (
    <form onSubmit={add} className={`${card} flex flex-wrap items-end gap-3`}>
      <div className="min-w-60 flex-1">
        <label htmlFor="new-name" className="mb-1.5 block text-sm font-semibold">
          New {noun}
        </label>
        <input id="new-name" name="name" required maxLength={60} className={inputClass} />
      </div>
      <button type="submit" disabled={adding} className={button}>
        Add {noun}
      </button>
    </form>
  )
}

/** A name being renamed, in place of its row. */
function RenameForm({
  item,
  onRename,
  onCancel,
}: {
  item: Named
  onRename: (name: string) => void
  onCancel: () => void
}) {
  return (
    <form
      className="flex flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onRename(String(new FormData(event.currentTarget).get('name') ?? ''))
      }}
    >
      <label htmlFor={`rename-${item.id}`} className="sr-only">
        New name for {item.name}
      </label>
      <input
        id={`rename-${item.id}`}
        name="name"
        defaultValue={item.name}
        required
        maxLength={60}
        className={inputClass}
      />
      <button type="submit" className={button}>
        Save
      </button>
      <button type="button" onClick={onCancel} className={subtleButton}>
        Cancel
      </button>
    </form>
  )
}
