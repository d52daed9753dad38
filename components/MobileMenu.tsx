import { Icon } from './Icon.tsx'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { NavLink } from '../schemas/navigation.ts'
import { isCurrent } from './nav.ts'

interface MobileMenuProps {
  links: NavLink[]
  currentPath: string
  telephone: string
  telephoneHref: string
}

/** Slide-in menu for small screens: a modal dialog, so focus stays inside, Escape closes it and the page cannot scroll behind it. */
export function MobileMenu({ links, currentPath, telephone, telephoneHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
      >
        <Icon name="menu" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="menu-backdrop" className="animate-fade-in fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          className="animate-slide-in fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold text-navy-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close menu"
            >
              <Icon name="x" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    onClick={() => setOpen(false)}
                    aria-current={isCurrent(link.href, currentPath) ? 'page' : undefined}
                    className="block rounded-lg px-4 py-3 text-base font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4">
            <a
              href={telephoneHref}
              onClick={() => setOpen(false)}
              className="flex items-center justify-center gap-2 rounded-lg bg-accent-600 px-4 py-3 font-bold text-white"
            >
              <Icon name="phone" className="size-5" />
              Call {telephone}
            </a>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
