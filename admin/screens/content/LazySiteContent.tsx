import { useEffect, useState, type ComponentType } from 'react'

/**
 * Site content, loaded when it is opened: its forms bring react-jsonschema-form and its validator
 * (about 400 kB), which the admin's other screens have no use for. The server renders the heading's
 * placeholder; the screen takes its place once its code is in.
 */
export function LazySiteContent() {
  const [Screen, setScreen] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    void import('./SiteContent.tsx').then((module) => live && setScreen(() => module.SiteContent))
    return () => {
      live = false
    }
  }, [])
  return Screen ? <Screen /> : <p>Loading...</p>
}
