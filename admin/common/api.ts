import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/** Any non-success answer becomes an error whose message is "<status>: <body text or status text>" (spec §8). */
async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
}

/** Every call sends cookies; a body is sent as JSON only when given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await throwIfNotOk(res)
  return res
}

/** A GET of the query's path; a 401 answers null only where the query asks for it. */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' })
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
}

/** No refetching on an interval or on focus, data never stale, no retries (spec §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

/** The readable part of an API error: the server's `message` when it sent one. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  const body = text.replace(/^\d{3}: /, '')
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    if (typeof parsed.message === 'string') return parsed.message
  } catch {
    // not JSON: the text itself
  }
  return body
}
