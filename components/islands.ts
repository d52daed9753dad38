import type { ComponentType } from 'react'

/**
 * Every island's code, by name: what the browser loads when an island wakes (each its own chunk).
 * Pages place islands with <Island name="…" component={…}>; tests/islands.test.ts checks that each
 * name here loads the component the pages render under it.
 */
export const islands = {
  MobileMenu: () => import('./MobileMenu.tsx').then((m) => m.MobileMenu),
  BackToTop: () => import('./BackToTop.tsx').then((m) => m.BackToTop),
  FaqAccordion: () => import('./FaqAccordion.tsx').then((m) => m.FaqAccordion),
  FaqTabs: () => import('./FaqTabs.tsx').then((m) => m.FaqTabs),
  ContactForm: () => import('./ContactForm.tsx').then((m) => m.ContactForm),
  BookingForm: () => import('./BookingForm.tsx').then((m) => m.BookingForm),
  BlogSection: () => import('./BlogSection.tsx').then((m) => m.BlogSection),
  BlogList: () => import('./BlogList.tsx').then((m) => m.BlogList),
  ServiceAreaMap: () => import('./ServiceAreaMapIsland.tsx').then((m) => m.ServiceAreaMapIsland),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islands
