import { useEffect, useState } from 'react'

/**
 * GETs JSON once when the component mounts (cookies sent, no retry, no refetch): the spec's data
 * defaults, without a query library on public pages, where every kilobyte of JavaScript counts.
 */
export function useJson<T>(path: string): { data: T | undefined; loading: boolean; error: Error | undefined } {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: Error | undefined }>({
    data: undefined,
    loading: true,
    error: undefined,
  })
  useEffect(() => {
    let live = true
    fetch(path, { credentials: 'include', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
        return (await res.json()) as T
      })
      .then(
        (data) => live && setState({ data, loading: false, error: undefined }),
        (error: Error) => live && setState({ data: undefined, loading: false, error }),
      )
    return () => {
      live = false
    }
  }, [path])
  return state
}
