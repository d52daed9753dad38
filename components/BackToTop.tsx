import { Icon } from './Icon.tsx'
import * as Tooltip from '@radix-ui/react-tooltip'
import { useScrolledPast } from './useScrolledPast.ts'

/** Pixels of scroll after which the button appears. */
const SHOW_AFTER = 300

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER)
  if (!visible) return null
  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label="Back to top"
          className="animate-fade-in fixed right-4 bottom-20 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-800 md:bottom-6"
        >
          <Icon name="arrow-up" className="size-5" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="left" sideOffset={8} className="rounded-md bg-navy-950 px-3 py-1.5 text-sm text-white shadow">
          Back to top
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
    </Tooltip.Provider>
  )
}
