import * as Toast from '@radix-ui/react-toast'
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

/** At most one toast shows at a time. */
const TOAST_LIMIT = 1
/** A dismissed toast is removed from memory after this long. */
const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

interface Entry extends ToastMessage {
  id: number
  open: boolean
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null)

let nextId = 1

/** Toasts with the spec's settings: 5 s, swipe right past 50 px to dismiss, F8 focuses the region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Entry[]>([])
  const toast = useCallback((message: ToastMessage) => {
    setToasts((list) => [{ ...message, id: nextId++, open: true }, ...list].slice(0, TOAST_LIMIT))
  }, [])
  const close = (id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)))
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY)
  }
  return (
    <ToastContext.Provider value={toast}>
      <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
        {children}
        {toasts.map((t) => (
          <Toast.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && close(t.id)}
            className={`rounded-xl p-4 shadow-lg ring-1 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${t.variant === 'destructive' ? 'bg-accent-700 text-white ring-accent-700' : 'bg-white text-slate-900 ring-slate-200'}`}
          >
            <Toast.Title className="font-bold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="mt-1 text-sm">{t.description}</Toast.Description>}
            <Toast.Close
              aria-label="Close"
              className="absolute top-2 right-3 text-lg leading-none opacity-70 hover:opacity-100"
            >
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 md:max-w-[420px]" />
      </Toast.Provider>
    </ToastContext.Provider>
  )
}

export function useToast() {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used within a ToastProvider')
  return toast
}
