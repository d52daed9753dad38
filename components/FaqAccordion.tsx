import { Icon } from './Icon.tsx'
import * as Accordion from '@radix-ui/react-accordion'

export interface FaqItem {
  question: string
  answer: string
}

/** Questions with one answer open at a time; the open one can be closed. `openFirst` opens the first on load. */
export function FaqAccordion({
  items,
  openFirst = false,
  idPrefix,
}: {
  items: FaqItem[]
  openFirst?: boolean
  idPrefix: string
}) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={openFirst ? `${idPrefix}-0` : undefined}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${i}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-slate-50">
                {item.question}
                <Icon
                  name="chevron-down"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
