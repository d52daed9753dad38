import type { ComponentType } from 'react'

/**
 * Every island's code, by name: what the browser loads when an island wakes (each its own chunk).
 * Pages place islands with <Island name="…" component={…}>; tests/e2e/islands.test.ts hydrates
 * every one of them on every template.
 */
export const islands = {
  MobileMenu: () => import('../components/MobileMenu.tsx').then((m) => m.MobileMenu),
  FaqAccordion: () => import('../components/FaqAccordion.tsx').then((m) => m.FaqAccordion),
  FaqTabs: () => import('../components/FaqTabs.tsx').then((m) => m.FaqTabs),
  ContactForm: () => import('../components/ContactForm.tsx').then((m) => m.ContactForm),
  BookingForm: () => import('../components/BookingForm.tsx').then((m) => m.BookingForm),
  BlogSection: () => import('../components/BlogSection.tsx').then((m) => m.BlogSection),
  BlogList: () => import('../components/BlogList.tsx').then((m) => m.BlogList),
  ServiceAreaMap: () => import('../components/ServiceAreaMapIsland.tsx').then((m) => m.ServiceAreaMapIsland),
  SignInPage: () => import('../pages/auth/SignInPage.tsx').then((m) => m.SignInPage),
  AdminArea: () => import('../admin/AdminArea.tsx').then((m) => m.AdminArea),
} satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islands

type Registered = Record<keyof typeof islands, true>

declare module '../components/Island.tsx' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface IslandNames extends Registered {}
}
