import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ContentEntry, ContentList, ContentSaved, ContentType } from '../../../shared/admin-content.ts'
import { button, card, subtleButton } from '../../common/ui.ts'
import { useKind } from './ContentKinds.tsx'
import { contentUrl } from './content-api.ts'
import { EntryForm } from './EntryForm.tsx'
import { entryNoun } from './EntryList.tsx'
import { formSchema, formUiSchema } from './form-schema.ts'
import { EntryNotices } from './EntryNotices.tsx'
import { PublishPanel } from './PublishPanel.tsx'
import { RemoveEntry } from './RemoveEntry.tsx'
import { useKindForm } from './kind-forms.tsx'
import { contentHref, type OnSaved } from './useContentRoute.ts'
import { useEntryActions } from './useEntryActions.ts'
import { DraftOffer } from './DraftOffer.tsx'
import { useFormDraft } from './drafts.ts'
import { useTakenName, withTakenName } from './taken-name.ts'

interface Saving {
  saved: ContentSaved | null
  onSaved: OnSaved
}

/** An entry's form, opened on the file as it is; opened again on it after the file changed elsewhere. */
export function EntryEditor({ type, id, ...saving }: { type: ContentType; id: string } & Saving) {
  const queryClient = useQueryClient()
  const url = contentUrl(type, id)
  const { data: entry, isLoading, error } = useQuery<ContentEntry>({ queryKey: [url] })
  const [opened, setOpened] = useState(0)
  if (isLoading) return <p>Loading...</p>
  if (error || !entry) return <p className="text-accent-700">This entry could not be loaded: {String(error)}</p>
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: [url] }).then(() => setOpened((count) => count + 1))
  return <EntryScreen key={opened} type={type} entry={entry} isNew={false} onReload={reload} {...saving} />
}

/**
 * A new entry's form: empty, on the schema of the kind's entries (read from one of them, as every
 * entry of a kind shares it).
 */
export function NewEntry({ type, ...saving }: { type: ContentType } & Saving) {
  const { data: list } = useQuery<ContentList>({ queryKey: [contentUrl(type)] })
  const first = list?.entries[0]?.id
  const { data: sample, error } = useQuery<ContentEntry>({
    queryKey: [contentUrl(type, first ?? '')],
    enabled: first !== undefined,
  })
  if (error) return <p className="text-accent-700">The form could not be loaded: {String(error)}</p>
  if (!sample) return <p>Loading...</p>
  const blank: ContentEntry = { ...sample, id: '', title: '', file: '', path: null, values: {}, version: '' }
  return <EntryScreen type={type} entry={blank} isNew onReload={() => {}} {...saving} />
}

/** The form's heading, the way back, and the file it edits. */
function EntryHeading({ type, entry, isNew }: { type: ContentType; entry: ContentEntry; isNew: boolean }) {
  const kind = useKind(type)
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold text-navy-900">
          {isNew ? `New ${entryNoun(kind?.label)}` : `Edit “${entry.title}”`}
        </h2>
        <a href={contentHref(kind?.many ? { view: 'entries', type } : { view: 'kinds' })} className={subtleButton}>
          Back to {kind?.many ? kind.label.toLowerCase() : 'Site content'}
        </a>
      </div>
      {!isNew && <p className="text-sm break-words text-slate-600">File: {entry.file}</p>}
    </>
  )
}

function EntryScreen({
  type,
  entry,
  isNew,
  onReload,
  saved,
  onSaved,
}: { type: ContentType; entry: ContentEntry; isNew: boolean; onReload: () => void } & Saving) {
  const kind = useKind(type)
  const noun = entryNoun(kind?.label)
  const schema = useMemo(() => formSchema(entry.schema), [entry.schema])
  const kindForm = useKindForm(type, entry, isNew)
  const uiSchema = useMemo(() => kindForm.uiSchema(formUiSchema(schema, entry.values)), [kindForm, schema, entry.values])
  const [values, setValues] = useState<unknown>(entry.values)
  const afterSave: OnSaved = (done, place) => {
    draft.saved()
    onSaved(done, place)
  }
  const { notice, ...actions } = useEntryActions({ type, entry, isNew, schema, values, onSaved: afterSave })
  const draft = useFormDraft(type, isNew ? '' : entry.id, entry.values, values, actions.version)
  const taken = useTakenName(kind, type, isNew ? null : entry.id, values)
  const busy = actions.busy !== null
  return (
    <div className={`${card} space-y-5`}>
      <EntryHeading type={type} entry={entry} isNew={isNew} />
      {draft.offered && (
        <DraftOffer
          draft={draft.offered}
          onRestore={() => {
            setValues(draft.offered!.values)
            actions.restore(draft.offered!.version)
            draft.settle()
          }}
          onDiscard={draft.discard}
        />
      )}
      <EntryNotices ref={notice} status={actions.status} file={entry.file} onReload={onReload} />
      <EntryForm
        schema={schema}
        uiSchema={uiSchema}
        values={values}
        fields={kindForm.fields}
        formContext={{ ...kindForm.context, taken }}
        problems={withTakenName(actions.status.problems?.atFields ?? {}, taken)}
        onChange={(next) => {
          setValues(kindForm.derive(next))
          actions.changed()
        }}
        onSubmit={() => void actions.save()}
      >
        {/* Kept in view on a wide screen; on a phone it would hide half the form, so it ends it. */}
        <div className="z-10 -mx-6 sm:sticky sm:bottom-0 space-y-3 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur">
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={button}>
              {actions.busy === 'save' ? 'Saving…' : 'Save and publish'}
            </button>
            <button type="button" disabled={busy} onClick={() => void actions.check()} className={subtleButton}>
              {actions.busy === 'check' ? 'Checking…' : 'Check'}
            </button>
            <button type="button" disabled={busy} onClick={() => void actions.preview()} className={subtleButton}>
              {actions.busy === 'preview' ? 'Preparing…' : 'Preview'}
            </button>
          </div>
          {saved && <PublishPanel saved={saved} />}
        </div>
      </EntryForm>
      {!isNew && kind?.canCreate && (
        <RemoveEntry type={type} entry={entry} version={actions.version} noun={noun} onSaved={onSaved} />
      )}
    </div>
  )
}
