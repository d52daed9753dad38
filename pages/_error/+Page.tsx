import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import type { Data } from './+data.ts'

export default function Page() {
  const { is404 } = usePageContext()
  const data = useData<Data | undefined>()
  if (!is404 || !data) {
    return (
      <>
        <h1>Something went wrong</h1>
        <p>Please try again in a moment, or call us.</p>
      </>
    )
  }
  return (
    <>
      <h1>{data.heading}</h1>
      <p>{data.text}</p>
    </>
  )
}
