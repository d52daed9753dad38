import { useState } from 'react'
import type { ContentSaved } from '../../../shared/admin-content.ts'
import { ContentKinds, useKind } from './ContentKinds.tsx'
import { EntryEditor, NewEntry } from './EntryEditor.tsx'
import { EntryList } from './EntryList.tsx'
import { History } from './History.tsx'
import { PublishPanel } from './PublishPanel.tsx'
import { contentHref, useContentRoute, type ContentRoute, type OnSaved } from './useContentRoute.ts'

/**
 * Site content: the site's YAML files edited through forms, checked by the content check on the
 * server, published in seconds, with history and one-click revert. The place shown is kept in the
 * address's fragment (useContentRoute); the last saved change's publishing is followed wherever one
 * goes, shown in the form's bar when a form is open, above the page otherwise.
 */
export function SiteContent() {
  const route = useContentRoute()
  const [last, setLast] = useState<{ saved: ContentSaved; at: string } | null>(null)
  // A save's publishing is shown where the save led, not on every place one goes to after.
  const saved = last && last.at === contentHref(route) ? last.saved : null
  const editing = route.view === 'entry' || route.view === 'new'
  return (
    <div className="space-y-6">
      <ContentTabs route={route} />
      {saved && !editing && <PublishPanel saved={saved} />}
      <Place route={route} saved={saved} onSaved={(done, at) => setLast({ saved: done, at: contentHref(at) })} />
    </div>
  )
}

function Place({
  route,
  saved,
  onSaved,
}: {
  route: ContentRoute
  saved: ContentSaved | null
  onSaved: OnSaved
}) {
  switch (route.view) {
    case 'kinds':
      return <ContentKinds />
    case 'history':
      return <History onSaved={onSaved} />
    case 'entries':
      return <EntryList type={route.type} />
    case 'new':
      return <NewEntry key={`${route.type}/+new`} type={route.type} saved={saved} onSaved={onSaved} />
    case 'entry':
      return (
        <EntryEditor key={`${route.type}/${route.id}`} type={route.type} id={route.id} saved={saved} onSaved={onSaved} />
      )
  }
}

/** Content or History, and where one is in the content: Site content › Cities › Clearwater. */
function ContentTabs({ route }: { route: ContentRoute }) {
  const kind = useKind('type' in route ? route.type : '')
  const inHistory = route.view === 'history'
  const tab =
    'rounded-lg px-3 py-1.5 font-semibold text-slate-700 hover:bg-white aria-[current=page]:bg-white aria-[current=page]:text-navy-900 aria-[current=page]:ring-1 aria-[current=page]:ring-slate-300'
  return (
    <nav aria-label="Site content" className="flex flex-wrap items-center gap-2 text-sm">
      <a href={contentHref({ view: 'kinds' })} aria-current={!inHistory ? 'page' : undefined} className={tab}>
        Content
      </a>
      {kind?.many && 'type' in route && (
        <>
          <span aria-hidden="true">›</span>
          <a href={contentHref({ view: 'entries', type: route.type })} className="font-semibold text-brand-700">
            {kind.label}
          </a>
        </>
      )}
      <a href={contentHref({ view: 'history' })} aria-current={inHistory ? 'page' : undefined} className={`${tab} ml-auto`}>
        History
      </a>
    </nav>
  )
}
