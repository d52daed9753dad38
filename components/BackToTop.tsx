import { Icon } from './Icon.tsx'

/**
 * The back-to-top button: hidden until the page is scrolled more than 300 px, then a click glides
 * to the top (renderer/page-behaviour.ts does both, without React). Its tooltip shows on hover or
 * keyboard focus after the spec's 700 ms, in CSS alone.
 */
export function BackToTop() {
  return (
    <button
      type="button"
      data-back-to-top
      hidden
      aria-label="Back to top"
      className="group animate-fade-in fixed right-4 bottom-20 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-white shadow-lg hover:bg-navy-800 md:bottom-6"
    >
      <Icon name="arrow-up" className="size-5" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-full mr-2 rounded-md bg-navy-950 px-3 py-1.5 text-sm whitespace-nowrap text-white opacity-0 shadow transition-opacity delay-0 group-hover:opacity-100 group-hover:delay-700 group-focus-visible:opacity-100 group-focus-visible:delay-700"
      >
        Back to top
      </span>
    </button>
  )
}
