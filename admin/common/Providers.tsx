import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { createQueryClient } from './api.ts'
import { AuthProvider } from './auth.tsx'
import { ToastProvider } from './toast.tsx'
import type { SignedInUser } from '../../shared/admin-api.ts'

/** Data, toasts and the signed-in user for the sign-in page and the admin area. */
export function AdminProviders({ children, viewer }: { children: ReactNode; viewer: SignedInUser | null }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider initialUser={viewer}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  )
}
