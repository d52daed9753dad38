import * as Tabs from '@radix-ui/react-tabs'
import { useEffect, useState } from 'react'
import { FaqAccordion, type FaqItem } from './FaqAccordion.tsx'

export interface FaqTab {
  id: string
  label: string
  items: FaqItem[]
}

/** FAQ by topic: the first tab is shown first (or the one the address names, /faq#pricing); each tab's questions are an accordion. */
export function FaqTabs({ tabs }: { tabs: FaqTab[] }) {
  const [active, setActive] = useState(tabs[0]?.id ?? '')
  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1))
      if (tabs.some((tab) => tab.id === id)) setActive(id)
    }
    fromHash()
    window.addEventListener('hashchange', fromHash)
    return () => window.removeEventListener('hashchange', fromHash)
  }, [tabs])
  return (
    <Tabs.Root value={active} onValueChange={setActive}>
      {/* The topics wrap onto more lines rather than scroll: on a phone every one is in sight. */}
      <Tabs.List aria-label="Question topics" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            // The chosen tab is the one Tab reaches, as Radix's roving focus does once awake; said here
            // too so that the server's HTML has it before the island wakes (Radix renders every tab -1).
            tabIndex={tab.id === active ? 0 : -1}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:border-brand-600 data-[state=active]:border-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        // Every panel stays in the page (hidden unless chosen), so each tab's aria-controls names an element that exists.
        <Tabs.Content key={tab.id} value={tab.id} forceMount className="mt-4 outline-none data-[state=inactive]:hidden">
          <h2 id={tab.id} className="sr-only">
            {tab.label}
          </h2>
          <FaqAccordion items={tab.items} idPrefix={tab.id} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
