import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from './api.ts'
import { AuthProvider, type User } from './auth.tsx'
import { ToastProvider } from './toast.tsx'

/** Data, toasts and the signed-in user for the sign-in page and the admin area. */
export function AdminProviders({ children, viewer }: { children: ReactNode; viewer: User | null }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider initialUser={viewer}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  )
}
