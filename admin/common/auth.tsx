import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { ACCOUNT_FIELDS } from '../../shared/field-errors.ts'
import type { SignedInUser } from '../../shared/admin-api.ts'
import { apiRequest, errorText, getQueryFn } from './api.ts'
import { useToast } from './toast.tsx'
import { isFieldError } from './useFieldErrors.ts'

interface AuthContextValue {
  user: SignedInUser | null
  isLoading: boolean
  login: (credentials: { username: string; password: string }) => Promise<SignedInUser>
  register: (details: { username: string; password: string; code: string }) => Promise<SignedInUser>
  logout: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/** Holds the current user (null when signed out; a 401 counts as signed out) and the sign-in, registration and sign-out calls. */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: SignedInUser | null }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const { data: user, isLoading } = useQuery<SignedInUser | null>({
    queryKey: ['/api/user'],
    queryFn: getQueryFn<SignedInUser>({ on401: 'returnNull' }),
    initialData: initialUser,
  })

  const login = useMutation({
    mutationFn: async (credentials: { username: string; password: string }) =>
      (await (await apiRequest('POST', '/api/login', credentials)).json()) as SignedInUser,
    onSuccess: (signedIn) => {
      queryClient.setQueryData(['/api/user'], signedIn)
      toast({ title: 'Login successful', description: `Welcome back, ${signedIn.username}!` })
    },
    // A refusal over one field is shown at that field by the form (useFieldErrors).
    onError: (error) =>
      !isFieldError(error, ACCOUNT_FIELDS) &&
      toast({
        title: 'Login failed',
        description: errorText(error) || 'Invalid username or password. Please try again.',
        variant: 'destructive',
      }),
  })
  const register = useMutation({
    mutationFn: async (details: { username: string; password: string; code: string }) =>
      (await (await apiRequest('POST', '/api/register', details)).json()) as SignedInUser,
    onSuccess: (created) => {
      queryClient.setQueryData(['/api/user'], created)
      toast({ title: 'Registration successful', description: 'Your account has been created.' })
    },
    onError: (error) =>
      !isFieldError(error, ACCOUNT_FIELDS) &&
      toast({
        title: 'Registration failed',
        description: errorText(error) || 'Could not create account. Please try again.',
        variant: 'destructive',
      }),
  })
  const logout = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout')
    },
    onSuccess: async () => {
      queryClient.setQueryData(['/api/user'], null)
      await queryClient.invalidateQueries({ queryKey: ['/api/user'] })
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' })
    },
    onError: (error) => toast({ title: 'Logout failed', description: errorText(error), variant: 'destructive' }),
  })

  return (
    <AuthContext.Provider
      value={{
        user: user ?? null,
        isLoading,
        login: login.mutateAsync,
        register: register.mutateAsync,
        logout: logout.mutateAsync,
      }}
    >
      {children}
    </AuthContext.Provider>
  )
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}

/** Whether a failed call failed because the session is gone (apiRequest's errors begin with the status). */
const signedOutError = (error: unknown) => error instanceof Error && error.message.startsWith('401:')

/**
 * In the admin area: once the session has ended (signed out on another device, or the account
 * removed), the next call that answers 401 sends the person to sign in, and back here after.
 */
export function useSignInWhenSignedOut() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const toSignIn = () => {
      const here = window.location.pathname + window.location.search
      window.location.assign(`/auth?next=${encodeURIComponent(here)}`)
    }
    const watch = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && signedOutError(event.action.error)) toSignIn()
    }
    const stopQueries = queryClient.getQueryCache().subscribe(watch)
    const stopMutations = queryClient.getMutationCache().subscribe(watch)
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient])
}
