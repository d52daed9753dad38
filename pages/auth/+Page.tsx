import { Island } from '../../components/Island.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'
import { SignInPage } from './SignInPage.tsx'

export default function Page() {
  const { viewer, next, view, sent } = useData<Data>()
  return <Island name="SignInPage" component={SignInPage} props={{ viewer, next, view, sent }} wake={['load']} />
}
