import { Icon } from './Icon.tsx'
import type { ReactNode } from 'react'

const styles = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 shadow-sm',
  secondary: 'bg-white text-navy-900 hover:bg-brand-50 ring-1 ring-inset ring-slate-300',
  dark: 'bg-navy-900 text-white hover:bg-navy-800',
  light: 'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20',
}

export interface ButtonLinkProps {
  href: string
  children: ReactNode
  variant?: keyof typeof styles
  /** Shows a phone icon: for links that call. */
  call?: boolean
  className?: string
}

export function ButtonLink({ href, children, variant = 'primary', call = false, className = '' }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-bold transition-colors ${styles[variant]} ${className}`}
    >
      {call && <Icon name="phone" className="size-5" />}
      {children}
    </a>
  )
}
