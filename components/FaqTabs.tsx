import * as Tabs from '@radix-ui/react-tabs'
import { FaqAccordion, type FaqItem } from './FaqAccordion.tsx'

export interface FaqTab {
  id: string
  label: string
  items: FaqItem[]
}

/** FAQ by topic: the first tab is shown first; each tab's questions are an accordion. */
export function FaqTabs({ tabs }: { tabs: FaqTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.id}>
      <Tabs.List aria-label="Question topics" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:border-brand-600 data-[state=active]:border-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} id={tab.id} className="mt-4 outline-none">
          <FaqAccordion items={tab.items} idPrefix={tab.id} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
