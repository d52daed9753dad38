import {
  createContext,
  createElement,
  useContext,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'

/**
 * The names of the islands: renderer/islands.ts, which holds every island's code, adds them here
 * (a component does not import the renderer).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IslandNames {}
export type IslandName = keyof IslandNames

/**
 * When an island's code loads and hydrates: `load` at once, `idle` when the browser has nothing
 * else to do, `visible` as it nears the viewport, `interaction` on the first pointer, key or focus
 * inside it (a tap on a button is replayed once it has hydrated, so the first tap is never lost),
 * `scroll` on the first scroll of the page, `hash` at once when the address names an element inside
 * it (/faq#pricing). An island wakes on whichever of its triggers comes first.
 */
export type Wake = 'load' | 'idle' | 'visible' | 'interaction' | 'scroll' | 'hash'

/** How the server renders islands: each on its own. Without it (a component test) an island renders inline. */
export interface IslandRendering {
  /** The island's number on the page, which prefixes its ids (`useId`, Radix) on the server and in the browser alike. */
  next(): number
  /** Renders one island to HTML, as the browser's hydrateRoot will see it. */
  render(element: ReactElement, identifierPrefix: string): string
}

export const IslandRenderingContext = createContext<IslandRendering | null>(null)

/** Called once the island has hydrated (the browser's island loader waits for it to replay the first tap). */
export const HydratedContext = createContext<(() => void) | null>(null)

/** The root of every island, on the server and in the browser, so both render the same tree and the same ids. */
export function IslandRoot({ children }: { children: ReactNode }) {
  const onHydrated = useContext(HydratedContext)
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}

/** The prefix of an island's ids: unique on the page, the same on the server and in the browser. */
export const islandIdPrefix = (index: number) => `i${index}-`

interface IslandProps<P extends object> {
  /** Its entry in renderer/islands.ts, where the browser finds its code. */
  name: IslandName
  component: ComponentType<P>
  /** Sent to the browser as JSON in the page: plain data only. */
  props: P
  wake: Wake[]
}

/**
 * An interactive part of a page. The server renders it to HTML like the rest of the page, inside a
 * `<site-island>` element that carries its name, props and triggers; only islands ship code, and
 * each hydrates on its own (renderer/+client.ts).
 */
export function Island<P extends object>({ name, component, props, wake }: IslandProps<P>) {
  const rendering = useContext(IslandRenderingContext)
  const element = createElement(IslandRoot, null, createElement(component, props))
  if (!rendering) return element
  const index = rendering.next()
  return createElement('site-island', {
    'data-island': name,
    'data-wake': wake.join(' '),
    'data-index': index,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: rendering.render(element, islandIdPrefix(index)) },
  })
}
