import { createElement, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedContext, IslandRoot, islandIdPrefix } from '../components/Island.tsx'

/** Hydrates one island in its <site-island> element; resolves once React has committed it. Loaded with the first island that wakes. */
export function hydrateIsland(
  element: HTMLElement,
  component: ComponentType<object>,
  props: object,
  index: number,
): Promise<void> {
  return new Promise((resolve) => {
    const island = createElement(IslandRoot, null, createElement(component, props))
    hydrateRoot(element, createElement(HydratedContext.Provider, { value: resolve }, island), {
      identifierPrefix: islandIdPrefix(index),
    })
  })
}
