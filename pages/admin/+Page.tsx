import { Island } from '../../components/Island.tsx'
import { useData } from '../../renderer/usePageContext.tsx'
import type { Data } from './+data.ts'
import { AdminArea } from '../../admin/AdminArea.tsx'

export default function Page() {
  const { section, title, viewer, timeZone } = useData<Data>()
  return <Island name="AdminArea" component={AdminArea} props={{ section, title, viewer, timeZone }} wake={['load']} />
}
